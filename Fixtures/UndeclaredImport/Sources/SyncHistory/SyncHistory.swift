import Foundation
import SyncExport // expect: undeclared-import

public struct SyncHistory {
    public var entries: [Date] = []

    public init() {}

    public func export() -> String { HistoryExporter().csv(entries) }
}
