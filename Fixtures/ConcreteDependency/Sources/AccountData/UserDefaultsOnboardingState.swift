import AccountDomain
import Foundation

public final class UserDefaultsOnboardingState: OnboardingStateProviding {
    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public var hasSeenOnboarding: Bool { defaults.bool(forKey: "onboarding.seen") }

    public var lastCompletedStep: Int {
        get { defaults.integer(forKey: "onboarding.step") }
        set { defaults.set(newValue, forKey: "onboarding.step") }
    }
}

public final class AccountRowModel: ListItemProtocol {
    public let title: String
    public let subtitle: String?

    public init(title: String, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
    }
}
