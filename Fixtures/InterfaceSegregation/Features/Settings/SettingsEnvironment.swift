import SwiftUI

/// The iOS 18 way to declare an environment value: `@Entry` declares the key and its default,
/// which the app root replaces; it is no holder using the tracker. The view that reads it is.
extension EnvironmentValues {
    @Entry var settingsAnalytics: any AnalyticsTracking = OSLogTelemetry()
}

struct SettingsFooter: View {
    @Environment(\.settingsAnalytics) private var analytics
    let version: String

    var body: some View {
        Text(version).onAppear {
            analytics.track("settings_footer_seen")
            analytics.setUserProperty("app_version", value: version)
        }
    }
}
