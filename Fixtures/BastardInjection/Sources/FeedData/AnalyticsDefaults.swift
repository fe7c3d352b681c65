import FeedInterface

/// A factory on a type that is no `Analytics` itself: `AnalyticsDefaults.makeConsole()` does
/// not build an `AnalyticsDefaults`, so a default argument calling it is not reported as one.
public enum AnalyticsDefaults {
    public static func makeConsole() -> any Analytics { ConsoleAnalytics.shared }
}
