import Foundation
import Orders

@MainActor
public final class CheckoutViewModel {
    private let placeOrder: PlaceOrderUseCase
    public private(set) var total: Decimal = 0

    public init(placeOrder: PlaceOrderUseCase) {
        self.placeOrder = placeOrder
    }

    public func refresh() async {
        total = (try? await placeOrder.lastTotal()) ?? 0
    }
}
