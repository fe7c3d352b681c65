import ArchlintEngine
import Testing

/// When interface-segregation may say a dependency is never used.
struct NeverUsedDependencyTests {
    private func neverUsed(_ files: [String: String]) throws -> [String] {
        try lintTemporaryProjectFindings(files).filter { $0.rule == "interface-segregation" && $0.message.contains("never used") }
            .map { "\($0.span.file):\($0.span.line)" }.sorted()
    }

    /// Interpolated in the holder's own code, however spelled, the value is handed to its
    /// description; a comment, a raw string's literal text or another type's interpolation is not.
    @Test func interpolationsInTheHoldersOwnCode() throws {
        let found = try neverUsed([
            "Repo.swift": "protocol Repo { func load(); func save() }\n",
            "Holders.swift": ##"""
                final class B { private let repo: Repo; init(repo: Repo) { self.repo = repo }; var text: String { "\(repo.self)" } }
                final class C { private let repo: Repo; init(repo: Repo) { self.repo = repo }; func log() { print("\(repo, default: "none")") } }
                final class D { private let repo: Repo; init(repo: Repo) { self.repo = repo }; var text: String { #"raw \#(repo)"# } }
                final class H { private let repo: Repo; init(repo: Repo) { self.repo = repo }; var text: String { "\( self.repo )" } }
                final class I { private let repo: Repo?; init(repo: Repo?) { self.repo = repo }; var text: String { "\(repo as Any) \(repo ?? nil as Any)" } }
                final class E { private let repo: Repo; init(repo: Repo) { self.repo = repo } } // "\(repo)" in a comment
                final class F { private let repo: Repo; init(repo: Repo) { self.repo = repo }; var text: String { #"\(repo)"# } }
                final class G { private let repo: Repo; init(repo: Repo) { self.repo = repo } }
                struct Other { let repo = 1; var text: String { "\(repo)" } }
                """##,
        ])
        #expect(found == ["Holders.swift:6", "Holders.swift:7", "Holders.swift:8"], "\(found)")
    }

    /// A private slot a coordinator fills with the child flow it builds, to keep it alive, is
    /// no dependency; the same slot filled by its initializer, or by a method from outside
    /// with nothing the type builds, is.
    @Test func aSlotKeepingWhatTheTypeBuiltIsNoDependency() throws {
        let found = try neverUsed([
            "Coordinator.swift": """
                protocol Coordinator: AnyObject {
                    var rootViewController: String { get }
                    func start()
                }
                final class HomeCoordinator: Coordinator {
                    var rootViewController: String { "home" }
                    func start() {}
                }
                """,
            "AppCoordinator.swift": """
                final class AppCoordinator {
                    private var window = ""
                    private var flowCoordinator: (any Coordinator)?
                    func showHome() { setFlow(HomeCoordinator()) }
                    private func setFlow(_ coordinator: any Coordinator) {
                        coordinator.start()
                        flowCoordinator = coordinator
                        window = coordinator.rootViewController
                    }
                }
                final class InjectedCoordinator {
                    private var child: (any Coordinator)?
                    init(child: any Coordinator) { self.child = child }
                }
                final class ConfiguredCoordinator {
                    private var child: (any Coordinator)?
                    func configure(with child: any Coordinator) { self.child = child }
                }
                """,
            // A method others may call fills it, though the type builds a coordinator too.
            "Flow.swift": """
                final class ProfileFlow {
                    private var parent: (any Coordinator)?
                    func attach(to parent: any Coordinator) { self.parent = parent }
                    func showHome() { HomeCoordinator().start() }
                }
                """,
            // What it builds adopts only a parent of the protocol the slot holds: handed in.
            "Subscriber.swift": """
                protocol Cancellable { func cancel() }
                protocol Subscription: Cancellable { func request(_ demand: Int) }
                final class Token: Cancellable { func cancel() {} }
                final class Sink {
                    private var subscription: Subscription?
                    private var token: Token?
                    func receive(subscription: Subscription) {
                        guard self.subscription == nil else { return }
                        self.subscription = subscription
                        token = Token()
                    }
                }
                """,
        ])
        #expect(found == ["AppCoordinator.swift:12", "AppCoordinator.swift:16", "Flow.swift:2", "Subscriber.swift:5"], "\(found)")
    }

    /// A public property is read by clients outside the workspace; an internal one read by
    /// another file that can see it is used there; one read only by a module that cannot see
    /// the holder is not.
    @Test func publicPropertiesAndReadsFromOtherFiles() throws {
        let found = try neverUsed([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", products: [.library(name: "Orders", targets: ["Orders"])], targets: [
                    .target(name: "Orders"), .target(name: "Settings"), .target(name: "Checkout", dependencies: ["Orders"]),
                ])
                """,
            "Sources/Orders/Repo.swift": "public protocol OrderRepository { func load(); func save() }\n",
            "Sources/Orders/Errors.swift": "public struct OrderMissing: Error { public let repository: OrderRepository }\n",
            "Sources/Orders/Cart.swift": "final class CartViewModel { let remote: OrderRepository; init(remote: OrderRepository) { self.remote = remote } }\n",
            "Sources/Orders/Basket.swift": "public final class BasketViewModel { let store: OrderRepository; public init(store: OrderRepository) { self.store = store } }\n",
            "Sources/Checkout/Screen.swift": "import Orders\nstruct Screen { let model: BasketViewModel; func go() { model.store.load() } }\n",
            "Sources/Settings/Prefs.swift": "struct Prefs { let remote: Remote?; func sync() { _ = remote?.remote } }\nstruct Remote { let remote = 1 }\n",
        ])
        #expect(found == ["Sources/Orders/Cart.swift:1"], "\(found)")
    }

    /// A composition root's own objects are exempt; one its initializer is handed, by name or
    /// by type, is not; a parameter whose type only starts with the protocol's name is another.
    @Test func compositionRootsKeepWhatTheyBuild() throws {
        let found = try neverUsed([
            "Analytics.swift": "protocol Analytics { func track(); func flush() }\nfinal class LiveAnalytics: Analytics { func track() {}; func flush() {} }\nstruct AnalyticsSettings { let enabled: Bool }\n",
            "AppComponent.swift": """
                final class AppComponent {
                    private let analytics: Analytics
                    init(analyticsSettings: AnalyticsSettings) { analytics = LiveAnalytics() }
                }
                final class SettingsComponent {
                    private let analytics: Analytics
                    init(tracker: Analytics) { analytics = tracker }
                }
                """,
        ])
        #expect(found == ["AppComponent.swift:6"], "\(found)")
    }
}
