import Foundation
import Payments

/// Navigation state carrying its processor: the case's default builds Payments' Stripe
/// processor in the enum's own declaration.
enum CheckoutRoute {
    case cart
    case pay(amount: Decimal, processor: PaymentProcessor = StripePaymentProcessor(apiKey: "pk_live")) // expect: direct-instantiation
    case receipt(Receipt)
}

@propertyWrapper
struct Provided<Value> {
    var wrappedValue: Value
    init(_ value: Value) { wrappedValue = value }
}

/// A property wrapper's argument is built where the property is declared.
final class CheckoutSummaryViewModel {
    @Provided(StripePaymentProcessor(apiKey: "pk_live")) var processor: PaymentProcessor // expect: direct-instantiation
    @Provided(Date()) var openedAt: Date

    func total(of amounts: [Decimal]) -> Decimal { amounts.reduce(0, +) }
}
