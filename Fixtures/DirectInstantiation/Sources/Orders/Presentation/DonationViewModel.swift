import Foundation
import Payments

/// Wrapped by the formatter: the value sits on the line after the `=`, and the finding with it.
@MainActor
final class DonationViewModel {
    private(set) var lastReceipt: Receipt?
    private let donationProcessor: PaymentProcessor =
        .stripe // expect: direct-instantiation

    func donate(_ amount: Decimal) async throws {
        lastReceipt = try await donationProcessor.charge(amount)
    }
}
