import Foundation
import UserServiceInterface

/// Not in an interface module and not a role: a capability, never advice to depend on.
public protocol Resettable {
    func reset()
}

public final class UserService: UserServicable, Resettable {
    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func onboardingRequired() -> Bool { !defaults.bool(forKey: "onboarded") }
    public func onboardingCompleted() { defaults.set(true, forKey: "onboarded") }
    public func reset() { defaults.removeObject(forKey: "onboarded") }
}

public final class DefaultsStepCounter: OnboardingProgress {
    public private(set) var completedSteps = 0

    public init() {}

    public func advance() { completedSteps += 1 }
}

public final class SessionClock: Resettable {
    public init() {}
    public func reset() {}
}
