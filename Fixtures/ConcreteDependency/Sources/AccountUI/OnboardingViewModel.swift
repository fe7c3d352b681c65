import AccountData
import AccountDomain

@MainActor
public final class OnboardingViewModel {
    private let state: UserDefaultsOnboardingState // expect: concrete-dependency
    private let rows: [AccountRowModel]
    private let header: AccountRowModel

    public init(state: UserDefaultsOnboardingState, header: AccountRowModel) { // expect: concrete-dependency
        self.state = state
        self.header = header
        rows = [header]
    }

    public var shouldShowOnboarding: Bool { !state.hasSeenOnboarding }

    public func complete(step: Int) {
        state.lastCompletedStep = step
    }
}
