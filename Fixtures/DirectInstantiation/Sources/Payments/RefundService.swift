import Foundation

/// Refines `PaymentProcessor`: a refunding processor is one.
public protocol RefundingPaymentProcessor: PaymentProcessor {
    func refund(_ receipt: Receipt) async throws
}

public final class StripeRefundService: RefundingPaymentProcessor {
    public init() {}

    public func charge(_ amount: Decimal) async throws -> Receipt {
        Receipt(transactionID: "ch_refundable", amount: amount)
    }

    public func refund(_ receipt: Receipt) async throws {}
}
