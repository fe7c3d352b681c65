import Foundation
import Orders
import Payments

/// The app's container (`*DIContainer.swift`, a default composition root).
@MainActor
final class AppDIContainer {
    let paymentProcessor: PaymentProcessor = StripePaymentProcessor(apiKey: "pk_live")
}
