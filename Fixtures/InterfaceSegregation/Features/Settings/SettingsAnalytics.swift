import Foundation

/// The type comes from `Container.analytics`, a `Factory<any AnalyticsTracking>`: 1 of 2 used.
final class SettingsAnalytics {
    @LazyInjected(\.analytics) private var analytics // expect: interface-segregation

    func didToggle(_ setting: String) {
        analytics.track("toggled \(setting)")
    }
}
