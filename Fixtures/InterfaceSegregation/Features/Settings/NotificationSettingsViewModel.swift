import Foundation

/// "Has" protocols: a dependency bundle each screen narrows with a nested typealias.
protocol HasAnalytics {
    var analytics: AnalyticsTracking { get }
}

protocol HasLogging {
    var logging: Logging { get }
}

final class NotificationSettingsViewModel {
    typealias Dependencies = HasAnalytics & HasLogging

    private let dependencies: Dependencies // expect: interface-segregation

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func toggle(_ enabled: Bool) {
        dependencies.analytics.track(enabled ? "notifications_on" : "notifications_off")
    }
}
