/// A service with properties only: nothing holds it yet, and its name says what it provides.
public protocol OnboardingStateProviding: AnyObject {
    var hasSeenOnboarding: Bool { get }
    var lastCompletedStep: Int { get set }
}

/// The shape of a row, not a service: a protocol of properties named only "protocol".
public protocol ListItemProtocol {
    var title: String { get }
    var subtitle: String? { get }
}
