import Analytics

@MainActor
final class CrashReportViewModel {
    private let session: CrashSession

    init(session: CrashSession) {
        self.session = session
    }

    func configure(_ options: ConsoleOptions) {
        options.logger.debug("crash reports configured")
        options.logger.warning("verbose console")
        options.logger.error("no upload")
    }
}

struct ConsoleOptions {
    let logger: ConsoleLogger
}

struct ConsoleLogger {
    func debug(_ message: String) { print(message) }
    func warning(_ message: String) { print(message) }
    func error(_ message: String) { print(message) }
}
