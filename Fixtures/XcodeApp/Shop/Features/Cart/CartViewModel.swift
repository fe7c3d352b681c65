import Foundation
import ShopDomain

@MainActor
final class CartViewModel {
    private let addToCart: AddToCartUseCase
    private(set) var message = ""

    init(addToCart: AddToCartUseCase) {
        self.addToCart = addToCart
    }

    func add(sku: String) async {
        do {
            try await addToCart(sku: sku)
            message = "Added"
        } catch {
            message = "Could not add \(sku)"
        }
    }
}
