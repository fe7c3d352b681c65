import Combine
import Foundation

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var theme = "system"

    /// Uses all of AnalyticsTracking but nothing of Logging: 2 of 4.
    private let telemetry: AnalyticsTracking & Logging // expect: interface-segregation
    /// Only reads from the cache: 1 of 3.
    private let cache: any ImageCaching // expect: interface-segregation
    /// Never used at all: an unused dependency.
    private let analytics: AnalyticsTracking? // expect: interface-segregation

    init(telemetry: AnalyticsTracking & Logging, cache: any ImageCaching, analytics: AnalyticsTracking?) {
        self.telemetry = telemetry
        self.cache = cache
        self.analytics = analytics
    }

    func select(theme: String) {
        self.theme = theme
        telemetry.track("theme_selected")
        telemetry.setUserProperty("theme", value: theme)
    }

    func cachedAvatar(for userID: String) -> Data? {
        cache.image(for: "avatar-\(userID)")
    }
}
