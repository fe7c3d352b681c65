import Foundation
import Payments

/// Builds the refunding processor itself. The finding asks for a `RefundingPaymentProcessor`
/// only: `PaymentProcessor` is implied by it.
public final class RefundOrderUseCase {
    private let processor: RefundingPaymentProcessor

    public init() {
        processor = StripeRefundService() // expect: direct-instantiation
    }

    public func execute(_ receipt: Receipt) async throws {
        try await processor.refund(receipt)
    }

    public func chargeAgain(_ receipt: Receipt) async throws -> Receipt {
        try await processor.charge(receipt.amount)
    }
}
