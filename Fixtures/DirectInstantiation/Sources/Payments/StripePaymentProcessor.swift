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
