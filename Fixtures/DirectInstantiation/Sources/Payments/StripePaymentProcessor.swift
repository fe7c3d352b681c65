import Foundation

public final class StripePaymentProcessor: PaymentProcessor {
    private let apiKey: String

    public init(apiKey: String) {
        self.apiKey = apiKey
    }

    public func charge(_ amount: Decimal) async throws -> Receipt {
        Receipt(transactionID: "ch_\(UUID().uuidString.prefix(8))", amount: amount)
    }
}

/// SE-0299: `.stripe` where a `PaymentProcessor` is expected.
extension PaymentProcessor where Self == StripePaymentProcessor {
    public static var stripe: StripePaymentProcessor { StripePaymentProcessor(apiKey: "pk_live") }
}

/// A double for SwiftUI previews: named so, it is no implementation to inject.
public final class PreviewPaymentProcessor: PaymentProcessor {
    public init() {}
    public func charge(_ amount: Decimal) async throws -> Receipt { Receipt(transactionID: "preview", amount: amount) }
}
