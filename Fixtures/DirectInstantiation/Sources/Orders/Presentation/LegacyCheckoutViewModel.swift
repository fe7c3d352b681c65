import Foundation
import Payments

/// Reaches Payments' singletons instead of taking a processor.
final class LegacyCheckoutViewModel {
    private let processor: PaymentProcessor = LegacyPaymentGateway.getInstance() // expect: direct-instantiation
    private let fallback: PaymentProcessor = LegacyPaymentGateway.legacyPaymentGateway // expect: direct-instantiation

    func pay(_ amount: Decimal) async throws -> Receipt {
        do { return try await processor.charge(amount) } catch { return try await fallback.charge(amount) }
    }
}
