import Payments

/// A free function outside the composition root (not a `*Factory.swift` file) still picks the implementation.
public func makeExpressCheckout() -> PaymentProcessor {
    StripePaymentProcessor(apiKey: "pk_express") // expect: direct-instantiation
}
