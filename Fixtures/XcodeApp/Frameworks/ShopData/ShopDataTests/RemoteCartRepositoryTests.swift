@testable import Shop
@testable import ShopData
import ShopDomain
import XCTest

/// The framework's test bundle lives in its folder (so the module's glob matches it), but it is
/// a target of its own: importing the app from here closes no Shop -> ShopData -> Shop cycle.
final class RemoteCartRepositoryTests: XCTestCase {
    func testAddingAnItemKeepsTheCartReachable() async throws {
        let repository = RemoteCartRepository(baseURL: URL(string: "https://example.com")!)
        try await repository.add(CartItem(sku: "A-1", quantity: 1))
        let items = try await repository.items()
        XCTAssertTrue(items.isEmpty)
        _ = AppDelegate.self
    }
}
