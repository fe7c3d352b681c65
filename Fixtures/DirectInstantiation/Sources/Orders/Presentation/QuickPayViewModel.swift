import Foundation
import Payments

/// `.stripe` builds Payments' StripePaymentProcessor as `StripePaymentProcessor(...)` would.
@MainActor
final class QuickPayViewModel {
    private let processor: PaymentProcessor = .stripe // expect: direct-instantiation

    func pay(_ amount: Decimal) async throws -> Receipt {
        try await processor.charge(amount)
    }
}

#if DEBUG
extension QuickPayViewModel {
    /// The canvas's double.
    static func previewProcessor() -> PaymentProcessor { PreviewPaymentProcessor() }
}
#endif
