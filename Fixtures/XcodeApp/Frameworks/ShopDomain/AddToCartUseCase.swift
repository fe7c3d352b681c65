import Foundation
import ShopData // expect: layer-dependency, cyclic-dependency

/// A framework target of the Xcode project (a `modules` entry in rules.json), not a SwiftPM target.
public struct AddToCartUseCase: Sendable {
    private let repository: CartRepository

    public init(repository: CartRepository) {
        self.repository = repository
    }

    public func callAsFunction(sku: String) async throws {
        let existing = try await repository.items().first { $0.sku == sku }
        try await repository.add(CartItem(sku: sku, quantity: (existing?.quantity ?? 0) + 1))
        CartAnalytics.log("added \(sku)")
    }
}
