import Foundation
@testable import Shop
import ShopData
import ShopDomain

/// Test helpers kept beside the app's code (as bitwarden does): the `@testable import` says
/// they build only for tests, so the DI and layer rules leave them alone.
final class MockCartRepository: CartRepository {
    var stored: [CartItem] = []

    func items() async throws -> [CartItem] { stored }
    func add(_ item: CartItem) async throws { stored.append(item) }
}

struct CartFixtures {
    let repository: CartRepository
    let remote: RemoteCartRepository

    init(repository: CartRepository = MockCartRepository(), remote: RemoteCartRepository = RemoteCartRepository(baseURL: URL(string: "https://example.test")!)) {
        self.repository = repository
        self.remote = remote
    }
}
