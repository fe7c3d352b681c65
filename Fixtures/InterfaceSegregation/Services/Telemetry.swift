import Foundation
import os

protocol AnalyticsTracking {
    func track(_ event: String)
    func setUserProperty(_ name: String, value: String)
}

protocol Logging {
    func log(_ message: String)
    func error(_ message: String)
}

/// A composition through a typealias, as many codebases spell their "services" bundles.
typealias AppTelemetry = AnalyticsTracking & Logging

protocol ImageCaching {
    func image(for key: String) -> Data?
    func insert(_ data: Data, for key: String)
    func removeAll()
}

final class OSLogTelemetry: AnalyticsTracking, Logging {
    private let logger = Logger(subsystem: "com.example.app", category: "telemetry")

    func track(_ event: String) { logger.info("event \(event)") }
    func setUserProperty(_ name: String, value: String) { logger.info("property \(name)=\(value)") }
    func log(_ message: String) { logger.info("\(message)") }
    func error(_ message: String) { logger.error("\(message)") }
}

final class MemoryImageCache: ImageCaching {
    private var storage: [String: Data] = [:]

    func image(for key: String) -> Data? { storage[key] }
    func insert(_ data: Data, for key: String) { storage[key] = data }
    func removeAll() { storage.removeAll() }
}
