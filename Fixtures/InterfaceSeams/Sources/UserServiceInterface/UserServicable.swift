import Foundation

/// RIBs and Tuist projects name their seams `...able` as often as `...Protocol`.
public protocol UserServicable: AnyObject {
    func onboardingRequired() -> Bool
    func onboardingCompleted()
}

/// No role in its name, and nothing holds it yet: published in an interface module, it is a
/// seam all the same.
public protocol OnboardingProgress {
    var completedSteps: Int { get }
    func advance()
}
