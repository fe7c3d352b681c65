import Foundation
import Payments

/// "Control freak": the use case picks its own payment processor from another module.
public struct CheckoutUseCase: Sendable {
    public init() {}

    public func checkout(_ order: Order) async throws -> Receipt {
        let processor = StripePaymentProcessor(apiKey: "pk_live_123") // expect: direct-instantiation
        return try await processor.charge(order.total)
    }
}
