import Foundation
import Networking
import Persistence

public protocol Syncing: Sendable {
    func sync() async throws -> Int
}

public final class SyncCoordinator: Syncing {
    private let client: APIClient
    private let store: LocalStore

    public init(client: APIClient, store: LocalStore) {
        self.client = client
        self.store = store
    }

    public func sync() async throws -> Int {
        let token = await store.currentSyncToken()
        let result = try await client.fetchChanges(since: token)
        try await store.apply(result.changes, token: result.token)
        return result.changes.count
    }
}
