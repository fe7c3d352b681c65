import Foundation

/// An isolated conformance (Swift 6.2): still a PaymentProcessor, only on the main actor.
@MainActor
public final class ApplePayPaymentProcessor: @MainActor PaymentProcessor {
    private let merchantID: String

    public init(merchantID: String) {
        self.merchantID = merchantID
    }

    public func charge(_ amount: Decimal) async throws -> Receipt {
        Receipt(transactionID: "ap_\(merchantID)", amount: amount)
    }
}
