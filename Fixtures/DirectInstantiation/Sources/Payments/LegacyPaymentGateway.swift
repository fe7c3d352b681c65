import Foundation

/// An Objective-C era gateway: a Java-style singleton accessor and the type's own name as its
/// shared instance.
public final class LegacyPaymentGateway: PaymentProcessor, @unchecked Sendable {
    private static let instance = LegacyPaymentGateway()
    public static let legacyPaymentGateway = instance

    public static func getInstance() -> LegacyPaymentGateway { instance }

    public func charge(_ amount: Decimal) async throws -> Receipt {
        Receipt(transactionID: "legacy", amount: amount)
    }
}
