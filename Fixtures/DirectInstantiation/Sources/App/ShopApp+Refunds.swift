import Payments

/// An extension file of the `@main` type (`ShopApp+Refunds.swift`): part of the root.
extension ShopApp {
    static func makeRefunds() -> RefundingPaymentProcessor {
        StripeRefundService()
    }
}
