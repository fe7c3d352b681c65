/// Another base other modules subclass, here through a class in between declared in another
/// file: `PaymentStepViewModel: CheckoutStepViewModel: ScreenTrackingViewModel` uses `warning` and
/// `error` of the inherited logger.
open class ScreenTrackingViewModel {
    public let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    open func appeared() {
        logger.info("screen appeared")
    }
}
