import Foundation
import UserService
import UserServiceInterface

public final class HomeInteractor {
    private let userService: UserService // expect: concrete-dependency
    private let progress: DefaultsStepCounter // expect: concrete-dependency
    private let clock: SessionClock

    public init(userService: UserService = UserService(), // expect: concrete-dependency, direct-instantiation
                progress: DefaultsStepCounter, // expect: concrete-dependency
                clock: SessionClock = SessionClock()) {
        self.userService = userService
        self.progress = progress
        self.clock = clock
    }

    public func didBecomeActive() -> Bool {
        clock.reset()
        progress.advance()
        return userService.onboardingRequired()
    }
}
