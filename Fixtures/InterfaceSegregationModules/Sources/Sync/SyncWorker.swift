/// Sync's own logger: 2 requirements, both used.
protocol Logger {
    func log(_ message: String)
    func flush()
}

final class SyncWorker {
    private let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }

    func run() {
        logger.log("sync started")
        logger.flush()
    }
}
