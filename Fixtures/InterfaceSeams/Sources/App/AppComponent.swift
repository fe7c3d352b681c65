import Home
import UserService
import UserServiceInterface

/// The composition root builds the implementations. Nothing holds the interfaces' protocols
/// yet: the first code to hold a class instead is what to report.
enum AppComponent {
    static func makeHome() -> HomeInteractor {
        HomeInteractor(progress: DefaultsStepCounter())
    }
}
