/// Uses one of its logger's four requirements. Checkout names this type and reads a `logger`,
/// but of its own console options: that read is not this property's.
public final class CrashSession {
    public let logger: Logger // expect: interface-segregation

    public init(logger: Logger) {
        self.logger = logger
    }

    public func start() {
        logger.info("crash session started")
    }
}
