import Foundation
import Networking // expect: undeclared-import
import Persistence // expect: undeclared-import
import XCTest
@testable import SyncEngine

final class SyncCoordinatorTests: XCTestCase {
    private struct StubClient: APIClient {
        func fetchChanges(since token: String?) async throws -> (changes: [Data], token: String) {
            ([Data("a".utf8), Data("b".utf8)], "t2")
        }
    }

    func testAppliesFetchedChanges() async throws {
        let store = InMemoryLocalStore()
        let sut = SyncCoordinator(client: StubClient(), store: store)
        let count = try await sut.sync()
        XCTAssertEqual(count, 2)
        let token = await store.syncToken
        XCTAssertEqual(token, "t2")
    }
}
