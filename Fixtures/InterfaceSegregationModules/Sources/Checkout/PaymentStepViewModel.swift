/// Uses the logger it inherits through `CheckoutStepViewModel`.
final class PaymentStepViewModel: CheckoutStepViewModel {
    override var title: String { "Payment" }

    func paymentFailed(_ reason: String) {
        logger.error("payment failed: \(reason)")
        logger.warning("offering another method")
    }
}
