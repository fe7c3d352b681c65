import Analytics

@MainActor
final class ReceiptViewModel {
    private let environment: AnalyticsEnvironment

    init(environment: AnalyticsEnvironment) {
        self.environment = environment
    }

    func show(total: Double) {
        environment.logger.debug("receipt \(total)")
        if total < 0 {
            environment.logger.warning("negative total")
            environment.logger.error("refund expected")
        }
    }
}
