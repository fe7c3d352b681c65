import Foundation
import Orders
import Payments

/// Composition root (`*Assembly.swift`).
@MainActor
public enum ShopAssembly {
    public static func makeOrderList() -> OrderListView {
        let repository = RemoteOrderRepository(url: URL(string: "https://shop.example.com/v2/orders")!)
        return OrderListView(viewModel: OrderListViewModel(repository: repository))
    }

    public static func makePaymentProcessor() -> PaymentProcessor {
        StripePaymentProcessor(apiKey: ProcessInfo.processInfo.environment["STRIPE_KEY"] ?? "")
    }
}
