import Foundation

public protocol LocalStore: Sendable {
    func currentSyncToken() async -> String?
    func apply(_ changes: [Data], token: String) async throws
}

public actor InMemoryLocalStore: LocalStore {
    public private(set) var syncToken: String?
    public private(set) var applied: [Data] = []

    public init() {}

    public func currentSyncToken() async -> String? { syncToken }

    public func apply(_ changes: [Data], token: String) async throws {
        applied += changes
        syncToken = token
    }
}
