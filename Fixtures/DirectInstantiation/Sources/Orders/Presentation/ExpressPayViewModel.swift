import Foundation
import Payments

/// The designated initializer takes the processor; the convenience one hands it `.stripe`,
/// Payments' StripePaymentProcessor, as `StripePaymentProcessor(...)` would.
@MainActor
final class ExpressPayViewModel {
    private let processor: PaymentProcessor
    private let limit: Decimal

    init(processor: PaymentProcessor, limit: Decimal) {
        self.processor = processor
        self.limit = limit
    }

    convenience init() {
        self.init(processor: .stripe, limit: .zero) // expect: direct-instantiation
    }

    func pay(_ amount: Decimal) async throws -> Receipt? {
        amount > limit ? nil : try await processor.charge(amount)
    }
}
