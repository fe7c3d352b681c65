/// Shared by the features: its public `logger` is read by the modules that import Analytics
/// (Checkout's receipt screen calls `debug`, `warning` and `error`), so its own single call
/// of `info` is not the whole story and nothing is reported.
public final class AnalyticsEnvironment {
    public let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    public func start() {
        logger.info("analytics started")
    }
}
