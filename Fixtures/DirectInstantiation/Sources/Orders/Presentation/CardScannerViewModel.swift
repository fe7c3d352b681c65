import Foundation
import Payments

/// A type named like a container is not a lookup by its name alone: held, the payments
/// container's shared instance is a dependency built elsewhere, and asked only what it is.
@MainActor
final class CardScannerViewModel {
    private let services: PaymentServiceProviding = PaymentsContainer.shared // expect: direct-instantiation

    func processor() -> PaymentProcessor {
        services.resolve()
    }
}
