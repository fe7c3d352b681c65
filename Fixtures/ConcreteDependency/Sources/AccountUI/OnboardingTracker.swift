import AccountData
import AccountDomain

/// Fans one onboarding event out to every vendor: the vendors are held as the class, in a list
/// and by screen, so the funnel cannot run with a fake or a second vendor.
@MainActor
public final class OnboardingTracker {
    private let vendors: [Mixpanel] // expect: concrete-dependency
    private let byScreen: [String: Mixpanel] // expect: concrete-dependency
    private var fallback: Array<Mixpanel>? // expect: concrete-dependency
    private let sinks: [any Analytics]
    private let screens: [String: Int]

    public init(
        vendors: [Mixpanel], // expect: concrete-dependency
        byScreen: [String: Mixpanel], // expect: concrete-dependency
        sinks: [any Analytics]
    ) {
        self.vendors = vendors
        self.byScreen = byScreen
        self.sinks = sinks
        self.screens = [:]
    }

    public func didFinish(_ screen: String) {
        for vendor in vendors { vendor.track("onboarding", properties: ["screen": screen]) }
        byScreen[screen]?.track("seen", properties: [:])
        fallback?.first?.track("fallback", properties: [:])
        for sink in sinks { sink.track("onboarding", properties: [:]) }
        _ = screens[screen]
    }
}

/// A set of the class: `Set<any Analytics>` does not compile (an existential is not
/// `Hashable`), so there is no plain fix to advise and it is not reported.
@MainActor
public final class ScreenVendors {
    private let vendors: Set<Mixpanel>

    public init(vendors: Set<Mixpanel>) {
        self.vendors = vendors
    }

    public var count: Int { vendors.count }
}
