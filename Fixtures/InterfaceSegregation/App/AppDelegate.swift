import UIKit

/// Composition root.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// Built here and kept for the app's lifetime: a root holds what it builds, it is not
    /// injected with it.
    private var imageCache: ImageCaching?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let telemetry = OSLogTelemetry()
        DependencyContainer.shared.register(Logging.self) { telemetry }

        imageCache = MemoryImageCache()

        let repository = InMemoryUserRepository()
        let navigationController = UINavigationController()
        let coordinator = ProfileCoordinator(repository: repository, navigationController: navigationController)
        let monitor = SessionMonitor(telemetry: telemetry)
        monitor.sessionStarted(at: Date())

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        Task { await coordinator.showProfile(id: "me") }
        return true
    }

    /// What a root builds it may use a little of itself: it owns the cache, it is not a
    /// client narrowed to it.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        imageCache?.removeAll()
    }
}
