import Foundation
import SyncEngine // expect: undeclared-import, cyclic-dependency

/// Reaches back into the engine that depends on Networking: declaring SyncEngine would make a
/// cycle, so the finding says to remove the import rather than to declare it.
public struct RetryPolicy: Sendable {
    public let attempts: Int

    public init(attempts: Int = 3) {
        self.attempts = attempts
    }

    public func run(_ syncer: Syncing) async -> Int? {
        for _ in 0..<attempts {
            if let count = try? await syncer.sync() { return count }
        }
        return nil
    }
}
