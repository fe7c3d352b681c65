import Foundation
import SyncHistory // expect: undeclared-import, cyclic-dependency

public struct HistoryExporter {
    public init() {}

    public func csv(_ dates: [Date]) -> String { dates.map { "\($0)" }.joined(separator: "\n") }

    public func csv(_ history: SyncHistory) -> String { csv(history.entries) }
}
