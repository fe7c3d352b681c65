import Foundation
import Orders
import Payments

/// Needle-style component: a composition root by name (`*Component.swift`), so building
/// implementations here is its job, not a finding.
@MainActor
public final class OrdersComponent {
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public var paymentProcessor: PaymentProcessor {
        StripePaymentProcessor(apiKey: ProcessInfo.processInfo.environment["STRIPE_KEY"] ?? "")
    }

    public func makeOrderListViewModel() -> OrderListViewModel {
        OrderListViewModel(repository: RemoteOrderRepository(url: baseURL.appendingPathComponent("orders")))
    }
}
