@testable import ArchlintRules
import Testing

/// What direct-instantiation's fix says, by where the object is built.
struct DirectInstantiationAdviceTests {
    /// Vapor's `req.todos`: a computed property of a library type takes no parameter; a
    /// function there does.
    @Test func aComputedPropertyOfALibraryTypeIsToldToHandOutWhatTheWiringKeeps() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Todos", targets: [
                    .target(name: "TodoData"),
                    .target(name: "App", dependencies: ["TodoData"]),
                ])
                """,
            "Sources/TodoData/Repositories.swift": """
                public protocol TodoRepository { func all() async throws -> [String] }
                public final class FluentTodoRepository: TodoRepository {
                    public init(database: String) {}
                    public func all() async throws -> [String] { [] }
                }
                """,
            "Sources/App/Request+Repositories.swift": """
                import TodoData
                import Vapor

                extension Request {
                    var todos: any TodoRepository { FluentTodoRepository(database: "main") }
                    func archivedTodos() -> any TodoRepository { FluentTodoRepository(database: "archive") }
                }
                """,
        ])
        let fixes = findings.filter { $0.rule == "direct-instantiation" }.map { $0.fix ?? "" }
        #expect(fixes == [
            "build FluentTodoRepository in the composition root and have todos return a TodoRepository kept there (the application's storage or a container), instead of building one on every read",
            "take a TodoRepository as a parameter of archivedTodos() and build FluentTodoRepository in the composition root",
        ], "\(fixes)")
    }

    /// A class adopting its own abstraction (`UserRepository`, which code does not hold yet: it
    /// holds the class) and a protocol other code holds (`Resettable`) is advised to depend on
    /// both; preferring the held one named `Resettable` alone and hid concrete-dependency.
    @Test func aProtocolHeldElsewhereDoesNotHideTheTypesOwnAbstraction() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Profile", targets: [
                    .target(name: "Domain"),
                    .target(name: "Data", dependencies: ["Domain"]),
                    .target(name: "Presentation", dependencies: ["Domain", "Data"]),
                ])
                """,
            "Sources/Domain/Repositories.swift": """
                public protocol UserRepository { func user(id: Int) -> String? }
                public protocol Resettable: AnyObject { func reset() }
                public final class LogoutUseCase {
                    private let cache: any Resettable
                    public init(cache: any Resettable) { self.cache = cache }
                    public func logout() { cache.reset() }
                }
                """,
            "Sources/Data/RemoteUserRepository.swift": """
                import Domain
                public final class RemoteUserRepository: UserRepository, Resettable {
                    public init() {}
                    public func user(id: Int) -> String? { nil }
                    public func reset() {}
                }
                """,
            "Sources/Presentation/ProfileViewModel.swift": """
                import Data
                import Domain

                final class ProfileViewModel {
                    private let repository: RemoteUserRepository
                    init(repository: RemoteUserRepository) { self.repository = repository }
                    func load() -> String? { repository.user(id: 1) }
                    func makeOther() -> Any { RemoteUserRepository() }
                }
                """,
        ])
        let shown = findings.map { "\($0.rule)@\($0.span.line)" }
        #expect(shown == ["concrete-dependency@5", "concrete-dependency@6", "direct-instantiation@8"], "\(shown)")
        #expect(findings.first?.fix == "type it as UserRepository", "\(findings.first?.fix ?? "")")
    }

    /// MVVM's pairing (Kickstarter's view controllers and their `Library` view models): a
    /// screen building its own view model is not reported; another screen's is.
    @Test func aScreenBuildingItsOwnViewModelIsThePairing() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kick", targets: [
                    .target(name: "Library"),
                    .target(name: "App", dependencies: ["Library"]),
                ])
                """,
            "Sources/Library/ViewModels.swift": """
                public protocol ChangePasswordViewModelType { func submit() }
                public final class ChangePasswordViewModel: ChangePasswordViewModelType { public init() {}; public func submit() {} }
                public protocol SettingsViewModelType { func load() }
                public final class SettingsViewModel: SettingsViewModelType { public init() {}; public func load() {} }
                """,
            "Sources/App/ChangePasswordViewController.swift": """
                import Library
                import UIKit

                final class ChangePasswordViewController: UIViewController {
                    private let viewModel: ChangePasswordViewModelType = ChangePasswordViewModel()
                    private let settings: SettingsViewModelType = SettingsViewModel()
                }
                """,
            "Sources/App/ProfileView.swift": """
                import Library
                import SwiftUI

                struct SettingsView: View {
                    @State private var model: SettingsViewModelType = SettingsViewModel()
                    var body: some View { Text("") }
                }

                struct SettingsScreen {
                    @State private var model: SettingsViewModelType = SettingsViewModel()
                }
                extension SettingsScreen: View {
                    var body: some View { Text("") }
                }
                """,
            "Sources/App/Checkout.swift": """
                import Library
                import SwiftUI

                enum Checkout {}
                extension Checkout {
                    struct Screen: SwiftUI.View {
                        @State private var model: CheckoutViewModelType = Checkout.ViewModel()
                        @State private var settings: SettingsViewModelType = SettingsViewModel()
                        var body: some View { Text("") }
                    }
                }
                """,
            "Sources/Library/Checkout.swift": """
                public protocol CheckoutViewModelType { func pay() }
                public enum Checkout {}
                extension Checkout {
                    public final class ViewModel: CheckoutViewModelType { public init() {}; public func pay() {} }
                }
                """,
        ]).filter { $0.rule == "direct-instantiation" }
        #expect(findings.map { "\($0.span.file):\($0.span.line)" } == ["Sources/App/ChangePasswordViewController.swift:6", "Sources/App/Checkout.swift:8"], "\(findings.map(\.message))")
    }

    /// A closure parameter's default reaching another module's singleton: the parameter is the
    /// injection already, the default is what to remove.
    @Test func aDefaultValueIsRemovedNotInjected() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "ShopData"),
                    .target(name: "ShopFeature", dependencies: ["ShopData"]),
                ])
                """,
            "Sources/ShopData/RemoteCartRepository.swift": """
                public protocol CartRepository { func count() async throws -> Int }
                public final class RemoteCartRepository: CartRepository {
                    public static let shared = RemoteCartRepository()
                    public func count() async throws -> Int { 0 }
                }
                """,
            "Sources/ShopFeature/CartBadgeViewModel.swift": """
                import ShopData

                final class CartBadgeViewModel {
                    private let loadCount: () async throws -> Int
                    init(loadCount: @escaping () async throws -> Int = RemoteCartRepository.shared.count) {
                        self.loadCount = loadCount
                    }
                }
                """,
        ])
        let fixes = findings.filter { $0.rule == "direct-instantiation" }.compactMap(\.fix)
        #expect(fixes == ["remove the default value and pass what the parameter needs from the composition root, which builds RemoteCartRepository"], "\(fixes)")
    }

    /// CleanArchitectureRxSwift's `Platform.PostsUseCase: Domain.PostsUseCase`: the protocol of
    /// the class's own name is named with its module.
    @Test func aProtocolOfTheClasssNameIsQualified() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Posts", targets: [
                    .target(name: "Domain"),
                    .target(name: "Platform", dependencies: ["Domain"]),
                    .target(name: "Scenes", dependencies: ["Domain", "Platform"]),
                ])
                """,
            "Sources/Domain/PostsUseCase.swift": "public protocol PostsUseCase { func posts() -> [String] }\n",
            "Sources/Platform/PostsUseCase.swift": """
                import Domain

                public final class PostsUseCase: Domain.PostsUseCase {
                    public init() {}
                    public func posts() -> [String] { [] }
                }
                """,
            "Sources/Scenes/PostsNavigator.swift": """
                import Domain
                import Platform

                final class PostsNavigator {
                    func start() -> [String] { Platform.PostsUseCase().posts() }
                }
                """,
        ])
        let finding = try #require(findings.first { $0.rule == "direct-instantiation" })
        #expect(finding.message.hasPrefix("PostsNavigator builds PostsUseCase(), a concrete Domain.PostsUseCase from module Platform"), "\(finding.message)")
        #expect(finding.fix == "take a Domain.PostsUseCase as a parameter of start() and build PostsUseCase in the composition root" || finding.fix?.contains("a Domain.PostsUseCase") == true, "\(finding.fix ?? "")")
    }

    /// A shared instance asked `.resolve()` / `.resolve(P.self)` on the spot is a locator's
    /// lookup, however it is spelled; `resolveURL(...)` or `resolve(url)` is a call on a service.
    @Test func aLookupInASharedContainerIsNoConstruction() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "Core"), .target(name: "Feature", dependencies: ["Core"])])
                """,
            "Sources/Core/Container.swift": """
                public protocol Resolving { func resolve<T>() -> T; func resolve<T>(_ type: T.Type) -> T }
                public final class AppContainer: Resolving {
                    public static let shared = AppContainer()
                    public func resolve<T>() -> T { fatalError() }
                    public func resolve<T>(_ type: T.Type) -> T { fatalError() }
                }
                public protocol DeepLinkHandling { func resolve(_ url: String) -> Bool; func resolveURL(_ url: String) -> Bool }
                public final class DeepLinkService: DeepLinkHandling {
                    public static let shared = DeepLinkService()
                    public func resolve(_ url: String) -> Bool { true }
                    public func resolveURL(_ url: String) -> Bool { true }
                }
                public protocol Analytics { func track() }
                public final class Router {
                    let container: Resolving
                    let links: DeepLinkHandling
                    public init(container: Resolving, links: DeepLinkHandling) { self.container = container; self.links = links }
                }
                """,
            "Sources/Feature/Screen.swift": """
                import Core
                final class Screen {
                    func lookups() {
                        let a: Analytics = AppContainer.shared.resolve()
                        let b = AppContainer.shared.resolve(Analytics.self)
                        let c: Analytics = AppContainer.shared // the app's container
                            .resolve()
                        let d: Analytics = AppContainer.shared /* lookup */ .resolve()
                        let e: Analytics = (AppContainer.shared).resolve()
                        _ = (a, b, c, d, e)
                    }
                    func calls(url: String) {
                        _ = DeepLinkService.shared.resolve(url)
                        _ = DeepLinkService.shared.resolveURL(url)
                    }
                }
                """,
        ]).filter { $0.rule == "direct-instantiation" }
        #expect(findings.map(\.span.line) == [13, 14], "\(findings.map { "\($0.span.line): \($0.message)" })")
    }

    /// ToDoList-VIPER's per-screen storage seams: a presenter building a storage that is both a
    /// list and a detail store is told to take the one covering what it does with the property,
    /// or the one the property is already typed as; with no property to read, every seam.
    @Test func theFixNamesTheSeamCoveringWhatThePropertyIsUsedFor() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Tasks", targets: [
                    .target(name: "Storage"),
                    .target(name: "Feature", dependencies: ["Storage"]),
                ])
                """,
            "Sources/Storage/TaskStorage.swift": """
                public protocol TaskListStorage { func tasks() -> [String] }
                public protocol TaskDetailStorage { func task(id: Int) -> String }
                public final class CoreDataTaskStorage: TaskListStorage, TaskDetailStorage {
                    public init() {}
                    public func tasks() -> [String] { [] }
                    public func task(id: Int) -> String { "" }
                }
                """,
            "Sources/Feature/Presenters.swift": """
                import Storage

                final class TaskListPresenter {
                    private let storage = CoreDataTaskStorage()
                    func viewDidLoad() -> [String] { storage.tasks() }
                }
                final class TaskDetailPresenter {
                    private let storage: TaskDetailStorage
                    init() { self.storage = CoreDataTaskStorage() }
                }
                final class TaskEditPresenter {
                    func save() -> String {
                        let storage = CoreDataTaskStorage()
                        return storage.task(id: 1)
                    }
                }
                """,
        ])
        let fixes = findings.filter { $0.rule == "direct-instantiation" }.map { $0.fix ?? "" }
        #expect(fixes == [
            "inject a TaskListStorage through the initializer and build CoreDataTaskStorage in the composition root",
            "inject a TaskDetailStorage through the initializer and build CoreDataTaskStorage in the composition root",
            "inject a TaskDetailStorage & TaskListStorage through the initializer and build CoreDataTaskStorage in the composition root",
        ], "\(fixes)")
    }

    /// The property the construction is nested in is not what is built (`model =
    /// TaskListModel(storage: Live())` holds the model); a property typed `(any P)?` names P.
    @Test func theSeamIsReadOffTheWholeValueOnlyAndThroughAnyOptionals() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Tasks", targets: [
                    .target(name: "Storage"),
                    .target(name: "Feature", dependencies: ["Storage"]),
                ])
                """,
            "Sources/Storage/TaskStorage.swift": """
                public protocol TaskListStorage { func tasks() -> [String] }
                public protocol TaskDetailStorage { func task(id: Int) -> String }
                public final class CoreDataTaskStorage: TaskListStorage, TaskDetailStorage {
                    public init() {}
                    public func tasks() -> [String] { [] }
                    public func task(id: Int) -> String { "" }
                }
                """,
            "Sources/Feature/Screens.swift": """
                import Storage

                final class TaskListModel {
                    private let storage: TaskListStorage & TaskDetailStorage
                    init(storage: TaskListStorage & TaskDetailStorage) { self.storage = storage }
                    func tasks() -> [String] { storage.tasks() + [storage.task(id: 0)] }
                }
                final class TaskListScreen {
                    private let model = TaskListModel(storage: CoreDataTaskStorage())
                    func reload() -> [String] { model.tasks() }
                }
                final class TaskCache {
                    private var storage: (any TaskDetailStorage)?
                    func warm() { storage = CoreDataTaskStorage() }
                }
                """,
        ])
        let fixes = findings.filter { $0.rule == "direct-instantiation" }.map { $0.fix ?? "" }
        #expect(fixes == [
            "inject a TaskDetailStorage & TaskListStorage through the initializer and build CoreDataTaskStorage in the composition root",
            "inject a TaskDetailStorage through the initializer and build CoreDataTaskStorage in the composition root",
        ], "\(fixes)")
    }

    /// nalexn's clean-architecture-swiftui under layers: a view building Data's repository,
    /// whose protocol is in Data too. Injecting that protocol would be a layer-dependency finding
    /// of its own: the fix says to move it first.
    @Test func aSeamOutOfTheLayersReachIsMovedFirst() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Domain", "paths": ["App/Domain/**"] }, { "name": "Data", "paths": ["App/Data/**"] },
                              { "name": "Presentation", "paths": ["App/Presentation/**"] } ],
                  "allow": { "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] } }
                """,
            "App/Domain/Country.swift": "struct Country { let name: String }\n",
            "App/Data/CountriesWebRepository.swift": """
                protocol CountriesWebRepository { func countries() async throws -> [String] }
                struct RealCountriesWebRepository: CountriesWebRepository { func countries() async throws -> [String] { [] } }
                """,
            "App/Presentation/CountriesList.swift": """
                struct CountriesList {
                    private let webRepo = RealCountriesWebRepository()
                    func load() async throws -> [String] { try await webRepo.countries() }
                }
                """,
        ])
        let fixes = findings.filter { $0.rule == "direct-instantiation" }.map { $0.fix ?? "" }
        #expect(fixes == [
            "move CountriesWebRepository into Domain (which both Presentation and Data may use) first (Presentation may not use layer Data, where it is declared), then inject a CountriesWebRepository through the initializer and build RealCountriesWebRepository in the composition root",
        ], "\(fixes)")
    }
}

/// A global is judged by its value; what is built inside a value that is reported is reported
/// too (as in a property's value), and inside one that is not, nothing is.
struct GlobalValueConstructionTests {
    @Test func whatAReportedGlobalBuildsInsideIsReportedToo() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Music", targets: [
                    .target(name: "MusicCore"), .target(name: "MusicAPI", dependencies: ["MusicCore"]),
                    .target(name: "PlayerFeature", dependencies: ["MusicCore", "MusicAPI"]),
                ])
                """,
            "Sources/MusicCore/Protocols.swift": "public protocol APIClient { func get(_ path: String) }\npublic protocol LyricsRepository { func lyrics(for id: String) -> String }\n",
            "Sources/MusicAPI/Implementations.swift": """
                import MusicCore
                public final class RemoteAPIClient: APIClient { public init() {}; public func get(_ path: String) {} }
                public final class RemoteLyricsRepository: LyricsRepository {
                    public init(client: APIClient) {}
                    public func lyrics(for id: String) -> String { id }
                }
                public struct Schema { public init(clients: [APIClient]) {} }
                """,
            "Sources/PlayerFeature/Globals.swift": """
                import MusicAPI
                import MusicCore

                let sharedLyrics: LyricsRepository = RemoteLyricsRepository(client: RemoteAPIClient())
                let schema = Schema(clients: [RemoteAPIClient()])
                """,
        ]).filter { $0.rule == "direct-instantiation" }
        #expect(findings.map { "\($0.span.line):\($0.span.column)" } == ["4:38", "4:69"], "\(findings.map(\.message))")
    }
}

/// A file that only extends a type a composition root declares is the root's code, whatever
/// it is called; one that declares a type of its own beside the extension is not.
struct CompositionRootExtensionTests {
    @Test func extendingTheRootsTypeIsWiring() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "Net"), .executableTarget(name: "App", dependencies: ["Net"])])
                """,
            "Sources/Net/NetworkManager.swift": """
                public protocol NetworkProtocol { func get(_ path: String) async throws -> String }
                public final class NetworkManager: NetworkProtocol {
                    public init() {}
                    public func get(_ path: String) async throws -> String { "" }
                }
                """,
            "Sources/App/AppDependencies.swift": "import Net\n\nfinal class AppDependencies {\n    lazy var network: NetworkProtocol = makeNetworkClient()\n}\n",
            "Sources/App/NetworkWiring.swift": "import Net\n\nextension AppDependencies {\n    func makeNetworkClient() -> NetworkProtocol { NetworkManager() }\n}\n",
            "Sources/App/ProfileScreen.swift": "import Net\n\nextension AppDependencies {\n    func makeProfile() -> ProfileScreen { ProfileScreen() }\n}\nstruct ProfileScreen { let api = NetworkManager() }\n",
            "Sources/App/main.swift": "let dependencies = AppDependencies()\nprint(dependencies.network)\n",
        ]).filter { $0.rule == "direct-instantiation" }
        #expect(findings.map { "\($0.span.file):\($0.span.line)" } == ["Sources/App/ProfileScreen.swift:6"], "\(findings.map(\.message))")
    }

    /// Another module's type of the same name as a root's is another type.
    @Test func anotherModulesSameNamedTypeIsNoRoots() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "Net"), .target(name: "Profile", dependencies: ["Net"]),
                    .executableTarget(name: "App", dependencies: ["Net", "Profile"]),
                ])
                """,
            "Sources/Net/HTTPClient.swift": "public protocol HTTPClient { func get() }\npublic final class URLSessionHTTPClient: HTTPClient { public init() {}; public func get() {} }\n",
            "Sources/App/AppDependencies.swift": "import Net\n\nstruct Environment { let client: HTTPClient }\nfinal class AppDependencies {}\n",
            "Sources/Profile/Environment.swift": "import Net\n\nstruct Environment { var client: HTTPClient }\n",
            "Sources/Profile/Environment+Live.swift": "import Net\n\nextension Environment {\n    static func live() -> Environment { Environment(client: URLSessionHTTPClient()) }\n}\n",
            "Sources/App/main.swift": "print(AppDependencies())\n",
        ]).filter { $0.rule == "direct-instantiation" }
        #expect(findings.map { "\($0.span.file):\($0.span.line)" } == ["Sources/Profile/Environment+Live.swift:4"], "\(findings.map(\.message))")
    }

    /// A convenience initializer wiring the designated one: the outer construction is a
    /// seam the type already has, the inner one the outer object's dependency.
    @Test func aConvenienceInitializersWiringIsToldWhereItGoes() throws {
        let fixes = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Teams", targets: [
                    .target(name: "TeamData"),
                    .target(name: "TeamFeature", dependencies: ["TeamData"]),
                ])
                """,
            "Sources/TeamData/TeamRepository.swift": """
                import Foundation
                public protocol NetworkService { func get() async throws -> Data }
                public final class NetworkServiceImpl: NetworkService {
                    public init() {}
                    public func get() async throws -> Data { Data() }
                }
                public protocol TeamRepository { func teams() async throws -> [String] }
                public final class TeamRepositoryImpl: TeamRepository {
                    private let network: NetworkService
                    public init(network: NetworkService) { self.network = network }
                    public func teams() async throws -> [String] { _ = try await network.get(); return [] }
                }
                """,
            "Sources/TeamFeature/TeamViewModel.swift": """
                import TeamData

                public final class TeamViewModel {
                    private let repository: TeamRepository

                    public init(repository: TeamRepository) {
                        self.repository = repository
                    }

                    public convenience init() {
                        self.init(repository: TeamRepositoryImpl(network: NetworkServiceImpl()))
                    }
                }

                /// A second dependency of the same protocol, built in the initializer that takes
                /// the first: it is to be injected as well.
                public final class TeamListViewModel {
                    private let primary: TeamRepository
                    private let fallback: TeamRepository

                    public init(primary: TeamRepository) {
                        self.primary = primary
                        self.fallback = TeamRepositoryImpl(network: primary as? NetworkService ?? NetworkServiceImpl())
                    }
                }
                """,
        ]).filter { $0.rule == "direct-instantiation" }.map { $0.fix ?? "" }
        #expect(fixes == [
            "TeamViewModel already takes a TeamRepository in an initializer (repository:): remove this wiring and let the composition root build TeamRepositoryImpl and pass it there",
            "build NetworkServiceImpl with the TeamRepositoryImpl(...) it is handed to, in the composition root: it is that object's dependency",
            "inject a TeamRepository through the initializer and build TeamRepositoryImpl in the composition root",
            "build NetworkServiceImpl with the TeamRepositoryImpl(...) it is handed to, in the composition root: it is that object's dependency",
        ], "\(fixes)")
    }
}
