import Foundation
import Payments

@MainActor
final class CurrencyPickerViewModel {
    private(set) var converted: Decimal = 0

    func convert(_ amount: Decimal, to currency: String) async throws {
        let rate = try await ExchangeRateService().rate(from: "EUR", to: currency) // expect: direct-instantiation
        converted = amount * rate
    }
}
