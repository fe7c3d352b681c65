import AccountData
import AccountDomain

/// Holds the vendor's client as itself: every screen that tracks is tied to Mixpanel.
@MainActor
public final class SignupViewModel {
    private let analytics: Mixpanel // expect: concrete-dependency

    public init(analytics: Mixpanel) { // expect: concrete-dependency
        self.analytics = analytics
    }

    public func didSignUp() {
        analytics.track("signup", properties: [:])
    }
}
