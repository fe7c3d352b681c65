import Foundation

/// Typed through the `AppTelemetry` typealias (AnalyticsTracking & Logging): uses 2 of 4
/// (all of Logging, nothing of AnalyticsTracking).
final class SessionMonitor {
    private let telemetry: AppTelemetry // expect: interface-segregation
    private var startedAt: Date?

    init(telemetry: AppTelemetry) {
        self.telemetry = telemetry
    }

    func sessionStarted(at date: Date) {
        startedAt = date
        telemetry.log("session started")
    }

    func sessionEnded(at date: Date) {
        guard let startedAt else {
            telemetry.error("session ended before it started")
            return
        }
        telemetry.log("session lasted \(Int(date.timeIntervalSince(startedAt)))s")
    }
}
