import UIKit

/// A builder is a composition root, but what its initializer is handed is a dependency like
/// any other: this one is never used.
final class ProfileScreenBuilder {
    private let analytics: AnalyticsTracking // expect: interface-segregation

    init(analytics: AnalyticsTracking) {
        self.analytics = analytics
    }

    func build() -> UIViewController {
        UIViewController()
    }
}

/// Handed the tracker under another name: still injected, still never used.
final class EditProfileScreenBuilder {
    private let analytics: AnalyticsTracking // expect: interface-segregation

    init(tracker: AnalyticsTracking) {
        analytics = tracker
    }

    func build() -> UIViewController {
        UIViewController()
    }
}
