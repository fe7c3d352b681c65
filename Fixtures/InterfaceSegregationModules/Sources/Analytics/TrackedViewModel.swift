/// A base view model other modules subclass: it logs only `info` itself, but Checkout's
/// `CartViewModel: TrackedViewModel` uses `warning` and `error` of the inherited logger.
open class TrackedViewModel {
    public let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    open func appeared() {
        logger.info("screen appeared")
    }
}
