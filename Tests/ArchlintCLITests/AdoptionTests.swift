import Foundation
import Testing

/// A scratch copy of a fixture (or an empty folder) that tests may change freely.
struct Scratch {
    let url: URL
    var path: String { url.path }

    init(copying fixture: String? = nil, dropConfig: Bool = false) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-test-\(UUID().uuidString)")
        if let fixture {
            try FileManager.default.copyItem(at: CLI.repoRoot.appendingPathComponent("Fixtures/\(fixture)"), to: url)
            if dropConfig { try? FileManager.default.removeItem(at: url.appendingPathComponent("rules.json")) }
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    func write(_ text: String, to relative: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

enum Fixtures {
    static var names: [String] {
        let root = CLI.repoRoot.appendingPathComponent("Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { name in
            var isDir: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDir) && isDir.boolValue
        }.sorted()
    }
}

struct InitTests {
    @Test(arguments: Fixtures.names)
    func initWritesAConfigurationThatLoadsAndLints(fixture: String) throws {
        let scratch = try Scratch(copying: fixture, dropConfig: true)
        defer { scratch.remove() }
        let written = try CLI.run(["init", scratch.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("wrote"))
        let config = try scratch.read("rules.json")
        #expect(config.contains("\"version\": 1"))
        let lint = try CLI.run([scratch.path, "--format", "json"])
        #expect(lint.status == 0 || lint.status == 1, "init's rules.json must load: \(lint.stderr)")
        // The comment's module count is the one the lint summary gives (test modules included).
        let summary = (try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any]
        let counted = config.range(of: #"in (\d+) modules?( and (\d+) test modules?)?"#, options: .regularExpression).map { match -> Int in
            config[match].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.reduce(0, +)
        }
        #expect(counted == summary?["modules"] as? Int, "\(fixture): \(config.prefix(300))")
        let again = try CLI.run(["init", scratch.path])
        #expect(again.status == 2)
        #expect(again.stderr.contains("--force"))
        #expect(try CLI.run(["init", scratch.path, "--force"]).status == 0)
    }

    /// A dangling symbolic link at rules.json is something there: not replaced without --force.
    /// `--print` and `--output` ask for two places at once.
    @Test func initKeepsWhatIsThereAndAsksForOnePlace() throws {
        let scratch = try Scratch(copying: "LayeredApp", dropConfig: true)
        defer { scratch.remove() }
        let link = scratch.url.appendingPathComponent("rules.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shared/rules.json")
        let refused = try CLI.run(["init", scratch.path])
        #expect(refused.status == 2 && refused.stderr.contains("already exists"), "\(refused.stderr)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "shared/rules.json")
        let both = try CLI.run(["init", scratch.path, "--print", "--output", scratch.path + "/starter.json"])
        #expect(both.status == 2 && both.stderr.contains("--print writes the configuration to standard output"), "\(both.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/starter.json"))
    }

    /// `init Apps/Shop` run from elsewhere: the commands it suggests name that folder, so that
    /// following them lints the project, not the working directory.
    @Test func initsHintsNameThePathItWasGiven() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.copyItem(at: CLI.repoRoot.appendingPathComponent("Fixtures/ModularApp"),
                                         to: scratch.url.appendingPathComponent("My App"))
        try? FileManager.default.removeItem(at: scratch.url.appendingPathComponent("My App/rules.json"))
        let written = try CLI.run(["init", "My App"], cwd: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("Review it, then run `archlint 'My App'`."), "\(written.stderr)")
        #expect(written.stderr.contains("`archlint 'My App' --write-baseline 'My App/archlint-baseline.json'` records them"), "\(written.stderr)")
        // Followed as written, it records the project's findings where the project is.
        let recorded = try CLI.run(["My App", "--write-baseline", "My App/archlint-baseline.json"], cwd: scratch.url)
        #expect(recorded.status == 0 && FileManager.default.fileExists(atPath: scratch.path + "/My App/archlint-baseline.json"), "\(recorded.stderr)")
        let inside = try CLI.run(["init", "--force"], cwd: scratch.url.appendingPathComponent("My App"))
        #expect(inside.stderr.contains("then run `archlint`.") && inside.stderr.contains("`archlint --write-baseline archlint-baseline.json`"), "\(inside.stderr)")
    }

    /// One recognised layer is written as none, and init says which one it saw.
    @Test func aLoneLayerIsNamedNotWritten() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"\") } }\n", to: "Screens/Home/HomeView.swift")
        try scratch.write("final class UserProvider {}\n", to: "Providers/UserProvider.swift")
        let written = try CLI.run(["init"], cwd: scratch.url)
        #expect(written.stderr.contains("0 layer(s)") && written.stderr.contains("Only Presentation (**/Screens/**) was recognised"), "\(written.stderr)")
        #expect(try scratch.read("rules.json").contains("Only one layer was recognised (Presentation: **/Screens/**); one layer alone checks nothing, so no layer was written"))
        #expect(written.stderr.contains("so no layer was written"), "\(written.stderr)")
    }

    /// iOSSampleApp: the App target beside Common and feature modules is the only layer init
    /// recognises; it is still where the app is wired, so its folder is a composition root.
    @Test func aLoneAppLayerIsStillTheCompositionRoot() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Scenarios", targets: [
                .target(name: "Common"),
                .target(name: "Feed", dependencies: ["Common"]),
                .target(name: "App", dependencies: ["Common", "Feed"]),
            ])
            """, to: "Package.swift")
        try scratch.write("""
            public protocol SettingsService { func load() -> [String: String] }
            public final class UserDefaultsSettingsService: SettingsService {
                public init() {}
                public func load() -> [String: String] { [:] }
            }
            """, to: "Sources/Common/SettingsService.swift")
        try scratch.write("import Common\npublic final class FeedViewModel {\n    public init(settings: SettingsService) {}\n}\n", to: "Sources/Feed/FeedViewModel.swift")
        try scratch.write("""
            import Common
            import Feed
            final class AppCoordinator {
                private let settings: SettingsService = UserDefaultsSettingsService()
                func start() -> FeedViewModel { FeedViewModel(settings: settings) }
            }
            """, to: "Sources/App/AppCoordinator.swift")
        let written = try CLI.run(["init"], cwd: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        let rules = try scratch.read("rules.json")
        #expect(rules.contains("Only one layer was recognised (App: App)") && rules.contains(#""compositionRoots": ["Sources/App/**"]"#), "\(rules)")
        let lint = try CLI.run(["--format", "json"], cwd: scratch.url)
        #expect(lint.status == 0 && !lint.stdout.contains("direct-instantiation"), "\(lint.stdout)")
    }

    /// Vapor's template: App holds the whole server and Run its `main.swift`. A lone App that
    /// is the whole program is no composition root, or no dependency-injection rule would run.
    @Test func aLoneAppThatIsTheWholeProgramIsNoCompositionRoot() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "todo", targets: [
                .target(name: "App"),
                .executableTarget(name: "Run", dependencies: ["App"]),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ])
            """, to: "Package.swift")
        try scratch.write("protocol EmailService { func send(_ to: String) }\nfinal class SMTPEmailService: EmailService { func send(_ to: String) {} }\n",
                          to: "Sources/App/Services.swift")
        try scratch.write("final class TodoController {\n    init(email: EmailService = SMTPEmailService()) {}\n}\n", to: "Sources/App/Controllers/TodoController.swift")
        try scratch.write("import App\n", to: "Sources/Run/main.swift")
        let written = try CLI.run(["init"], cwd: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        let rules = try scratch.read("rules.json")
        #expect(!rules.contains("compositionRoots"), "\(rules)")
        let lint = try CLI.run(["--format", "json"], cwd: scratch.url)
        #expect(lint.stdout.contains("bastard-injection"), "\(lint.stdout)")
    }

    /// hivemind's RIBs packages: the interface half of a feature is a target named for the
    /// feature, kept in an `Interface` folder. init lists it by name as an interface module.
    @Test func anInterfaceFolderTargetIsAnInterfaceModule() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version: 5.10
            import PackageDescription
            let package = Package(name: "Feature", targets: [
                .target(name: "Home", path: "Home/Interface"),
                .target(name: "HomeImpl", dependencies: ["Home"], path: "Home/Implementation"),
                .target(name: "SearchInterface"),
            ])
            """, to: "Package.swift")
        try scratch.write("public protocol HomeBuildable { func build() -> AnyObject }\npublic final class HomeCache { public init() {} }\n",
                          to: "Home/Interface/HomeInterface.swift")
        try scratch.write("import Home\npublic final class HomeBuilder: HomeBuildable {\n    public init() {}\n    public func build() -> AnyObject { HomeCache() }\n}\n",
                          to: "Home/Implementation/HomeBuilder.swift")
        try scratch.write("public protocol SearchBuildable { func build() -> AnyObject }\n", to: "Sources/SearchInterface/Search.swift")
        let written = try CLI.run(["init"], cwd: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        let rules = try scratch.read("rules.json")
        #expect(rules.contains(#""interfaceModules": ["*Interface", "Home"]"#), "\(rules)")
        let lint = try CLI.run(["--format", "json"], cwd: scratch.url)
        #expect(lint.stdout.contains("interface-module-purity"), "\(lint.stdout)")
    }

    /// A Vapor server's `Controllers/` (and UIKit's `ViewControllers/`) are presentation.
    @Test func controllersFoldersArePresentation() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("protocol GameService { func start() }\n", to: "Sources/App/Domain/Services/GameService.swift")
        try scratch.write("struct GameRecord {}\n", to: "Sources/App/DataAccess/GameRecord.swift")
        try scratch.write("struct GameController { let games: GameService }\n", to: "Sources/App/Controllers/GameController.swift")
        let printed = try CLI.run(["init", "--print"], cwd: scratch.url)
        #expect(printed.stdout.contains(#"{ "name": "Presentation", "paths": ["**/Controllers/**"] }"#), "\(printed.stdout)")
    }

    /// A module named `...Controller` is a service as often as not (`PlaybackController`,
    /// `DownloadController`): no guess from the word.
    @Test func aControllerModuleIsNotGuessedPresentation() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Player", targets: [
                .target(name: "PlayerDomain"),
                .target(name: "PlaybackController", dependencies: ["PlayerDomain"]),
                .target(name: "PlayerUI", dependencies: ["PlayerDomain"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public protocol Playback { func play() }\n", to: "Sources/PlayerDomain/Playback.swift")
        try scratch.write("import PlayerDomain\npublic final class AVPlayback: Playback { public func play() {} }\n", to: "Sources/PlaybackController/AVPlayback.swift")
        try scratch.write("import PlayerDomain\nstruct PlayerView { let playback: Playback }\n", to: "Sources/PlayerUI/PlayerView.swift")
        let printed = try CLI.run(["init", "--print"], cwd: scratch.url)
        #expect(printed.stdout.contains(#"{ "name": "Presentation", "modules": ["PlayerUI"] }"#), "\(printed.stdout)")
    }

    /// Module names that start with an acronym (wikipedia-ios' `WMFData`, `HTTPNetwork`) are
    /// read word by word as the others are: the acronym ends where the next word starts. Data
    /// structures are no Data layer.
    @Test func moduleNamesStartingWithAnAcronymAreLayeredByTheirWords() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Wiki", targets: [
                .target(name: "WMFDomain"),
                .target(name: "WMFData", dependencies: ["WMFDomain"]),
                .target(name: "HTTPNetwork"),
                .target(name: "WMFComponents", dependencies: ["WMFDomain"]),
                .target(name: "WMFDataStructures"),
            ])
            """, to: "Package.swift")
        try scratch.write("public struct RingBuffer {}\n", to: "Sources/WMFDataStructures/RingBuffer.swift")
        try scratch.write("public protocol ArticleFetching { func fetch() }\n", to: "Sources/WMFDomain/ArticleFetching.swift")
        try scratch.write("import WMFDomain\npublic final class ArticleFetcher: ArticleFetching { public func fetch() {} }\n", to: "Sources/WMFData/ArticleFetcher.swift")
        try scratch.write("public struct HTTPRequest {}\n", to: "Sources/HTTPNetwork/HTTPRequest.swift")
        try scratch.write("import WMFDomain\npublic struct ArticleCard { let fetching: ArticleFetching }\n", to: "Sources/WMFComponents/ArticleCard.swift")
        let printed = try CLI.run(["init", "--print"], cwd: scratch.url)
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["WMFDomain"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["HTTPNetwork", "WMFData"] }"#), "\(printed.stdout)")
    }

    /// SH-OH's µFeature app: every feature depends on a shared `BaseFeature`. The base is no
    /// member of the independent group; the features are.
    @Test func aBaseEveryFeatureUsesLeavesTheIndependentGroup() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "Domain"),
                .target(name: "BaseFeature"),
                .target(name: "HomeFeature", dependencies: ["BaseFeature", "Domain"]),
                .target(name: "SearchFeature", dependencies: ["BaseFeature", "Domain"]),
                .target(name: "FavoriteFeature", dependencies: ["BaseFeature", "Domain"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public struct User {}\n", to: "Sources/Domain/User.swift")
        try scratch.write("open class BaseViewController {}\n", to: "Sources/BaseFeature/BaseViewController.swift")
        for feature in ["Home", "Search", "Favorite"] {
            try scratch.write("import BaseFeature\nimport Domain\nfinal class \(feature)ViewController: BaseViewController {}\n",
                              to: "Sources/\(feature)Feature/\(feature)ViewController.swift")
        }
        let printed = try CLI.run(["init", "--print"], cwd: scratch.url)
        #expect(printed.stdout.contains(#""independent": [["FavoriteFeature", "HomeFeature", "SearchFeature"]],"#), "\(printed.stdout)")
    }

    /// A folder named with a decomposed é, written composed in rules.json: equal as text, not
    /// as the bytes paths are matched by; the entry gets no file and the warning says so.
    @Test func aModulePathDifferingOnlyInNormalisationIsWarnedAbout() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("struct Menu {}\n", to: "Features/Cafe\u{301}/Menu.swift")
        try scratch.write("struct Order {}\n", to: "Features/Orders/Order.swift")
        try scratch.write(#"{ "version": 1, "modules": [ { "name": "Cafe", "paths": ["Features/Caf\#u{E9}"] }, { "name": "Orders", "paths": ["Features/Orders"] } ] }"#,
                          to: "rules.json")
        let r = try CLI.run(["."], cwd: scratch.url)
        #expect(r.stderr.contains("$.modules[0].paths[0]: \"Features/Caf\u{E9}\" matches no Swift file: it gives module Cafe no file"), "\(r.stderr)")
    }

    @Test func initInfersLayersFromFolders() throws {
        let scratch = try Scratch(copying: "LayeredApp", dropConfig: true)
        defer { scratch.remove() }
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("\"name\": \"Domain\""))
        #expect(printed.stdout.contains("\"name\": \"Data\""))
        #expect(printed.stdout.contains("\"name\": \"Presentation\""))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("rules.json").path))
        // What linting with it would find is said, by rule.
        #expect(printed.stderr.contains("with it, archlint finds"), "\(printed.stderr)")
    }

    /// VIPER's scenes hold layers of their own (an interactor is Domain), and what the starter
    /// leaves in no layer is counted, so "nothing to report" does not hide unchecked files.
    @Test func viperFoldersAreLayersAndUnlayeredFilesAreCounted() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("protocol ToDoInteractorInput { func load() }\n", to: "ToDo/Scenes/List/Interactor/ToDoInteractor.swift")
        try scratch.write("final class ToDoPresenter { let interactor: ToDoInteractorInput; init(interactor: ToDoInteractorInput) { self.interactor = interactor } }\n", to: "ToDo/Scenes/List/Presenter/ToDoPresenter.swift")
        try scratch.write("final class ToDoRouter {}\n", to: "ToDo/Scenes/List/Router/ToDoRouter.swift")
        try scratch.write("struct Formatter {}\n", to: "ToDo/Helpers/Formatter.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains(#"{ "name": "Domain", "paths": ["**/Interactor/**"] }"#), "\(printed.stdout)")
        // The scenes folder holds each scene's layers: the interactors are Domain's (listed first,
        // so they match Domain before the scenes' glob).
        #expect(printed.stdout.contains(#"{ "name": "Presentation", "paths": ["ToDo/Scenes/**"] }"#), "\(printed.stdout)")
        #expect(printed.stderr.contains("1 of 4 source file(s) are in no layer and go unchecked by the layer rules (ToDo/Helpers (1 file))"), "\(printed.stderr)")
    }

    /// Feature modules that do not depend on each other today are kept so (`independent`); a
    /// dependency client beside its `Live` module is the interface, not Data; only interface
    /// globs that match a module are written.
    @Test func featureIndependenceAndClientInterfacesAreInferred() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "ApiClient"), .target(name: "ApiClientLive", dependencies: ["ApiClient"]),
                .target(name: "FeatureHome", dependencies: ["ApiClient", "FeatureSearchInterface"]),
                .target(name: "FeatureSearch", dependencies: ["ApiClient"]),
                .target(name: "FeatureSearchInterface"),
                .target(name: "App", dependencies: ["FeatureHome", "FeatureSearch", "ApiClientLive"]),
            ])
            """, to: "Package.swift")
        for module in ["ApiClient", "ApiClientLive", "FeatureHome", "FeatureSearch", "FeatureSearchInterface", "App"] {
            try scratch.write("struct \(module)Marker {}\n", to: "Sources/\(module)/\(module).swift")
        }
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains(#""independent": [["Feature*"]]"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""interfaceModules": ["*Interface"],"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["ApiClient", "FeatureSearchInterface"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["ApiClientLive"] }"#), "\(printed.stdout)")
        // A feature that already depends on another: no group to keep.
        try scratch.write(try scratch.read("Package.swift").replacingOccurrences(of: #"dependencies: ["ApiClient"]),"#, with: #"dependencies: ["ApiClient", "FeatureHome"]),"#),
                          to: "Package.swift")
        let linked = try CLI.run(["init", scratch.path, "--print"])
        #expect(!linked.stdout.contains("independent"), "\(linked.stdout)")
    }

    /// A target named for wiring (`DI`, `Assemblies`) is the App layer and a composition root
    /// when it uses layered modules and none of them uses it; a container library that the
    /// layers import is left alone.
    @Test func aWiringTargetIsTheAppLayerUnlessTheLayersImportIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "SpaceX", targets: [
                .target(name: "Networking"),
                .target(name: "UseCases", dependencies: ["Networking"]),
                .target(name: "Assemblies", dependencies: ["Networking", "UseCases"]),
                .target(name: "SceneLaunches", dependencies: ["UseCases"]),
                .executableTarget(name: "App", dependencies: ["Assemblies", "SceneLaunches"]),
            ])
            """, to: "Package.swift")
        try scratch.write("import Assemblies\nimport SceneLaunches\n@main struct SpaceXApp { static func main() {} }\n", to: "Sources/App/SpaceXApp.swift")
        try scratch.write("public protocol LaunchesService { func launches() async throws -> [String] }\npublic final class NetworkService: LaunchesService { public init() {}; public func launches() async throws -> [String] { [] } }\n", to: "Sources/Networking/NetworkService.swift")
        try scratch.write("import Networking\npublic final class LaunchesUseCase { let service: LaunchesService; public init(service: LaunchesService) { self.service = service } }\n", to: "Sources/UseCases/LaunchesUseCase.swift")
        try scratch.write("import UseCases\npublic final class LaunchesViewModel { let useCase: LaunchesUseCase; public init(useCase: LaunchesUseCase) { self.useCase = useCase } }\n", to: "Sources/SceneLaunches/LaunchesViewModel.swift")
        try scratch.write("import Networking\nimport UseCases\npublic struct LaunchesAssembly { public func useCase() -> LaunchesUseCase { LaunchesUseCase(service: NetworkService()) } }\n", to: "Sources/Assemblies/LaunchesAssembly.swift")
        let wiring = try CLI.run(["init", scratch.path, "--print"])
        #expect(wiring.stdout.contains(#"{ "name": "App", "modules": ["App", "Assemblies"] }"#)
                && wiring.stdout.contains(#""compositionRoots": ["Sources/App/**", "Sources/Assemblies/**"]"#), "\(wiring.stdout)")
        #expect(wiring.stderr.contains("finds nothing to report"), "\(wiring.stderr)")
        // The same name for the container library the layers import: no guess.
        try scratch.write(try scratch.read("Package.swift")
            .replacingOccurrences(of: #".target(name: "Networking"),"#, with: #".target(name: "Networking", dependencies: ["Assemblies"]),"#)
            .replacingOccurrences(of: #".target(name: "Assemblies", dependencies: ["Networking", "UseCases"]),"#, with: #".target(name: "Assemblies"),"#),
                          to: "Package.swift")
        try scratch.write("public final class Container { public init() {} }\n", to: "Sources/Assemblies/LaunchesAssembly.swift")
        let library = try CLI.run(["init", scratch.path, "--print"])
        #expect(library.stdout.contains(#"{ "name": "App", "modules": ["App"] }"#), "\(library.stdout)")
    }

    /// Hummingbird's `TaskClusterService`: the executable target holding `@main` is the App
    /// layer and a composition root whatever words its name holds ("Service" would say Data,
    /// and its wiring of the app's library would be a layer finding); so is a target with a
    /// `main.swift`. An entry-point target holding layer folders is still layered by them.
    @Test func theTargetHoldingTheEntryPointIsTheAppLayerWhateverItsName() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "TaskCluster", targets: [
                .target(name: "ShopModel"),
                .target(name: "ShopApp", dependencies: ["ShopModel"]),
                .executableTarget(name: "TaskClusterService", dependencies: ["ShopApp", "ShopModel"]),
                .executableTarget(name: "MigrationRepository", dependencies: ["ShopModel"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public protocol OrderRepository: Sendable { func order(id: Int) async throws -> String? }\npublic actor InMemoryOrderRepository: OrderRepository { public init() {}; public func order(id: Int) async throws -> String? { nil } }\n", to: "Sources/ShopModel/OrderRepository.swift")
        try scratch.write("import ShopModel\npublic struct OrderController<Repository: OrderRepository> { let repository: Repository; public init(repository: Repository) { self.repository = repository } }\n", to: "Sources/ShopApp/OrderController.swift")
        try scratch.write("import ShopApp\nimport ShopModel\n@main struct App { static func main() async throws { _ = OrderController(repository: InMemoryOrderRepository()) } }\n", to: "Sources/TaskClusterService/App.swift")
        try scratch.write("import ShopModel\nlet repository = InMemoryOrderRepository()\nprint(repository)\n", to: "Sources/MigrationRepository/main.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "App", "modules": ["MigrationRepository", "ShopApp", "TaskClusterService"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""compositionRoots": ["Sources/MigrationRepository/**", "Sources/ShopApp/**", "Sources/TaskClusterService/**"]"#), "\(printed.stdout)")
        #expect(printed.stderr.contains("finds nothing to report"), "\(printed.stderr)")
        // The entry point's target holding a `Features/` folder (an Xcode app's target): layered
        // by its folders, as it was before its entry point was looked at.
        let folders = try Scratch()
        defer { folders.remove() }
        try folders.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Networking"),
                .executableTarget(name: "Shop", dependencies: ["Networking"]),
            ])
            """, to: "Package.swift")
        try folders.write("public final class HTTPClient { public init() {} }\n", to: "Sources/Networking/HTTPClient.swift")
        try folders.write("import Networking\nfinal class CartViewModel { let client: HTTPClient; init(client: HTTPClient) { self.client = client } }\n", to: "Sources/Shop/Features/Cart/CartViewModel.swift")
        try folders.write("@main struct ShopMain { static func main() {} }\n", to: "Sources/Shop/App/ShopMain.swift")
        let layered = try CLI.run(["init", folders.path, "--print"])
        #expect(layered.stdout.contains(#"{ "name": "Presentation", "paths": ["**/Features/**"] }"#), "\(layered.stdout)")
        #expect(!layered.stdout.contains(#""Shop"]"#), "\(layered.stdout)")
        // A macro's `@main struct Plugin: CompilerPlugin` is the compiler's entry, no app: in a
        // macro target, or in a folder no target claims.
        let macros = try Scratch()
        defer { macros.remove() }
        try macros.write("""
            // swift-tools-version:6.0
            import PackageDescription
            import CompilerPluginSupport
            let package = Package(name: "Shop", targets: [
                .macro(name: "ShopMacrosPlugin"),
                .target(name: "ShopMacros", dependencies: ["ShopMacrosPlugin"]),
                .target(name: "ShopDomain", dependencies: ["ShopMacros"]),
            ])
            """, to: "Package.swift")
        let plugin = "import SwiftCompilerPlugin\nimport SwiftSyntaxMacros\n@main struct ShopMacrosPlugin: CompilerPlugin { let providingMacros: [Macro.Type] = [] }\n"
        try macros.write(plugin, to: "Sources/ShopMacrosPlugin/Plugin.swift")
        try macros.write(plugin, to: "Tools/LintPlugin/Plugin.swift")
        try macros.write("@attached(member) public macro Tracked() = #externalMacro(module: \"ShopMacrosPlugin\", type: \"TrackedMacro\")\n", to: "Sources/ShopMacros/Macros.swift")
        try macros.write("import ShopMacros\npublic protocol OrderRepository { func all() -> [String] }\n", to: "Sources/ShopDomain/OrderRepository.swift")
        let printed2 = try CLI.run(["init", macros.path, "--print"])
        #expect(!printed2.stdout.contains(#""App""#) && !printed2.stdout.contains("compositionRoots"), "\(printed2.stdout)")
    }

    /// A `Main/` folder is the App layer only when it holds the entry point: beside `Auth/` it
    /// is the main screen's feature.
    @Test func aMainFolderIsTheAppOnlyWithTheEntryPoint() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n", to: "Shop/AppDelegate.swift")
        try scratch.write("struct Character { let name: String }\n", to: "Shop/Model/Character.swift")
        for feature in ["Main", "Auth"] {
            try scratch.write("protocol \(feature)FactoryProtocol { func make() -> AnyObject }\n", to: "Shop/Factories/Modules/\(feature)/\(feature)FactoryProtocol.swift")
            try scratch.write("final class \(feature)Coordinator { let factory: \(feature)FactoryProtocol; init(factory: \(feature)FactoryProtocol) { self.factory = factory } }\n",
                              to: "Shop/Flows/\(feature)/\(feature)Coordinator.swift")
        }
        let feature = try CLI.run(["init", scratch.path, "--print"])
        #expect(!feature.stdout.contains(#""name": "App""#) && !feature.stdout.contains("Main/**"), "\(feature.stdout)")
        // The same folder holding the entry point is the app's.
        try scratch.write(try scratch.read("Shop/AppDelegate.swift"), to: "Shop/Main/AppDelegate.swift")
        try FileManager.default.removeItem(atPath: scratch.path + "/Shop/AppDelegate.swift")
        try FileManager.default.removeItem(atPath: scratch.path + "/Shop/Factories/Modules/Main")
        try FileManager.default.removeItem(atPath: scratch.path + "/Shop/Flows/Main")
        let app = try CLI.run(["init", scratch.path, "--print"])
        #expect(app.stdout.contains(#"{ "name": "App", "paths": ["**/Main/**"] }"#), "\(app.stdout)")
    }

    /// TCA-style clients: every `XClient` / `XClientLive` pair is interface and implementation,
    /// whatever words the name holds, and so is a `*Client` without a live module where such
    /// pairs are the convention.
    /// isowords' `DictionarySqliteClient` extends `DictionaryClient` with its live value: an
    /// implementation (Data), so a feature importing it is reported; a client holding its own
    /// UIKit live value (`UIApplicationClient`) lifts Domain's UIKit ban as an interface would.
    @Test func aClientsLiveModuleIsItsImplementation() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Game", targets: [
                .target(name: "ApiClient"), .target(name: "ApiClientLive", dependencies: ["ApiClient"]),
                .target(name: "DictionaryClient"), .target(name: "DictionarySqliteClient", dependencies: ["DictionaryClient"]),
                .target(name: "UIApplicationClient"),
                .target(name: "GameFeature", dependencies: ["ApiClient", "DictionaryClient", "UIApplicationClient"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public struct ApiClient { public var fetch: () async throws -> [UInt8] }\n", to: "Sources/ApiClient/ApiClient.swift")
        try scratch.write("import ApiClient\nextension ApiClient { public static let live = ApiClient(fetch: { [] }) }\n", to: "Sources/ApiClientLive/Live.swift")
        try scratch.write("public struct DictionaryClient { public var contains: (String) -> Bool }\n", to: "Sources/DictionaryClient/DictionaryClient.swift")
        try scratch.write("import DictionaryClient\nextension DictionaryClient { public static func sqlite() -> Self { Self(contains: { _ in true }) } }\n",
                          to: "Sources/DictionarySqliteClient/Sqlite.swift")
        try scratch.write("public struct UIApplicationClient { public var openSettings: () async -> Void }\n", to: "Sources/UIApplicationClient/Client.swift")
        try scratch.write("import UIKit\nextension UIApplicationClient { public static let live = Self(openSettings: { }) }\n", to: "Sources/UIApplicationClient/LiveKey.swift")
        try scratch.write("import ApiClient\nimport DictionaryClient\nimport UIApplicationClient\npublic struct Game {}\n", to: "Sources/GameFeature/Game.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["ApiClient", "DictionaryClient", "UIApplicationClient"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["ApiClientLive", "DictionarySqliteClient"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains("UIKit is not forbidden in Domain: its interface modules import it (UIApplicationClient)"), "\(printed.stdout)")
        #expect(printed.stderr.contains("finds nothing to report"), "\(printed.stderr)")
    }

    @Test func dependencyClientsAreInterfacesWhereLivePairsAreTheConvention() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Game", targets: [
                .target(name: "ApiClient"), .target(name: "ApiClientLive", dependencies: ["ApiClient"]),
                .target(name: "SnsClient"), .target(name: "SnsClientLive", dependencies: ["SnsClient"]),
                .target(name: "LocalDatabaseClient"),
                .target(name: "HomeFeature", dependencies: ["ApiClient", "LocalDatabaseClient"]),
                .target(name: "AppFeature", dependencies: ["ApiClientLive", "HomeFeature", "SnsClientLive"]),
            ])
            """, to: "Package.swift")
        for module in ["ApiClient", "ApiClientLive", "SnsClient", "SnsClientLive", "LocalDatabaseClient", "AppFeature"] {
            try scratch.write("public struct \(module)Marker {}\n", to: "Sources/\(module)/\(module).swift")
        }
        try scratch.write("import ApiClient\nimport LocalDatabaseClient\npublic struct Home {}\n", to: "Sources/HomeFeature/Home.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["ApiClient", "LocalDatabaseClient", "SnsClient"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["ApiClientLive", "SnsClientLive"] }"#), "\(printed.stdout)")
        #expect(printed.stderr.contains("finds nothing to report"), "\(printed.stderr)")
        // Only client pairs make the convention: beside Analytics / AnalyticsLive, a concrete
        // NetworkClient is Data as its name says.
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Analytics"), .target(name: "AnalyticsLive", dependencies: ["Analytics"]),
                .target(name: "NetworkClient"), .target(name: "HomeFeature", dependencies: ["Analytics"]),
            ])
            """, to: "Package.swift")
        for module in ["Analytics", "AnalyticsLive", "NetworkClient"] {
            try scratch.write("public struct \(module)Marker {}\n", to: "Sources/\(module)/\(module).swift")
        }
        let plain = try CLI.run(["init", scratch.path, "--print"])
        #expect(plain.stdout.contains(#"{ "name": "Data", "modules": ["AnalyticsLive", "NetworkClient"]"#), "\(plain.stdout)")
    }

    /// `FeedInterface` beside `FeedLive` (or `AuthImpl`, `SearchImplementation` beside their
    /// interfaces): the implementation is Data whatever words its name holds, so a feature that
    /// imports it instead of the interface is reported; a plain `Search` beside its
    /// `SearchImplementation` is the interface.
    @Test func anImplementationBesideItsInterfaceIsData() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "FeedInterface"), .target(name: "FeedLive", dependencies: ["FeedInterface"]),
                .target(name: "AuthInterface"), .target(name: "AuthImpl", dependencies: ["AuthInterface"]),
                .target(name: "Search"), .target(name: "SearchImplementation", dependencies: ["Search"]),
                .target(name: "FeedFeature", dependencies: ["FeedInterface", "AuthInterface", "FeedLive"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public protocol FeedRepository: Sendable { func items() async -> [String] }\n", to: "Sources/FeedInterface/FeedRepository.swift")
        try scratch.write("import FeedInterface\npublic actor FeedRepositoryLive: FeedRepository { public init() {}; public func items() async -> [String] { [] } }\n", to: "Sources/FeedLive/FeedRepositoryLive.swift")
        try scratch.write("public protocol AuthService: Sendable { func signOut() async }\n", to: "Sources/AuthInterface/AuthService.swift")
        try scratch.write("import AuthInterface\npublic actor AuthServiceImpl: AuthService { public init() {}; public func signOut() async {} }\n", to: "Sources/AuthImpl/AuthServiceImpl.swift")
        try scratch.write("public struct Query { public let text: String }\n", to: "Sources/Search/Query.swift")
        try scratch.write("import Search\npublic struct SearchEngine { public init() {}; public func run(_ q: Query) -> [String] { [] } }\n", to: "Sources/SearchImplementation/SearchEngine.swift")
        try scratch.write("import FeedInterface\nimport FeedLive\npublic struct FeedScreen { let repository: any FeedRepository = FeedRepositoryLive() }\n", to: "Sources/FeedFeature/FeedScreen.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["AuthInterface", "FeedInterface", "Search"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["AuthImpl", "FeedLive", "SearchImplementation"] }"#), "\(printed.stdout)")
        #expect(printed.stderr.contains("layer-dependency"), "\(printed.stderr)")
    }

    /// The app target's folder (where `@main` is) is the App layer when no other layer's folder
    /// lies inside it: its DI provider, root view and navigation, not only a `Registrations/`.
    @Test func theEntryPointsFolderIsTheAppLayer() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { RootView() } } }\n", to: "Shop/Shop/ShopApp.swift")
        try scratch.write("import SwiftUI\nstruct RootView: View { var body: some View { Text(\"root\") } }\n", to: "Shop/Shop/RootView.swift")
        try scratch.write("final class AppRouter {}\n", to: "Shop/Shop/Navigation/AppRouter.swift")
        try scratch.write("enum Registrations {}\n", to: "Shop/Shop/Registrations/Registrations.swift")
        try scratch.write("protocol CartRepository {}\n", to: "Cart/Domain/CartRepository.swift")
        try scratch.write("struct CartView {}\n", to: "Cart/Presentation/CartView.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "App", "paths": ["Shop/Shop/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""compositionRoots": ["Shop/Shop/**"]"#), "\(printed.stdout)")
    }

    /// A legacy app target beside its first packages is the program, not a shell: listed as a
    /// composition root it would switch the DI rules off for most of the code. The starter
    /// leaves it out and says so; a thin shell is listed, and the note says how many files.
    @Test func aLegacyAppTargetIsNotMadeACompositionRootWhole() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Core\", targets: [.target(name: \"CoreNetworking\")])\n", to: "Packages/Core/Package.swift")
        try scratch.write("""
            import Foundation
            public protocol NetworkClient { func get(_ url: URL) async throws -> Data }
            public final class URLSessionClient: NetworkClient {
                public init() {}
                public func get(_ url: URL) async throws -> Data { Data() }
            }
            """, to: "Packages/Core/Sources/CoreNetworking/NetworkClient.swift")
        try scratch.write("import UIKit\nimport CoreNetworking\n\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    let client: NetworkClient = URLSessionClient()\n}\n", to: "Shop/SceneDelegate.swift")
        try scratch.write("import UIKit\nimport CoreNetworking\n\nfinal class OrdersViewController: UIViewController {\n    let client: NetworkClient = URLSessionClient()\n}\n", to: "Shop/Legacy/OrdersViewController.swift")
        let shell = try CLI.run(["init", scratch.path, "--print"])
        #expect(shell.stdout.contains(#""compositionRoots": ["Shop/**"]"#) && shell.stdout.contains("compositionRoots (Shop/**, 2 files) are the App's wiring"), "\(shell.stdout)")
        for k in 1...45 {
            try scratch.write("import UIKit\n\nfinal class Screen\(k)ViewController: UIViewController {\n    var rows: [String] = []\n}\n", to: "Shop/Legacy/Screen\(k)ViewController.swift")
        }
        let legacy = try CLI.run(["init", scratch.path, "--print"])
        #expect(!legacy.stdout.contains(#""compositionRoots""#), "\(legacy.stdout)")
        #expect(legacy.stdout.contains("The App code (Shop/**: 47 of 48 source files) holds much of the program, so it is not listed in compositionRoots"), "\(legacy.stdout)")
        // The screen's construction is reported; the scene delegate's, a default root, is not.
        #expect(legacy.stderr.contains("1 direct-instantiation"), "\(legacy.stderr)")
    }

    /// Xcode's unit-test template `@testable import`s the app, which makes its folder a module;
    /// with nothing but the tests beside it, that module is the app, layered by its folders as
    /// it is without the tests: the entry point's folder is the App layer and its roots.
    @Test func anAppItsTestsImportIsLayeredByItsFolders() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let api: CartService = RemoteCartService()\n}\n", to: "Shop/Application/AppDelegate.swift")
        try scratch.write("final class CartViewModel {\n    let service: CartService = RemoteCartService()\n}\n", to: "Shop/Scenes/Cart/CartViewModel.swift")
        try scratch.write("protocol CartService {\n    func items() -> [CartItem]\n}\n\nfinal class RemoteCartService: CartService {\n    func items() -> [CartItem] { [] }\n}\n", to: "Shop/Services/CartService.swift")
        try scratch.write("struct CartItem {\n    let name: String\n}\n", to: "Shop/Models/CartItem.swift")
        let untested = try CLI.run(["init", scratch.path, "--print"])
        try scratch.write("@testable import Shop\nimport XCTest\n\nfinal class CartViewModelTests: XCTestCase {}\n", to: "ShopTests/CartViewModelTests.swift")
        let tested = try CLI.run(["init", scratch.path, "--print"])
        for printed in [untested, tested] {
            #expect(printed.stdout.contains("""
                  "layers": [
                    { "name": "App", "paths": ["**/Application/**"] },
                    { "name": "Domain", "paths": ["**/Models/**"] },
                    { "name": "Data", "paths": ["**/Services/**"] },
                    { "name": "Presentation", "paths": ["**/Scenes/**"] }
                  ],
                """) && printed.stdout.contains(#""compositionRoots": ["**/Application/**"]"#), "\(printed.stdout)")
            #expect(printed.stderr.contains("(2 layer-dependency, 1 direct-instantiation)"), "\(printed.stderr)")
        }
        #expect(tested.stdout.contains(#"{ "name": "Shop", "paths": ["Shop/**"] }"#), "\(tested.stdout)")
    }

    /// A SwiftPM executable not named App (a `Server` target) keeps its App layer and roots:
    /// its `Models/` folder is its own organisation, not the layering an Xcode app's folders are.
    @Test func anExecutableTargetWithAModelsFolderStaysTheApp() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "ShopDomain"),
                .target(name: "ShopData", dependencies: ["ShopDomain"]),
                .executableTarget(name: "Server", dependencies: ["ShopDomain", "ShopData"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public protocol OrderRepository { func count() -> Int }\n", to: "Sources/ShopDomain/OrderRepository.swift")
        try scratch.write("import ShopDomain\npublic struct SQLOrderRepository: OrderRepository { public init() {}\n public func count() -> Int { 0 } }\n", to: "Sources/ShopData/SQLOrderRepository.swift")
        try scratch.write("import ShopData\nlet repository = SQLOrderRepository()\nprint(repository.count())\n", to: "Sources/Server/main.swift")
        try scratch.write("struct ServerConfig { let port: Int }\n", to: "Sources/Server/Models/ServerConfig.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "App", "modules": ["Server"] }"#) && printed.stdout.contains(#""compositionRoots": ["Sources/Server/**"]"#), "\(printed.stdout)")
    }

    /// The entry point's folder also declaring a protocol every screen adopts (element-x's
    /// `Application/CoordinatorProtocol.swift`) is no leaf above the layers: that file is left in
    /// no layer and the App layer is the folder's other files, so the first run does not report
    /// each screen against App.
    @Test func anAppFolderDeclaringProtocolsTheScreensAdoptIsSplit() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"shop\") } }\n}\n", to: "Shop/Application/ShopApp.swift")
        try scratch.write("final class AppCoordinator {\n    func start() {}\n}\n", to: "Shop/Application/AppCoordinator.swift")
        try scratch.write("protocol CoordinatorProtocol: AnyObject {\n    func start()\n}\n", to: "Shop/Application/CoordinatorProtocol.swift")
        try scratch.write("final class CartScreenCoordinator: CoordinatorProtocol {\n    func start() {}\n}\n", to: "Shop/Screens/Cart/CartScreenCoordinator.swift")
        try scratch.write("final class ProfileScreenCoordinator: CoordinatorProtocol {\n    func start() {}\n}\n", to: "Shop/Screens/Profile/ProfileScreenCoordinator.swift")
        try scratch.write("protocol CartService {\n    func items() -> [String]\n}\n", to: "Shop/Services/Cart/CartService.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "App", "paths": ["Shop/Application/AppCoordinator.swift", "Shop/Application/ShopApp.swift"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains("Shop/Application/CoordinatorProtocol.swift declares CoordinatorProtocol, which other layers use"), "\(printed.stdout)")
        #expect(printed.stderr.contains("finds nothing to report"), "\(printed.stderr)")
    }

    /// An App folder holding another layer's folder (`Shop/App/Scenes/`) is listed after that
    /// layer, and its composition roots are the App's own files, not the screens inside it:
    /// else the inner layer would match nothing and its files would build whatever they like.
    @Test func anAppFolderHoldingAnotherLayersFolderComesAfterIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n", to: "Shop/App/AppDelegate.swift")
        try scratch.write("final class AppContainer {}\n", to: "Shop/App/DI/AppContainer.swift")
        try scratch.write("import UIKit\nfinal class HomeViewController: UIViewController {}\n", to: "Shop/App/Scenes/HomeViewController.swift")
        try scratch.write("protocol CartRepository {}\n", to: "Shop/Domain/CartRepository.swift")
        try scratch.write("struct RemoteCartRepository: CartRepository {}\n", to: "Shop/Data/RemoteCartRepository.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains("""
              "layers": [
                { "name": "Domain", "paths": ["**/Domain/**"] },
                { "name": "Data", "paths": ["**/Data/**"] },
                { "name": "Presentation", "paths": ["**/Scenes/**"] },
                { "name": "App", "paths": ["**/DI/**", "Shop/App/**"] }
              ],
            """), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""compositionRoots": ["**/DI/**", "Shop/App/*"]"#), "\(printed.stdout)")
        // The starter lints without warning of a layer that matches nothing.
        let written = try CLI.run(["init", scratch.path])
        #expect(written.status == 0)
        let lint = try CLI.run([scratch.path])
        #expect(!lint.stderr.contains("matches no file"), "\(lint.stderr)")
    }

    /// An entry point in a screens folder (`presentation/ui/MoviesApp.swift` beside `ui/list/`)
    /// makes the App layer and composition root of its own files, not of the screens.
    @Test func anEntryPointAmongTheScreensTakesOnlyItsOwnFiles() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import SwiftUI\n@main struct MoviesApp: App { var body: some Scene { WindowGroup { MoviesView() } } }\n", to: "App/presentation/ui/MoviesApp.swift")
        try scratch.write("import SwiftUI\nstruct MoviesView: View { var body: some View { Text(\"\") } }\n", to: "App/presentation/ui/list/MoviesView.swift")
        try scratch.write("final class MoviesViewModel { init(repository: MoviesRepository = MoviesRepositoryImpl()) {} }\n", to: "App/presentation/ui/list/MoviesViewModel.swift")
        try scratch.write("protocol MoviesRepository {}\n", to: "App/domain/MoviesRepository.swift")
        try scratch.write("final class MoviesRepositoryImpl: MoviesRepository {}\n", to: "App/data/MoviesRepositoryImpl.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "App", "paths": ["App/presentation/ui/*"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""compositionRoots": ["App/presentation/ui/*"]"#), "\(printed.stdout)")
        // The view model's default is then reported, as it should be.
        #expect(printed.stderr.contains("bastard-injection"), "\(printed.stderr)")
    }

    /// Past a handful of the App's own folders around inner layers, the App's path stays the
    /// root rather than a glob per folder (a rules.json of thousands of globs costs every lint);
    /// an App folder inside another layer's (a feature's `Demo/` app) keeps the App layer first.
    @Test func manyAppFoldersAndADemoAppKeepTheStarterCompact() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n", to: "Shop/App/AppDelegate.swift")
        for k in 1...9 {
            try scratch.write("final class Flow\(k)Coordinator {}\n", to: "Shop/App/Flow\(k)/Flow\(k)Coordinator.swift")
            try scratch.write("import UIKit\nfinal class Flow\(k)ViewController: UIViewController {}\n", to: "Shop/App/Flow\(k)/Scenes/Flow\(k)ViewController.swift")
        }
        try scratch.write("protocol CartRepository {}\n", to: "Shop/Domain/CartRepository.swift")
        try scratch.write("struct RemoteCartRepository: CartRepository {}\n", to: "Shop/Data/RemoteCartRepository.swift")
        let many = try CLI.run(["init", scratch.path, "--print"]).stdout
        #expect(many.contains(#""compositionRoots": ["Shop/App/**"]"#), "\(many)")
        try scratch.write("import UIKit\n@main final class ProfileDemoApp: UIResponder, UIApplicationDelegate {}\n", to: "Shop/Features/Profile/Demo/ProfileDemoApp.swift")
        try scratch.write("struct ProfileView {}\n", to: "Shop/Features/Profile/ProfileView.swift")
        let demo = try CLI.run(["init", scratch.path, "--print"]).stdout
        #expect(demo.contains(#"{ "name": "App", "paths": ["Shop/App/**", "Shop/Features/Profile/Demo/**"] },"#), "\(demo)")
    }

    /// Layer folders numbered for their place in the stack (`1-Domain/`, `2-Data/`) holding
    /// packages are layers as their names say.
    @Test func numberedLayerFoldersOfPackagesAreLayers() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        func package(_ folder: String, _ name: String, _ dependencies: String = "") throws {
            try scratch.write("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"\(name)\", dependencies: [\(dependencies)])])\n",
                              to: "\(folder)/\(name)/Package.swift")
        }
        try package("1-Domain", "Core")
        try scratch.write("public protocol ChatRepository { func chats() -> [String] }\n", to: "1-Domain/Core/Sources/Core/ChatRepository.swift")
        try package("1-Domain", "DesignSystem")
        try scratch.write("public enum DSIcon: String { case camera }\n", to: "1-Domain/DesignSystem/Sources/DesignSystem/DSIcon.swift")
        try package("2-Infrastructure", "Persistence", "\"Core\"")
        try scratch.write("import Core\npublic final class CoreDataChatRepository: ChatRepository { public init() {}; public func chats() -> [String] { [] } }\n",
                          to: "2-Infrastructure/Persistence/Sources/Persistence/CoreDataChatRepository.swift")
        try package("4-Features", "Home", "\"Core\"")
        try scratch.write("import Core\npublic final class HomeVM { let repository: ChatRepository; public init(repository: ChatRepository) { self.repository = repository } }\n",
                          to: "4-Features/Home/Sources/Home/HomeVM.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        let domain = printed.stdout.split(separator: "\n").first { $0.contains(#""name": "Domain""#) } ?? ""
        #expect(domain.contains(#"1-Domain/**""#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""Presentation": ["Domain"]"#), "\(printed.stdout)")
    }

    /// A unit-test folder's `@testable import Weather` makes the app target's folder a module:
    /// it is still the app, layered by its folders (the App layer and its composition root kept).
    @Test func theAppsOwnTestsDoNotChangeTheGuess() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import SwiftUI\n@main struct WeatherApp: App { var body: some Scene { WindowGroup { DashboardView() } } }\n", to: "Weather/App/WeatherApp.swift")
        try scratch.write("final class DependencyInjectionInitializer { func register() { _ = RemoteForecastRepository() } }\n",
                          to: "Weather/Core/DependencyInjection/DependencyInjectionInitializer.swift")
        try scratch.write("protocol ForecastRepository { func load() -> Int }\n", to: "Weather/Domain/ForecastRepository.swift")
        try scratch.write("final class RemoteForecastRepository: ForecastRepository { func load() -> Int { 1 } }\n", to: "Weather/Data/RemoteForecastRepository.swift")
        try scratch.write("import SwiftUI\nstruct DashboardView: View { var body: some View { Text(\"1\") } }\n", to: "Weather/Presentation/DashboardView.swift")
        let untested = try CLI.run(["init", scratch.path, "--print"]).stdout
        #expect(untested.contains(#"{ "name": "App", "paths": ["**/App/**", "**/DependencyInjection/**"] }"#), "\(untested)")
        try scratch.write("import XCTest\n@testable import Weather\n\nfinal class DashboardTests: XCTestCase {}\n", to: "WeatherTests/DashboardTests.swift")
        let tested = try CLI.run(["init", scratch.path, "--print"]).stdout
        #expect(tested.contains(#"{ "name": "Weather", "paths": ["Weather/**"] }"#), "\(tested)")
        #expect(tested.contains(#"{ "name": "App", "paths": ["**/App/**", "**/DependencyInjection/**"] }"#), "\(tested)")
        #expect(tested.contains(#""compositionRoots": ["**/App/**", "**/DependencyInjection/**"]"#), "\(tested)")
    }

    /// TCA's `AppFeature` composes the features: a `*Feature` glob would take it in and report
    /// its imports on the first run, so the group lists the features by name.
    @Test func anIndependentGroupNeverTakesInTheAppFeature() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Game", targets: [
                .target(name: "HomeFeature"), .target(name: "SettingsFeature"),
                .target(name: "AppFeature", dependencies: ["HomeFeature", "SettingsFeature"]),
            ])
            """, to: "Package.swift")
        try scratch.write("struct Home {}\n", to: "Sources/HomeFeature/Home.swift")
        try scratch.write("struct Settings {}\n", to: "Sources/SettingsFeature/Settings.swift")
        try scratch.write("import HomeFeature\nimport SettingsFeature\nstruct AppReducer {}\n", to: "Sources/AppFeature/App.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#""independent": [["HomeFeature", "SettingsFeature"]]"#), "\(printed.stdout)")
        #expect(!printed.stderr.contains("module-independence"), "\(printed.stderr)")
    }

    /// Interactors over repositories that declare their own protocols (a three-tier stack): the
    /// starter allows Domain -> Data, the direction all the code already has, instead of
    /// reporting every interactor; a Clean Architecture app keeps Data -> Domain.
    @Test func theDirectionBetweenDomainAndDataFollowsTheCode() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("protocol CountriesWebRepository { func load() async throws -> [String] }\n", to: "Countries/Repositories/CountriesWebRepository.swift")
        try scratch.write("struct RealCountriesInteractor { let webRepository: CountriesWebRepository }\n", to: "Countries/Interactors/CountriesInteractor.swift")
        try scratch.write("struct CountriesList { let interactor: RealCountriesInteractor }\n", to: "Countries/UI/CountriesList.swift")
        let stack = try CLI.run(["init", scratch.path, "--print"])
        #expect(stack.stdout.contains(#""Domain": ["Data"],"#) && stack.stdout.contains(#""Data": []"#), "\(stack.stdout)")
        #expect(stack.stderr.contains("finds nothing to report"), "\(stack.stderr)")
        // Data implementing Domain's protocol: Clean Architecture's direction stays.
        try scratch.write("struct RemoteCountries: CountriesSource { func load() async throws -> [String] { [] } }\n", to: "Countries/Repositories/RemoteCountries.swift")
        try scratch.write("protocol CountriesSource { func load() async throws -> [String] }\n", to: "Countries/Interactors/CountriesSource.swift")
        let clean = try CLI.run(["init", scratch.path, "--print"])
        #expect(clean.stdout.contains(#""Domain": [],"#) && clean.stdout.contains(#""Data": ["Domain"]"#), "\(clean.stdout)")
    }

    @Test func anAppFolderNamedLikeALayerIsTheAppNotALayer() throws {
        // `WeatherApp/` ("app") and `CountriesSwiftUI/` ("ui") hold the whole app beside its tests.
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("protocol WeatherRepository { func load() async throws -> Int }\n", to: "CountriesSwiftUI/Domain/WeatherRepository.swift")
        try scratch.write("final class RemoteWeatherRepository: WeatherRepository { func load() async throws -> Int { 1 } }\n", to: "CountriesSwiftUI/Data/RemoteWeatherRepository.swift")
        try scratch.write("final class WeatherViewModel { let repository: WeatherRepository; init(repository: WeatherRepository) { self.repository = repository } }\n", to: "CountriesSwiftUI/Presentation/WeatherViewModel.swift")
        try scratch.write("struct Helpers {}\n", to: "CountriesSwiftUI/Helpers/Helpers.swift")
        try scratch.write("import XCTest\nfinal class WeatherTests: XCTestCase {}\n", to: "UnitTests/WeatherTests.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains(#"{ "name": "Domain", "paths": ["**/Domain/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "paths": ["**/Data/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Presentation", "paths": ["**/Presentation/**"] }"#), "\(printed.stdout)")
    }

    @Test func folderNamesWithGlobCharactersAreEscapedInTheStarter() throws {
        // Written as found, `**/Domain [core]/**` would be a character class and match nothing:
        // the layers would stay empty and CI pass on a broken architecture.
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("protocol CartRepository { func items() -> [String] }\n", to: "Domain [core]/CartRepository.swift")
        try scratch.write("final class RemoteCartRepository: CartRepository { func items() -> [String] { [] } }\n", to: "Data {v2}/RemoteCartRepository.swift")
        try scratch.write("final class CartViewModel { let repo = RemoteCartRepository() }\n", to: "Presentation/CartViewModel.swift")
        let written = try CLI.run(["init", scratch.path])
        #expect(written.status == 0, "\(written.stderr)")
        let starter = try scratch.read("rules.json")
        #expect(starter.contains(#""paths": ["**/Domain \\[core\\]/**"]"#), "\(starter)")
        #expect(starter.contains(#""paths": ["**/Data \\{v2\\}/**"]"#), "\(starter)")
        let lint = try CLI.run([scratch.path, "--format", "json"])
        #expect(lint.status == 1, "\(lint.stdout)")
        #expect(lint.stdout.contains("\"layer-dependency\""), "\(lint.stdout)")
    }

    /// `"MyApp": ["MyApp/**"]` listed before `"Domain": ["MyApp/Domain/**"]` takes Domain's files.
    @Test func aModulesEntryShadowedByAnEarlierOneIsNamed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("struct User {}\n", to: "MyApp/Domain/User.swift")
        try scratch.write("struct UserView {}\n", to: "MyApp/Scenes/UserView.swift")
        try scratch.write(#"{ "version": 1, "modules": [ { "name": "MyApp", "paths": ["MyApp/**"] }, { "name": "Domain", "paths": ["MyApp/Domain/**"] } ] }"#, to: "rules.json")
        let r = try CLI.run([scratch.path])
        #expect(r.stderr.contains(#"modules entry "Domain" gets no file: the files its paths match (MyApp/Domain/User.swift, ...) belong to "MyApp", listed before it"#), "\(r.stderr)")
        // Listed the other way round, both get their files and nothing is said.
        try scratch.write(#"{ "version": 1, "modules": [ { "name": "Domain", "paths": ["MyApp/Domain/**"] }, { "name": "MyApp", "paths": ["MyApp/**"] } ] }"#, to: "rules.json")
        let fixed = try CLI.run([scratch.path])
        #expect(!fixed.stderr.contains("gets no file"), "\(fixed.stderr)")
        // The warning names the file it is about: a --config file is not rules.json.
        try scratch.write(#"{ "version": 1, "modules": [ { "name": "MyApp", "paths": ["MyApp/**"] }, { "name": "Domain", "paths": ["MyApp/Domain/**"] } ] }"#, to: "ci/overlap.json")
        let other = try CLI.run([".", "--config", "ci/overlap.json"], cwd: scratch.url)
        #expect(other.stderr.contains(#"warning: ci/overlap.json: modules entry "Domain" gets no file"#), "\(other.stderr)")
    }

    @Test func layerFoldersAndAnMVVMAppWithoutDomain() throws {
        // `PresentationLayer/`, `ServiceLayer/`, `ApplicationLayer/`: folders that say they are
        // layers; with no Domain layer, Presentation may use the services.
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("protocol ObjectService { func load() -> [String]; func save(_ s: String) }\n", to: "MyApp/Sources/ServiceLayer/ObjectService.swift")
        try scratch.write("final class HomeViewModel { let service: ObjectService; init(service: ObjectService) { self.service = service }; func go() { _ = service.load(); service.save(\"\") } }\n", to: "MyApp/Sources/PresentationLayer/Home/HomeViewModel.swift")
        try scratch.write("struct SettingsViewModel {}\n", to: "MyApp/Sources/PresentationLayer/Settings/SettingsViewModel.swift")
        try scratch.write("@main\nstruct MyApp {}\n", to: "MyApp/Sources/ApplicationLayer/MyApp.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Data", "paths": ["**/ServiceLayer/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Presentation", "paths": ["**/PresentationLayer/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""Presentation": ["Data"]"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""compositionRoots": ["**/ApplicationLayer/**"]"#), "\(printed.stdout)")
        #expect(printed.stderr.contains("finds nothing to report"), "\(printed.stderr)")
    }

    /// Tuist's layout: `Projects/FeatureProfile/{Sources,Tests}`, the tests importing the module
    /// they test. The folder is still a module, and its sources are what the module holds.
    @Test func aTuistFeatureWithItsOwnTestsIsAModule() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import UIKit\npublic final class ProfileViewController: UIViewController {}\n", to: "Projects/FeatureProfile/Sources/ProfileViewController.swift")
        try scratch.write("import XCTest\n@testable import FeatureProfile\nfinal class ProfileTests: XCTestCase {}\n", to: "Projects/FeatureProfile/Tests/ProfileTests.swift")
        try scratch.write("import UIKit\nimport FeatureProfile\nfinal class HomeViewController: UIViewController { let profile = ProfileViewController() }\n", to: "Projects/FeatureHome/Sources/HomeViewController.swift")
        try scratch.write("import FeatureHome\nimport Networking\n@main struct ShopApp {}\n", to: "Projects/App/Sources/ShopApp.swift")
        try scratch.write("public final class APIClient { public init() {} }\n", to: "Projects/Networking/Sources/APIClient.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "FeatureProfile", "paths": ["Projects/FeatureProfile/Sources/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "FeatureHome", "paths": ["Projects/FeatureHome/Sources/**"] }"#), "\(printed.stdout)")
        // The app's files are in no target: their module is named after the checkout's folder,
        // so the App layer is written by folder, the same wherever the repository is cloned.
        #expect(printed.stdout.contains(#"{ "name": "App", "paths": ["Projects/App/Sources/**"] }"#), "\(printed.stdout)")
    }

    /// Tuist's µFeatures: `Cat/Interface` is imported as `CatInterface`, `Cat/Testing` as
    /// `CatTesting`, `Cat/Sources` as `Cat`. Each is a module, and the interfaces are named as
    /// interface modules, so a class in one is reported.
    @Test func tuistMicroFeatureInterfaceFoldersAreModules() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("public protocol CatService { func cats() async throws -> [String] }\npublic final class CatCache { public init() {} }\n", to: "Projects/Domain/Cat/Interface/CatService.swift")
        try scratch.write("import CatInterface\npublic final class CatServiceLive: CatService { public init() {}; public func cats() async throws -> [String] { [] } }\n", to: "Projects/Domain/Cat/Sources/CatServiceLive.swift")
        try scratch.write("import CatInterface\npublic final class CatServiceMock: CatService { public init() {}; public func cats() async throws -> [String] { [\"Tom\"] } }\n", to: "Projects/Domain/Cat/Testing/CatServiceMock.swift")
        try scratch.write("import CatInterface\nimport Cat\nfinal class HomeViewModel { let service: CatService; init(service: CatService) { self.service = service } }\n", to: "Projects/Feature/Home/Sources/HomeViewModel.swift")
        try scratch.write("import XCTest\nimport CatInterface\nimport CatTesting\nfinal class HomeTests: XCTestCase { let mock = CatServiceMock() }\n", to: "Projects/Feature/Home/Tests/HomeTests.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Cat", "paths": ["Projects/Domain/Cat/Sources/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "CatInterface", "paths": ["Projects/Domain/Cat/Interface/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "CatTesting", "paths": ["Projects/Domain/Cat/Testing/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""interfaceModules": ["*Interface"]"#), "\(printed.stdout)")
        _ = try CLI.run(["init", scratch.path])
        let lint = try CLI.run([scratch.path, "--format", "json"])
        #expect(lint.stdout.contains("interface-module-purity"), "\(lint.stdout)")
    }

    /// A µFeature with a `Demo/` (or `Example/`) app beside its `Sources/`: the demo imports
    /// `Cat` as any app does, and is no sign that the folder is not the module; the demo is an app
    /// of its own, a composition root. `Dog` building Cat's implementation is then reported.
    @Test func aMicroFeaturesDemoAppDoesNotHideItsModule() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("public protocol CatBuildable { func build() -> Int }\n", to: "Projects/Features/Cat/Interface/Sources/CatBuildable.swift")
        try scratch.write("import CatInterface\npublic final class CatBuilder: CatBuildable { public init() {}; public func build() -> Int { 1 } }\n", to: "Projects/Features/Cat/Sources/CatBuilder.swift")
        try scratch.write("import CatInterface\npublic final class CatBuildableMock: CatBuildable { public init() {}; public func build() -> Int { 0 } }\n", to: "Projects/Features/Cat/Testing/Sources/CatBuildableMock.swift")
        try scratch.write("import UIKit\nimport Cat\nimport CatInterface\nimport CatTesting\n@main final class DemoAppDelegate: UIResponder, UIApplicationDelegate { let cat: CatBuildable = CatBuilder(); let mock: CatBuildable = CatBuildableMock() }\n",
                          to: "Projects/Features/Cat/Demo/Sources/AppDelegate.swift")
        try scratch.write("public protocol DogBuildable { func build() -> Int }\n", to: "Projects/Features/Dog/Interface/Sources/DogBuildable.swift")
        try scratch.write("import DogInterface\nimport CatInterface\nimport Cat\npublic final class DogHome: DogBuildable { private let cat: CatBuildable = CatBuilder(); public init() {}; public func build() -> Int { cat.build() + 1 } }\n",
                          to: "Projects/Features/Dog/Sources/DogHome.swift")
        try scratch.write("import UIKit\nimport Cat\nimport CatInterface\nimport Dog\nimport DogInterface\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let cat: CatBuildable = CatBuilder() }\n",
                          to: "Projects/App/Sources/AppDelegate.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Cat", "paths": ["Projects/Features/Cat/Sources/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"Projects/Features/Cat/Demo/Sources/**"]"#) && printed.stdout.contains(#""compositionRoots": ["**/App/**", "Projects/Features/Cat/Demo/Sources/**"]"#), "\(printed.stdout)")
        #expect(printed.stderr.contains("1 direct-instantiation"), "\(printed.stderr)")
    }

    /// A µFeature's interface speaks of the screen it builds (`func build() -> UIViewController`):
    /// the starter does not forbid UIKit in Domain, where `*Interface` modules go, when they
    /// already import it, and says so; the rest of the list stays, and without such an import
    /// UIKit stays forbidden.
    /// The interface half of an implementation pair (`Profile` beside `ProfileImpl`) is an
    /// interface as much as `ProfileInterface` is: SwiftUI it imports is not forbidden either.
    @Test func aUIFrameworkThePairedInterfaceImportsIsNotForbiddenInDomain() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Profile"),
                .target(name: "ProfileImpl", dependencies: ["Profile"]),
                .executableTarget(name: "ShopApp", dependencies: ["Profile", "ProfileImpl"]),
            ])
            """, to: "Package.swift")
        try scratch.write("import SwiftUI\npublic protocol ProfileBuilding { func makeView() -> AnyView }\n", to: "Sources/Profile/ProfileBuilding.swift")
        try scratch.write("import SwiftUI\nimport Profile\npublic struct ProfileBuilder: ProfileBuilding { public init() {}; public func makeView() -> AnyView { AnyView(Text(\"\")) } }\n",
                          to: "Sources/ProfileImpl/ProfileBuilder.swift")
        try scratch.write("import SwiftUI\nimport Profile\nimport ProfileImpl\n@main struct ShopApp: App { var body: some Scene { WindowGroup { ProfileBuilder().makeView() } } }\n",
                          to: "Sources/ShopApp/ShopApp.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#""forbiddenImports": { "Domain": ["UIKit", "AppKit", "CoreData", "SwiftData", "RealmSwift", "Alamofire"] },"#), "\(printed.stdout)")
        #expect(printed.stderr.contains("finds nothing to report"), "\(printed.stderr)")
    }

    @Test func aUIFrameworkTheInterfaceModulesImportIsNotForbiddenInDomain() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import UIKit\nimport Foundation\n\npublic protocol ImageLoading {\n  func image(for url: URL) async -> UIImage?\n}\n", to: "Projects/Domain/Images/Interface/Sources/ImageLoading.swift")
        try scratch.write("import UIKit\nimport Foundation\nimport ImagesInterface\npublic final class ImageLoader: ImageLoading { public init() {}; public func image(for url: URL) async -> UIImage? { nil } }\n", to: "Projects/Domain/Images/Sources/ImageLoader.swift")
        try scratch.write("import UIKit\nimport Images\nimport ImagesInterface\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let images: ImageLoading = ImageLoader() }\n", to: "Projects/App/Sources/AppDelegate.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["ImagesInterface"]"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""forbiddenImports": { "Domain": ["SwiftUI", "AppKit", "CoreData", "SwiftData", "RealmSwift", "Alamofire"] },"#), "\(printed.stdout)")
        #expect(printed.stdout.contains("UIKit is not forbidden in Domain: its interface modules import it (ImagesInterface)"), "\(printed.stdout)")
        #expect(printed.stderr.contains("finds nothing to report"), "\(printed.stderr)")
        // An interface of plain protocols: UIKit stays forbidden.
        try scratch.write("import Foundation\npublic protocol ImageLoading { func data(for url: URL) async -> Data? }\n", to: "Projects/Domain/Images/Interface/Sources/ImageLoading.swift")
        let plain = try CLI.run(["init", scratch.path, "--print"])
        #expect(plain.stdout.contains(#""forbiddenImports": { "Domain": ["UIKit", "SwiftUI", "AppKit", "CoreData", "SwiftData", "RealmSwift", "Alamofire"] },"#), "\(plain.stdout)")
        #expect(!plain.stdout.contains("is not forbidden"), "\(plain.stdout)")
    }

    /// A feature's interface (`Projects/Feature/Home/Interface`, its builder and router
    /// protocols speaking UIKit) is the feature's layer, not Domain: Domain keeps its UIKit ban,
    /// and a Domain service holding a screen's router is reported.
    @Test func aFeaturesInterfaceIsTheFeaturesLayer() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import UIKit\npublic protocol HomeRouting: AnyObject { var viewController: UIViewController { get } }\n", to: "Projects/Feature/Home/Interface/HomeRouting.swift")
        try scratch.write("import UIKit\nimport HomeInterface\npublic final class HomeRouter: HomeRouting { public let viewController = UIViewController(); public init() {} }\n", to: "Projects/Feature/Home/Sources/HomeRouter.swift")
        try scratch.write("public protocol UserServiceProtocol { func isOnboarded() -> Bool }\n", to: "Projects/Domain/UserService/Interface/UserServiceProtocol.swift")
        try scratch.write("import UserServiceInterface\nimport HomeInterface\nimport NetworkingInterface\npublic final class UserService: UserServiceProtocol {\n    private let router: HomeRouting\n    private let client: HTTPClientProtocol\n    public init(router: HomeRouting, client: HTTPClientProtocol) { self.router = router; self.client = client }\n    public func isOnboarded() -> Bool { true }\n}\n",
                          to: "Projects/Domain/UserService/Sources/UserService.swift")
        // A service's interface under Core/ stays in Domain: Domain code depends on it.
        try scratch.write("public protocol HTTPClientProtocol { func get(_ path: String) async throws -> [UInt8] }\n", to: "Projects/Core/Networking/Interface/HTTPClientProtocol.swift")
        try scratch.write("import UIKit\nimport Home\nimport HomeInterface\nimport UserService\nimport UserServiceInterface\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let router: HomeRouting = HomeRouter() }\n", to: "Projects/App/Sources/AppDelegate.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Presentation", "modules": ["HomeInterface"], "paths": ["Projects/Feature/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["NetworkingInterface", "UserServiceInterface"]"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""forbiddenImports": { "Domain": ["UIKit", "SwiftUI""#), "\(printed.stdout)")
        _ = try CLI.run(["init", scratch.path])
        let lint = try CLI.run([scratch.path, "--format", "json"])
        #expect(lint.stdout.contains("must not depend on Presentation"), "\(lint.stdout)")
    }

    /// A µFeature's `Sources/` is its module before anything imports it: `import UserService`
    /// written after `init` names it, and what it builds is checked.
    @Test func aMicroFeaturesSourcesAreAModuleBeforeAnythingImportsThem() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("public protocol UserServiceProtocol { func isOnboarded() -> Bool }\n", to: "Projects/Domain/UserService/Interface/UserServiceProtocol.swift")
        try scratch.write("import UserServiceInterface\npublic final class UserService: UserServiceProtocol { public init() {}; public func isOnboarded() -> Bool { true } }\n",
                          to: "Projects/Domain/UserService/Sources/UserService.swift")
        try scratch.write("import UserServiceInterface\nfinal class HomeViewModel { let users: UserServiceProtocol; init(users: UserServiceProtocol) { self.users = users } }\n",
                          to: "Projects/Feature/Home/Sources/HomeViewModel.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "UserService", "paths": ["Projects/Domain/UserService/Sources/**"] }"#), "\(printed.stdout)")
        _ = try CLI.run(["init", scratch.path])
        try scratch.write("import UserService\nimport UserServiceInterface\nfinal class HomeViewModel { let users: UserServiceProtocol = UserService() }\n",
                          to: "Projects/Feature/Home/Sources/HomeViewModel.swift")
        let lint = try CLI.run([scratch.path, "--format", "json"])
        #expect(lint.stdout.contains("direct-instantiation"), "\(lint.stdout)")
    }

    /// The sibling guess never takes an SDK's name (`Core/Network/Interface` beside Apple's
    /// Network), reads `Interface/Sources` as `Interface`, and does not swallow a module the
    /// imports proved inside `Sources` (`Home/Sources/HomeUI`).
    @Test func aMicroFeaturesSiblingGuessKeepsToWhatIsKnown() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("public protocol HTTPClient { func get(_ path: String) async throws -> [UInt8] }\n", to: "Projects/Core/Network/Interface/HTTPClient.swift")
        try scratch.write("import NetworkInterface\npublic final class URLSessionClient: HTTPClient { public init() {}; public func get(_ path: String) async throws -> [UInt8] { [] } }\n",
                          to: "Projects/Core/Network/Sources/URLSessionClient.swift")
        try scratch.write("public protocol SessionStoring { func token() -> String? }\n", to: "Projects/Domain/Session/Interface/Sources/SessionStoring.swift")
        try scratch.write("import SessionInterface\nimport NetworkInterface\npublic final class SessionStore: SessionStoring { public init() {}; public func token() -> String? { nil } }\n",
                          to: "Projects/Domain/Session/Sources/SessionStore.swift")
        try scratch.write("public protocol HomeBuildable { func build() -> Int }\n", to: "Projects/Feature/Home/Interface/HomeBuildable.swift")
        try scratch.write("public struct HomeCard { public init() {} }\n", to: "Projects/Feature/Home/Sources/HomeUI/HomeCard.swift")
        try scratch.write("import Network\nimport HomeUI\nimport HomeInterface\nimport SessionInterface\nfinal class HomeViewModel { let card = HomeCard() }\n",
                          to: "Projects/Feature/Home/Sources/Home/HomeViewModel.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(!printed.stdout.contains(#"{ "name": "Network","#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Session", "paths": ["Projects/Domain/Session/Sources/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "HomeUI", "paths": ["Projects/Feature/Home/Sources/HomeUI/**"] }"#), "\(printed.stdout)")
        #expect(!printed.stdout.contains(#"{ "name": "Home", "#), "\(printed.stdout)")
        // Once the app imports Home, Home is SwiftPM's `Sources/Home`, beside `Sources/HomeUI`.
        try scratch.write("import UIKit\nimport Home\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n", to: "Projects/App/Sources/AppDelegate.swift")
        let imported = try CLI.run(["init", scratch.path, "--print"])
        #expect(imported.stdout.contains(#"{ "name": "Home", "paths": ["Projects/Feature/Home/Sources/Home/**"] }"#), "\(imported.stdout)")
        #expect(imported.stdout.contains(#"{ "name": "HomeUI", "paths": ["Projects/Feature/Home/Sources/HomeUI/**"] }"#), "\(imported.stdout)")
    }

    /// A target whose sources are `Sources/Domain` (`Domain/Repository`, `Domain/UseCases`)
    /// beside `BagData` and `BagDI`: its folder is the Domain layer, and its `Repository`
    /// folder (the protocols) does not make Domain code Data.
    @Test func aTargetsDomainFolderIsTheDomainLayerWhateverItHolds() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Bag", targets: [
                .target(name: "Bag", path: "Sources", exclude: ["DI", "Data"], sources: ["Domain"]),
                .target(name: "BagData", dependencies: ["Bag"], path: "Sources", exclude: ["Domain", "DI"], sources: ["Data"]),
                .target(name: "BagDI", dependencies: ["Bag", "BagData"], path: "Sources/DI"),
            ])
            """, to: "Package.swift")
        try scratch.write("public protocol BagRepository { func items() -> [String] }\n", to: "Sources/Domain/Repository/BagRepository.swift")
        try scratch.write("public struct ObserveBag { let repository: BagRepository; public func callAsFunction() -> [String] { repository.items() } }\n", to: "Sources/Domain/UseCases/ObserveBag.swift")
        try scratch.write("import Bag\npublic final class DefaultBagRepository: BagRepository { public init() {}; public func items() -> [String] { [] } }\n", to: "Sources/Data/DefaultBagRepository.swift")
        try scratch.write("import Bag\nimport BagData\npublic enum BagDI { public static func repository() -> BagRepository { DefaultBagRepository() } }\n", to: "Sources/DI/BagDI.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Domain", "paths": ["**/Domain/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["BagData"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#""Data": ["Domain"]"#), "\(printed.stdout)")
    }

    /// A module is layered whole: a `Services/` folder inside the StatusKit target (IceCubes'
    /// `StatusKit/Editor/Services`) or a `BaseCoordinator/` inside a Tuist `Core` module is its
    /// own organisation, not a layer that takes some of its files and reports the others. Folders
    /// that name a layer and nothing else (`Orders/Domain`) still split a module, and folders
    /// above a module (`Features/Home/Sources`) layer it whole.
    @Test func aModuleIsNotSplitByTheNamesOfItsFolders() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [
                .target(name: "Models"),
                .target(name: "NetworkClient", dependencies: ["Models"]),
                .target(name: "StatusKit", dependencies: ["Models", "NetworkClient"]),
                .target(name: "Orders", dependencies: ["Models"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public struct Status { public let id: String }\n", to: "Sources/Models/Status.swift")
        try scratch.write("import Models\npublic final class MastodonClient { public init() {} }\n", to: "Sources/NetworkClient/Client.swift")
        try scratch.write("public enum StatusEditor {}\n", to: "Sources/StatusKit/Editor/Namespace.swift")
        try scratch.write("import Models\nextension StatusEditor { public final class EditorStore { private let postingService = PostingService(); public init() {} } }\n", to: "Sources/StatusKit/Editor/EditorStore.swift")
        try scratch.write("import Models\nextension StatusEditor { struct PostingService { func submit(text: String) -> Status { Status(id: text) } } }\n", to: "Sources/StatusKit/Editor/Services/PostingService.swift")
        try scratch.write("public protocol OrderRepository { func orders() -> [String] }\n", to: "Sources/Orders/Domain/OrderRepository.swift")
        try scratch.write("final class RemoteOrderRepository: OrderRepository { func orders() -> [String] { [] } }\n", to: "Sources/Orders/Data/RemoteOrderRepository.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(!printed.stdout.contains("Services"), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["Models"], "paths": ["**/Domain/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["NetworkClient"], "paths": ["**/Data/**"] }"#), "\(printed.stdout)")
        // Tuist: `Core` imported by name, its `BaseCoordinator/` folder a base class of it.
        let tuist = try Scratch()
        defer { tuist.remove() }
        try tuist.write("import UIKit\nopen class BaseCoordinator { public init() {} }\n", to: "Projects/Core/Sources/BaseCoordinator/BaseCoordinator.swift")
        try tuist.write("public final class DIContainer { public init() {} }\n", to: "Projects/Core/Sources/DI/DIContainer.swift")
        try tuist.write("public protocol HomeRepository {}\n", to: "Projects/Domain/Sources/HomeRepository.swift")
        try tuist.write("import Core\nimport Domain\nfinal class HomeCoordinator: BaseCoordinator { let container = DIContainer() }\n", to: "Projects/Features/Home/Sources/HomeCoordinator.swift")
        try tuist.write("import Core\nimport Domain\nimport Home\n@main final class AppDelegate {}\n", to: "Projects/App/Sources/AppDelegate.swift")
        let modular = try CLI.run(["init", tuist.path, "--print"])
        #expect(modular.stdout.contains(#"{ "name": "Home", "paths": ["Projects/Features/Home/Sources/**"] }"#), "\(modular.stdout)")
        #expect(!modular.stdout.contains("BaseCoordinator"), "\(modular.stdout)")
        #expect(modular.stdout.contains(#"{ "name": "Presentation", "paths": ["**/Features/**"] }"#), "\(modular.stdout)")
        #expect(modular.stderr.contains("finds nothing to report"), "\(modular.stderr)")
    }

    /// The app's files all in `App/PresentationLayer/`, its services a package: the folder is
    /// the Presentation layer, not the app's name.
    @Test func anAppWhoseFilesAreAllInOneLayerFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Services\", targets: [ .target(name: \"Services\", path: \"Sources\") ])\n", to: "Modules/Services/Package.swift")
        try scratch.write("public protocol WidgetService { func pin() }\npublic final class LiveWidgetService: WidgetService { public init() {}; public func pin() {} }\n", to: "Modules/Services/Sources/WidgetService.swift")
        try scratch.write("import Services\nfinal class WidgetMenu { let service: WidgetService; init(service: WidgetService) { self.service = service } }\n", to: "App/PresentationLayer/Widgets/WidgetMenu.swift")
        try scratch.write("import Services\nfinal class HomeViewModel { let service: WidgetService; init(service: WidgetService) { self.service = service } }\n", to: "App/PresentationLayer/Home/HomeViewModel.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Presentation", "paths": ["**/PresentationLayer/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["Services"] }"#), "\(printed.stdout)")
    }

    /// Targets with no Swift file in the checkout (`CoreDataStack`, `AppUI` declared, their
    /// sources elsewhere) are no layers: a layer matching nothing would be warned of on the
    /// first run.
    @Test func targetsWithoutFilesAreNoLayers() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "SDK", targets: [
                .target(name: "CoreDataStack"),
                .target(name: "AppUI", dependencies: ["Networking"]),
                .target(name: "Networking", dependencies: ["CoreDataStack"]),
                .target(name: "Domain"),
            ])
            """, to: "Package.swift")
        try scratch.write("public final class Client { public init() {} }\n", to: "Sources/Networking/Client.swift")
        try scratch.write("public protocol Repository {}\n", to: "Sources/Domain/Repository.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["Networking"] }"#), "\(printed.stdout)")
        #expect(!printed.stdout.contains("CoreDataStack"), "\(printed.stdout)")
        #expect(!printed.stdout.contains("AppUI"), "\(printed.stdout)")
    }

    /// `AzkarServices` holds only protocols (the interfaces), `DatabaseInteractors` implements
    /// them over a database: the names' words say Data and Domain, the code says the opposite.
    @Test func aModuleOfProtocolsIsDomainAndItsImplementationData() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", targets: [
                .target(name: "Entities"),
                .target(name: "AzkarServices", dependencies: ["Entities"]),
                .target(name: "DatabaseInteractors", dependencies: ["Entities", "AzkarServices"]),
                .target(name: "ArticleServiceInterface", dependencies: ["AzkarServices"]),
                .target(name: "ServiceTestingUtilities", dependencies: ["AzkarServices"]),
                .target(name: "RepositoryMocks", dependencies: ["AzkarServices", "Entities"]),
                .target(name: "Networking"),
            ])
            """, to: "Package.swift")
        // Protocols and an extension adopting one (`extension URLSession: HTTPClient`): an
        // implementation, Data as its name says.
        try scratch.write("import Foundation\npublic protocol HTTPClient { func get(_ url: URL) async throws -> Data }\nextension URLSession: HTTPClient { public func get(_ url: URL) async throws -> Data { try await data(from: url).0 } }\n", to: "Sources/Networking/HTTPClient.swift")
        try scratch.write("import AzkarServices\npublic final class StubArticlesService: ArticlesService { public init() {}; public func refresh() async {} }\n", to: "Sources/ServiceTestingUtilities/Stub.swift")
        try scratch.write("import AzkarServices\nimport Entities\npublic final class MockArticlesRepository: ArticlesRepository { public init() {}; public func articles() async throws -> [Article] { [] } }\n", to: "Sources/RepositoryMocks/Mock.swift")
        // An interface module whose value type adopts another module's protocol stays Domain.
        try scratch.write("import AzkarServices\npublic protocol ArticleReading {}\npublic struct NoRefresh: ArticlesService { public func refresh() async {} }\n", to: "Sources/ArticleServiceInterface/ArticleReading.swift")
        try scratch.write("public struct Article { public let id: Int }\n", to: "Sources/Entities/Article.swift")
        try scratch.write("import Entities\npublic protocol ArticlesRepository { func articles() async throws -> [Article] }\npublic protocol ArticlesService { func refresh() async }\n", to: "Sources/AzkarServices/ArticlesRepository.swift")
        // A library's generic type carrying the protocol along implements nothing.
        try scratch.write("public protocol Cacheable {}\nextension Array: Cacheable where Element: Cacheable {}\n", to: "Sources/AzkarServices/Cacheable.swift")
        try scratch.write("import AzkarServices\nimport Entities\npublic final class ArticlesSQLiteRepository: ArticlesRepository { public init() {}; public func articles() async throws -> [Article] { [] } }\n", to: "Sources/DatabaseInteractors/ArticlesSQLiteRepository.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Domain", "modules": ["ArticleServiceInterface", "AzkarServices", "Entities"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Data", "modules": ["DatabaseInteractors", "Networking"] }"#), "\(printed.stdout)")
        // Test support (doubles, helpers) is in no layer, whatever words its name holds.
        #expect(!printed.stdout.contains("ServiceTestingUtilities") && !printed.stdout.contains("RepositoryMocks"), "\(printed.stdout)")
        #expect(printed.stderr.contains("finds nothing to report"), "\(printed.stderr)")
    }

    /// `ShopApp/{Domain,Data,Features}`, made a module by its tests' `@testable import ShopApp`:
    /// the app target's folders are its layers; the name alone does not make it all App.
    @Test func anAppModuleHoldingLayerFoldersIsLayeredByThem() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("protocol CartRepository { func items() -> [String] }\n", to: "ShopApp/Domain/CartRepository.swift")
        try scratch.write("final class RemoteCartRepository: CartRepository { func items() -> [String] { [] } }\n", to: "ShopApp/Data/RemoteCartRepository.swift")
        try scratch.write("final class CartViewModel { let repository: CartRepository = RemoteCartRepository() }\n", to: "ShopApp/Features/CartViewModel.swift")
        try scratch.write("import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"Shop\") } } }\n", to: "ShopApp/ShopApp.swift")
        try scratch.write("import XCTest\n@testable import ShopApp\nfinal class CartTests: XCTestCase {}\n", to: "ShopAppTests/CartTests.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Domain", "paths": ["**/Domain/**"] }"#), "\(printed.stdout)")
        #expect(printed.stdout.contains(#"{ "name": "Presentation", "paths": ["**/Features/**"] }"#), "\(printed.stdout)")
        #expect(!printed.stdout.contains(#""modules": ["ShopApp"]"#), "\(printed.stdout)")
        // One `Models/` folder is the app's own: it stays the App layer.
        let other = try Scratch()
        defer { other.remove() }
        try other.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Domain\", targets: [.target(name: \"Domain\")])\n", to: "Packages/Domain/Package.swift")
        try other.write("public protocol CartRepository { func items() -> [String] }\n", to: "Packages/Domain/Sources/Domain/CartRepository.swift")
        try other.write("struct CartRow { let title: String }\n", to: "MyApp/Models/CartRow.swift")
        try other.write("import SwiftUI\nimport Domain\n@main struct MyApp: App { var body: some Scene { WindowGroup { Text(\"Shop\") } } }\n", to: "MyApp/MyApp.swift")
        try other.write("import XCTest\n@testable import MyApp\nfinal class MyAppTests: XCTestCase {}\n", to: "MyAppTests/MyAppTests.swift")
        let kept = try CLI.run(["init", other.path, "--print"])
        #expect(kept.stdout.contains(#"{ "name": "App", "modules": ["MyApp"] }"#), "\(kept.stdout)")
    }

    /// A project folder named like a command (`init`): the adoption hint says `archlint lint
    /// init ...`, which lints it, not `archlint init ...`, which would run init.
    @Test func theAdoptionHintForAFolderNamedLikeACommandLints() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let requirements = (0..<12).map { "    func f\($0)()" }.joined(separator: "\n")
        try scratch.write("public protocol Big {\n\(requirements)\n}\n", to: "init/Sources/Domain/Big.swift")
        let printed = try CLI.run(["init", "init", "--print"], cwd: scratch.url)
        #expect(printed.stderr.contains("`archlint lint init --write-baseline init/archlint-baseline.json`"), "\(printed.stderr)")
        let hinted = try CLI.run(["lint", "init", "--write-baseline", "init/archlint-baseline.json"], cwd: scratch.url)
        #expect(hinted.status == 0 && FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("init/archlint-baseline.json").path), "\(hinted.stderr)")
        // `help` is read as a command too.
        try scratch.write("public protocol Big {\n\(requirements)\n}\n", to: "help/Sources/Domain/Big.swift")
        let help = try CLI.run(["init", "help", "--print"], cwd: scratch.url)
        #expect(help.stderr.contains("`archlint lint help --write-baseline help/archlint-baseline.json`"), "\(help.stderr)")
    }

    @Test func onlyTheAppItselfIsTheAppLayer() throws {
        // `AppAccount` is a feature, `DependencyInjection` a library every module imports.
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "DependencyInjection"),
                .target(name: "Models", dependencies: ["DependencyInjection"]),
                .target(name: "AppAccount", dependencies: ["Models", "DependencyInjection"]),
                .target(name: "ShopApp", dependencies: ["AppAccount", "Models"]),
            ])
            """, to: "Package.swift")
        try scratch.write("public final class Resolver { public init() {} }\n", to: "Sources/DependencyInjection/Resolver.swift")
        try scratch.write("import DependencyInjection\npublic struct Account { public let resolver = Resolver() }\n", to: "Sources/Models/Account.swift")
        try scratch.write("import Models\npublic struct AccountView {}\n", to: "Sources/AppAccount/AccountView.swift")
        try scratch.write("import AppAccount\n@main struct ShopApp {}\n", to: "Sources/ShopApp/ShopApp.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "App", "modules": ["ShopApp"] }"#), "\(printed.stdout)")
        #expect(!printed.stdout.contains(#""AppAccount"] }"#) || !printed.stdout.contains(#""name": "App", "modules": ["AppAccount""#), "\(printed.stdout)")
        #expect(!printed.stdout.contains("DependencyInjection/**"), "\(printed.stdout)")
    }

    @Test func foldersImportedAsModulesBecomeModulesAndAmbiguousFolderNamesAreAnchored() throws {
        // Xcode frameworks as folders (`import Domain`, `import CoreDataPlatform`), a platform
        // folder with `UseCases/` like Domain's, and the app's wiring in `Application/`.
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("public protocol PostsUseCase { func posts() -> [String] }\n", to: "Domain/UseCases/PostsUseCase.swift")
        try scratch.write("import Domain\nfinal class CoreDataPostsUseCase: PostsUseCase { func posts() -> [String] { [] } }\n", to: "CoreDataPlatform/UseCases/CoreDataPostsUseCase.swift")
        try scratch.write("import Domain\nfinal class NetworkPostsUseCase: PostsUseCase { func posts() -> [String] { [] } }\n", to: "NetworkPlatform/UseCases/NetworkPostsUseCase.swift")
        try scratch.write("import SwiftUI\nimport Domain\nstruct PostsView: View { let useCase: PostsUseCase; var body: some View { Text(\"\") } }\n", to: "App/Scenes/SwiftUI/PostsView.swift")
        try scratch.write("import Domain\nimport CoreDataPlatform\n@main\nfinal class Application { let useCase: PostsUseCase = CoreDataPostsUseCase() }\n", to: "App/Application/Application.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let out = printed.stdout
        #expect(out.contains(#"{ "name": "CoreDataPlatform", "paths": ["CoreDataPlatform/**"] }"#), "\(out)")
        #expect(out.contains(#"{ "name": "Domain", "paths": ["Domain/**"] }"#), "\(out)")
        // `SwiftUI/` is a folder of views, not the module its files import.
        #expect(!out.contains(#""name": "SwiftUI""#), "\(out)")
        #expect(out.contains(#"{ "name": "Data", "modules": ["CoreDataPlatform"], "paths": ["**/NetworkPlatform/**"] }"#), "\(out)")
        #expect(out.contains(#""compositionRoots": ["**/Application/**"]"#), "\(out)")
        // The starter lints its own project without a false layer finding.
        try scratch.write(out, to: "rules.json")
        let lint = try CLI.run([scratch.path, "--format", "json"])
        #expect(lint.status == 0, "\(lint.stdout)")
    }

    @Test func aTestFolderMirroringAModuleFolderDoesNotHideIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("public protocol WeatherRepository { func load() async throws -> Int }\n", to: "Weather/Domain/WeatherRepository.swift")
        try scratch.write("import Domain\nfinal class RemoteWeatherRepository: WeatherRepository { func load() async throws -> Int { 1 } }\n",
                          to: "Weather/Data/RemoteWeatherRepository.swift")
        try scratch.write("import Domain\nimport XCTest\nfinal class WeatherRepositoryTests: XCTestCase {}\n", to: "WeatherTests/Domain/WeatherRepositoryTests.swift")
        let printed = try CLI.run(["init", scratch.path, "--print"])
        #expect(printed.stdout.contains(#"{ "name": "Domain", "paths": ["Weather/Domain/**"] }"#), "\(printed.stdout)")
    }
}

struct BuildManifestTests {
    @Test func tuistManifestsAreNotLintedAsAppCode() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.app(name: \"Home\")\n", to: "Projects/Home/Project.swift")
        try scratch.write("import ProjectDescription\nextension Project { public static func app(name: String) -> Project { Project(name: name) } }\n", to: "Tuist/ProjectDescriptionHelpers/Project+Templates.swift")
        try scratch.write("import UIKit\nfinal class HomeViewController: UIViewController {}\n", to: "Projects/Home/Sources/HomeViewController.swift")
        // A model that happens to be called Project is app code.
        try scratch.write("struct Project { let name: String }\n", to: "Projects/Home/Sources/Project.swift")
        try scratch.write(#"{ "version": 1, "requireLayer": true, "layers": [ { "name": "UI", "paths": ["Projects/*/Sources/**"] } ] }"#, to: "rules.json")
        let r = try CLI.run([scratch.path, "--format", "json"])
        #expect(r.status == 0, "\(r.stdout)")
        let summary = (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any]
        #expect(summary?["files"] as? Int == 2, "\(r.stdout)")
    }
}

struct BaselineTests {
    func findingsCount(_ json: String) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["violations"] as? [Any])?.count ?? -1
    }

    /// `archlint Presentation` counts what was hidden in Presentation, not in the whole project.
    @Test func aRunOnPartOfAProjectCountsItsOwnSuppressedAndBaselinedFindings() throws {
        let scratch = try Scratch(copying: "Suppressions")
        defer { scratch.remove() }
        func summary(_ args: [String]) throws -> [String: Any] {
            let r = try CLI.run(args, cwd: scratch.url)
            return try #require((try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        }
        // The layer cycle is reported at a line a comment silences every rule on.
        #expect(try summary([".", "--format", "json"])["suppressed"] as? Int == 6)
        #expect(try summary(["Presentation", "--format", "json"])["suppressed"] as? Int == 1)
        #expect(try summary(["Data", "--format", "json"])["suppressed"] as? Int == 0)
        let record = try CLI.run([".", "--write-baseline", "baseline.json"], cwd: scratch.url)
        #expect(record.status == 0)
        let all = try summary([".", "--baseline", "baseline.json", "--format", "json"])["baselined"] as? Int ?? -1
        let data = try summary(["Data", "--baseline", "baseline.json", "--format", "json"])["baselined"] as? Int ?? -1
        #expect(all == 14 && data == 1, "\(all) \(data)")
    }

    @Test func baselineHidesKnownFindingsSurvivesMovedCodeAndReportsStaleEntries() throws {
        let scratch = try Scratch(copying: "LayeredApp")
        defer { scratch.remove() }
        let baseline = scratch.url.appendingPathComponent("archlint-baseline.json").path
        let before = try CLI.run([scratch.path, "--format", "json"])
        #expect(before.status == 1)
        let total = try findingsCount(before.stdout)
        #expect(total > 0)

        let record = try CLI.run([scratch.path, "--write-baseline", baseline])
        #expect(record.status == 0)
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(recorded.contains("\"rule\""))

        let hidden = try CLI.run([scratch.path, "--baseline", baseline, "--format", "json"])
        #expect(hidden.status == 0, "\(hidden.stdout)")
        #expect(try findingsCount(hidden.stdout) == 0)

        // Moving code (lines shift) must not break the baseline: fingerprints ignore line numbers.
        let files = try FileManager.default.subpathsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".swift") }.sorted()
        for f in files {
            let text = try scratch.read(f)
            try scratch.write("// moved down\n\n\n" + text, to: f)
        }
        let moved = try CLI.run([scratch.path, "--baseline", baseline, "--format", "json"])
        #expect(moved.status == 0, "\(moved.stdout)")
        #expect(try findingsCount(moved.stdout) == 0)

        // A new violation is reported in full.
        try scratch.write("import UIKit\n\nstruct NewThing {}\n", to: "Domain/NewThing.swift")
        let new = try CLI.run([scratch.path, "--baseline", baseline, "--format", "json"])
        #expect(new.status == 1)
        #expect(new.stdout.contains("Domain/NewThing.swift"))

        // Fixing a recorded finding leaves a stale entry: a warning, which --strict turns into a failure.
        try FileManager.default.removeItem(atPath: scratch.path + "/Domain/NewThing.swift")
        for f in files { try FileManager.default.removeItem(atPath: scratch.path + "/" + f) }
        try scratch.write("struct Empty {}\n", to: "Domain/Empty.swift")
        let stale = try CLI.run([scratch.path, "--baseline", baseline, "--no-color"])
        #expect(stale.status == 0, "\(stale.stdout)")
        #expect(stale.stdout.contains("stale-baseline-entry"))
        // Each stale entry is reported at its own line of the baseline file.
        let baselineLines = try String(contentsOfFile: baseline, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for line in stale.stdout.split(separator: "\n") where line.hasSuffix("[stale-baseline-entry]") {
            let parts = line.split(separator: ":")
            let number = parts.count > 2 ? Int(parts[1]) ?? 0 : 0
            #expect(number > 1 && number <= baselineLines.count && baselineLines[number - 1].contains("fingerprint"), "\(line)")
        }
        #expect(try CLI.run([scratch.path, "--baseline", baseline, "--strict"]).status == 1)
    }

    @Test func baselineAndWriteBaselineTogetherPruneWithoutAbsorbingNewFindings() throws {
        let scratch = try Scratch(copying: "LayeredApp")
        defer { scratch.remove() }
        let baseline = "archlint-baseline.json"
        #expect(try CLI.run([".", "--write-baseline", baseline], cwd: scratch.url).status == 0)
        func entries() throws -> [[String: Any]] {
            let object = try JSONSerialization.jsonObject(with: Data(try scratch.read(baseline).utf8)) as? [String: Any]
            return try #require(object?["findings"] as? [[String: Any]])
        }
        let recorded = try entries()
        let domainEntries = recorded.filter { ($0["file"] as? String)?.hasPrefix("Domain/") == true }
        #expect(!domainEntries.isEmpty && domainEntries.count < recorded.count, "\(recorded)")

        // One recorded violation fixed (every Domain file emptied), one new one added.
        let files = try FileManager.default.subpathsOfDirectory(atPath: scratch.path + "/Domain").filter { $0.hasSuffix(".swift") }
        for (i, f) in files.enumerated() { try scratch.write("struct Fixed\(i) {}\n", to: "Domain/" + f) }
        try scratch.write("import UIKit\n\nstruct NewThing {}\n", to: "Domain/NewThing.swift")

        let pruned = try CLI.run([".", "--baseline", baseline, "--write-baseline", baseline, "--format", "json"], cwd: scratch.url)
        // The run is a --baseline run: the new finding fails it; the fixed ones are pruned, not stale.
        #expect(pruned.status == 1, "\(pruned.stdout)")
        #expect(pruned.stdout.contains("Domain/NewThing.swift") && !pruned.stdout.contains("stale-baseline-entry"), "\(pruned.stdout)")
        #expect(pruned.stderr.contains("kept \(recorded.count - domainEntries.count) of \(recorded.count) baseline entries"), "\(pruned.stderr)")
        let kept = try entries()
        #expect(kept.count == recorded.count - domainEntries.count, "\(kept)")
        #expect(!kept.contains { ($0["file"] as? String)?.hasPrefix("Domain/") == true }, "\(kept)")
        // The pruned baseline still hides every old finding and nothing else.
        let after = try CLI.run([".", "--baseline", baseline, "--format", "json", "--strict"], cwd: scratch.url)
        #expect(after.status == 1 && after.stdout.contains("Domain/NewThing.swift") && !after.stdout.contains("stale-baseline-entry"), "\(after.stdout)")
        try FileManager.default.removeItem(atPath: scratch.path + "/Domain/NewThing.swift")
        #expect(try CLI.run([".", "--baseline", baseline, "--strict"], cwd: scratch.url).status == 0)
    }

    /// Pruning from a run on one folder keeps the entries of the files it does not read,
    /// drops those of deleted files, and refuses a baseline recorded from another root.
    @Test func pruningKeepsWhatTheRunDoesNotSeeAndDropsDeletedFiles() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for feature in ["Feeds", "Profile", "Search"] {
            let requirements = (1...12).map { "    func load\($0)()" }.joined(separator: "\n")
            try scratch.write("protocol \(feature)Service {\n\(requirements)\n}\n", to: "\(feature)/\(feature)Service.swift")
        }
        #expect(try CLI.run([".", "--write-baseline", "baseline.json"], cwd: scratch.url).status == 0)
        let recorded = try scratch.read("baseline.json")
        // No rules.json: the root is the folder given, and the baseline names files of another root.
        let elsewhere = try CLI.run(["Feeds", "--baseline", "baseline.json", "--write-baseline", "baseline.json"], cwd: scratch.url)
        #expect(elsewhere.status == 2 && elsewhere.stderr.contains("recorded from another root"), "\(elsewhere.stderr)")
        #expect(try scratch.read("baseline.json") == recorded)
        // With the project's rules.json the root is the project's (its other folders are read,
        // and their findings still match); Search is deleted.
        try scratch.write("{ \"version\": 1 }\n", to: "rules.json")
        try FileManager.default.removeItem(atPath: scratch.path + "/Search")
        let pruned = try CLI.run(["Feeds", "--baseline", "baseline.json", "--write-baseline", "baseline.json"], cwd: scratch.url)
        #expect(pruned.status == 0 && pruned.stderr.contains("kept 2 of 3 baseline entries in baseline.json (1 match no finding any more)"), "\(pruned.stderr)")
        let kept = try scratch.read("baseline.json")
        #expect(kept.contains("Feeds/FeedsService.swift") && kept.contains("Profile/ProfileService.swift") && !kept.contains("Search/"), "\(kept)")
        // A folder the configuration excludes is not read: its entries stay as they are.
        try scratch.write("{ \"version\": 1, \"exclude\": [\"Profile/**\"] }\n", to: "rules.json")
        let excluded = try CLI.run([".", "--baseline", "baseline.json", "--write-baseline", "baseline.json"], cwd: scratch.url)
        #expect(excluded.stderr.contains("kept 2 of 2 baseline entries") && excluded.stderr.contains("1 name files this run does not see"), "\(excluded.stderr)")
        #expect(try scratch.read("baseline.json") == kept)
        // Nothing left that proves the root: every entry's file is gone. Refused, with the way out.
        try FileManager.default.removeItem(atPath: scratch.path + "/Feeds")
        try FileManager.default.removeItem(atPath: scratch.path + "/Profile")
        try scratch.write("struct Placeholder {}\n", to: "Other/Placeholder.swift")
        let gone = try CLI.run([".", "--baseline", "baseline.json", "--write-baseline", "baseline.json"], cwd: scratch.url)
        #expect(gone.status == 2 && gone.stderr.contains("every file it names is gone or fixed (then record it anew with --write-baseline alone)"), "\(gone.stderr)")
        #expect(try scratch.read("baseline.json") == kept)
    }

    @Test func aStaleEntryNamesThePruningCommand() throws {
        let scratch = try Scratch(copying: "LayeredApp")
        defer { scratch.remove() }
        #expect(try CLI.run(["--write-baseline", "my baseline.json"], cwd: scratch.url).status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: scratch.path + "/Domain").filter { $0.hasSuffix(".swift") }
        for (i, f) in files.enumerated() { try scratch.write("struct Fixed\(i) {}\n", to: "Domain/" + f) }
        let stale = try CLI.run(["--baseline", "my baseline.json", "--format", "json"], cwd: scratch.url)
        #expect(stale.stdout.contains("prune the baseline: --baseline 'my baseline.json' --write-baseline 'my baseline.json'"), "\(stale.stdout)")
    }

    @Test func aBaselinedCycleStaysBaselinedWhenItsFirstEdgeMovesToAnotherFile() throws {
        let scratch = try Scratch(copying: "InterfaceCycle")
        defer { scratch.remove() }
        let baseline = scratch.url.appendingPathComponent("archlint-baseline.json").path
        #expect(try CLI.run([scratch.path, "--write-baseline", baseline]).status == 0)
        // A file sorted before the one the cycle was reported at repeats the import: the same
        // cycle is now reported there.
        try scratch.write("import ProfileInterface\n\nenum AuthRoutes {}\n", to: "Sources/AuthInterface/AAARoutes.swift")
        let after = try CLI.run([scratch.path, "--baseline", baseline, "--format", "json"])
        #expect(!after.stdout.contains("\"cyclic-dependency\""), "\(after.stdout)")
        #expect(!after.stdout.contains("stale-baseline-entry"), "\(after.stdout)")
        // A baseline recorded when the fingerprint held the file matches by rule and cycle.
        var lines = try String(contentsOfFile: baseline, encoding: .utf8).components(separatedBy: "\n")
        let cycle = try #require(lines.firstIndex { $0.contains("\"cyclic-dependency\"") })
        let fingerprint = try #require(lines[cycle].range(of: #""fingerprint": "[0-9a-f]+""#, options: .regularExpression))
        lines[cycle].replaceSubrange(fingerprint, with: #""fingerprint": "0123456789abcdef""#)
        try lines.joined(separator: "\n").write(toFile: baseline, atomically: true, encoding: .utf8)
        let legacy = try CLI.run([scratch.path, "--baseline", baseline, "--format", "json"])
        #expect(!legacy.stdout.contains("\"cyclic-dependency\""), "\(legacy.stdout)")
    }

    @Test func defaultsAreDirectInstantiationsWhenBastardInjectionIsOff() throws {
        let scratch = try Scratch(copying: "BastardInjection")
        defer { scratch.remove() }
        func rules(_ config: String?) throws -> [String] {
            if let config { try scratch.write(config, to: "rules.json") }
            let r = try CLI.run([scratch.path, "--format", "json"])
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            return ((object?["violations"] as? [[String: Any]]) ?? []).map { "\($0["rule"] ?? "")" }
        }
        let on = try rules(nil)
        #expect(on.filter { $0 == "bastard-injection" }.count >= 5 && !on.contains("direct-instantiation"), "\(on)")
        // Switched off, nothing reports the defaults but direct-instantiation.
        let off = try rules(#"{"version": 1, "rules": {"bastard-injection": "off"}}"#)
        #expect(!off.contains("bastard-injection"), "\(off)")
        #expect(off.filter { $0 == "direct-instantiation" }.count >= 5, "\(off)")
    }

    @Test func aFindingInAPackageManifestCanBeSuppressedThere() throws {
        // Two local packages that depend on each other only through their manifests: the cycle
        // is reported in PkgA/Package.swift, and silenced by a comment there.
        let scratch = try Scratch()
        defer { scratch.remove() }
        func manifest(_ name: String, _ product: String, _ other: String, _ otherProduct: String, suppressed: Bool) -> String {
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(product)", targets: ["\(product)"])],
                dependencies: [.package(path: "../\(other)")],
                targets: [
                    \(suppressed ? "// archlint:disable:next cyclic-dependency - splitting the packages in JIRA-7" : "// the session package")
                    .target(name: "\(product)", dependencies: [.product(name: "\(otherProduct)", package: "\(other)")]),
                ]
            )

            """
        }
        try scratch.write(manifest("PkgA", "Auth", "PkgB", "Session", suppressed: false), to: "PkgA/Package.swift")
        try scratch.write(manifest("PkgB", "Session", "PkgA", "Auth", suppressed: false), to: "PkgB/Package.swift")
        try scratch.write("public struct Token {}\n", to: "PkgA/Sources/Auth/Token.swift")
        try scratch.write("public struct SessionID {}\n", to: "PkgB/Sources/Session/SessionID.swift")
        let reported = try CLI.run([scratch.path, "--format", "json"])
        #expect(reported.status == 1 && reported.stdout.contains("\"cyclic-dependency\""), "\(reported.stdout)")
        // The edge is underlined in the manifest (the dependency's quoted name), not an empty range.
        let cycle = ((try JSONSerialization.jsonObject(with: Data(reported.stdout.utf8)) as? [String: Any])?["violations"] as? [[String: Any]])?
            .first { $0["rule"] as? String == "cyclic-dependency" }
        #expect((cycle?["endColumn"] as? Int ?? 0) > (cycle?["column"] as? Int ?? 0), "\(String(describing: cycle))")
        let file = reported.stdout.contains("PkgA/Package.swift") ? "PkgA" : "PkgB"
        let other = file == "PkgA" ? "PkgB" : "PkgA"
        try scratch.write(manifest(file, file == "PkgA" ? "Auth" : "Session", other, file == "PkgA" ? "Session" : "Auth", suppressed: true),
                          to: "\(file)/Package.swift")
        let silenced = try CLI.run([scratch.path, "--format", "json"])
        #expect(silenced.status == 0, "\(silenced.stdout)")
        #expect(!silenced.stdout.contains("\"cyclic-dependency\"") && !silenced.stdout.contains("unused-suppression"), "\(silenced.stdout)")
        // A comment in the other manifest, which has no finding: checked like one in a Swift file.
        let otherManifest = scratch.url.appendingPathComponent("\(other)/Package.swift")
        try (String(contentsOf: otherManifest, encoding: .utf8) + "// archlint:disable:next cyclic-dependancy - typo\n")
            .write(to: otherManifest, atomically: true, encoding: .utf8)
        let typo = try CLI.run([scratch.path, "--format", "json"])
        #expect(typo.stdout.contains("unknown rule \\\"cyclic-dependancy\\\"") && typo.stdout.contains("\(other)/Package.swift"), "\(typo.stdout)")
    }

    @Test func writingABaselineCanAlsoWriteTheReport() throws {
        let scratch = try Scratch(copying: "LayeredApp")
        defer { scratch.remove() }
        let baseline = scratch.url.appendingPathComponent("baseline.json").path
        let report = scratch.url.appendingPathComponent("report.json").path
        // Alone, --write-baseline records and says so; nothing on stdout.
        let plain = try CLI.run([scratch.path, "--write-baseline", baseline])
        #expect(plain.status == 0)
        #expect(plain.stdout.isEmpty, "\(plain.stdout)")
        // With --format / --output the report is written as well, and the exit stays 0.
        let both = try CLI.run([scratch.path, "--write-baseline", baseline, "--format", "json", "--output", report])
        #expect(both.status == 0)
        let written = try String(contentsOfFile: report, encoding: .utf8)
        let recorded = try JSONSerialization.jsonObject(with: Data(String(contentsOfFile: baseline, encoding: .utf8).utf8)) as? [String: Any]
        #expect(try findingsCount(written) == (recorded?["findings"] as? [Any])?.count)
        #expect(try findingsCount(written) > 0)
        let toStdout = try CLI.run([scratch.path, "--write-baseline", baseline, "--format", "json"])
        #expect(toStdout.status == 0)
        #expect(try findingsCount(toStdout.stdout) > 0)
    }

    /// `--output` naming the baseline, the baseline being written or the configuration: a usage
    /// error (exit 2), and the file keeps its bytes.
    @Test func theReportNeverOverwritesTheBaselineOrTheConfiguration() throws {
        let scratch = try Scratch(copying: "LayeredApp")
        defer { scratch.remove() }
        let baseline = scratch.url.appendingPathComponent("baseline.json").path
        #expect(try CLI.run([scratch.path, "--write-baseline", baseline]).status == 0)
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        let rules = scratch.url.appendingPathComponent("rules.json").path
        let configuration = try String(contentsOfFile: rules, encoding: .utf8)
        let spelledOtherwise = scratch.url.appendingPathComponent("Domain/../baseline.json").path
        let link = scratch.url.appendingPathComponent("latest.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: baseline)
        for arguments in [
            ["--baseline", baseline, "--format", "json", "--output", spelledOtherwise],
            ["--baseline", link, "--output", baseline],
            ["--write-baseline", baseline, "--output", baseline],
            ["--config", rules, "--output", rules],
            ["--output", rules], // the rules.json found at the root
        ] {
            let run = try CLI.run([scratch.path] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("the report would overwrite it"), "\(run.stderr)")
        }
        // Recording a baseline over the configuration, given or found, loses the architecture.
        for arguments in [["--config", rules, "--write-baseline", rules], ["--write-baseline", rules]] {
            let run = try CLI.run([scratch.path] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("the baseline would overwrite it"), "\(run.stderr)")
        }
        // Nor does a report or a baseline replace a source file.
        let source = scratch.url.appendingPathComponent("Domain/Profile.swift").path
        let code = try String(contentsOfFile: source, encoding: .utf8)
        for option in ["--output", "--write-baseline"] {
            let run = try CLI.run([scratch.path, option, source])
            #expect(run.status == 2, "\(option): \(run.stderr)")
            #expect(run.stderr.contains("is a Swift source file"), "\(run.stderr)")
        }
        // Nor through a link named otherwise.
        let reportLink = scratch.url.appendingPathComponent("report.txt").path
        try FileManager.default.createSymbolicLink(atPath: reportLink, withDestinationPath: source)
        let linked = try CLI.run([scratch.path, "--output", reportLink])
        #expect(linked.status == 2 && linked.stderr.contains("is a Swift source file"), "\(linked.stderr)")
        #expect(try String(contentsOfFile: source, encoding: .utf8) == code)
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == recorded)
        #expect(try String(contentsOfFile: rules, encoding: .utf8) == configuration)
    }

    @Test func aStaleEntryOfABaselineOutsideTheRootPointsAtThatFile() throws {
        // The project in `<scratch>/app`, the baseline in `<scratch>/ci`, as CI set-ups keep them.
        let scratch = try Scratch()
        defer { scratch.remove() }
        let app = scratch.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: CLI.repoRoot.appendingPathComponent("Fixtures/LayeredApp"), to: app)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("ci"), withIntermediateDirectories: true)
        let baseline = scratch.url.appendingPathComponent("ci/baseline.json").path
        #expect(try CLI.run([app.path, "--write-baseline", baseline]).status == 0)
        try FileManager.default.removeItem(at: app.appendingPathComponent("Presentation/ProfileView.swift"))
        let stale = try CLI.run([app.path, "--baseline", baseline, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(stale.stdout.utf8)) as? [String: Any]
        let entries = (object?["violations"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "stale-baseline-entry" }
        #expect(!entries.isEmpty, "\(stale.stdout)")
        for e in entries { #expect(e["file"] as? String == "../ci/baseline.json") }
        let text = try CLI.run([app.path, "--baseline", baseline, "--no-color"]).stdout
        let shown = text.split(separator: "\n").filter { $0.hasSuffix("[stale-baseline-entry]") }.map { String($0.prefix { $0 != ":" }) }
        #expect(!shown.isEmpty)
        for path in shown {
            // Named as the file is, without `app/../`.
            #expect(!path.contains("/../"), "\(path)")
            #expect(URL(fileURLWithPath: path).standardizedFileURL.path == URL(fileURLWithPath: baseline).standardizedFileURL.path, "\(path)")
        }
    }

    @Test func aBrokenBaselineIsNamedWithAPosition() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("{\n  \"version\": 1,\n  \"findings\": [ { \"rule\": \"x\" ]\n}\n", to: "broken.json")
        let broken = try CLI.run(["Fixtures/CleanApp", "--baseline", scratch.path + "/broken.json"])
        #expect(broken.status == 2)
        // Positioned as rules.json's errors are (`file:line:col: error: $path: message`), which
        // editors and problem matchers follow.
        #expect(broken.stderr.hasPrefix(scratch.path + "/broken.json:3:31: error: $.findings[0]: not valid JSON: "), "\(broken.stderr)")
        try scratch.write(#"{"version": 1, "layers": []}"#, to: "other.json")
        let other = try CLI.run(["Fixtures/CleanApp", "--baseline", scratch.path + "/other.json"])
        #expect(other.status == 2)
        #expect(other.stderr.hasPrefix(scratch.path + "/other.json:1:1: error: $: no \"findings\" list"), "\(other.stderr)")
        try scratch.write("{\"version\": 1, \"findings\": [{\"rule\": \"x\"}]}\n", to: "entry.json")
        let entry = try CLI.run(["Fixtures/CleanApp", "--baseline", scratch.path + "/entry.json"])
        #expect(entry.status == 2)
        #expect(entry.stderr.hasPrefix(scratch.path + "/entry.json:1:29: error: $.findings[0]: the entry has no \"fingerprint\""), "\(entry.stderr)")
        // Each shape error points at the value at fault.
        for (text, expected) in [
            ("{\"version\": 1, \"findings\": [{\"fingerprint\": 7}]}", "1:45: error: $.findings[0].fingerprint: \"fingerprint\" is an integer, not a string"),
            ("{\"version\": 1, \"findings\": [3]}", "1:29: error: $.findings[0]: an entry is an object, not an integer"),
            ("{\"version\": 1, \"findings\": {}}", "1:28: error: $.findings: \"findings\" is an object, not an array"),
            ("{\"findings\": []}", "1:1: error: $: no \"version\""),
            ("{\"version\": \"1\", \"findings\": []}", "1:13: error: $.version: unsupported baseline version a string"),
            ("{\"version\": 2, \"findings\": []}", "1:13: error: $.version: unsupported baseline version 2"),
            ("[]", "1:1: error: $: a baseline is an object"),
        ] {
            try scratch.write(text, to: "shape.json")
            let run = try CLI.run(["Fixtures/CleanApp", "--baseline", scratch.path + "/shape.json"])
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix(scratch.path + "/shape.json:" + expected), "\(text): \(run.stderr)")
        }
    }

    @Test func missingBaselineFileIsExit2() throws {
        let r = try CLI.run(["Fixtures/CleanApp", "--baseline", "/no/such/baseline.json"])
        #expect(r.status == 2)
    }
}

struct FormatTests {
    @Test func everyFormatRendersTheSameFindings() throws {
        for format in ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate"] {
            let r = try CLI.run(["Fixtures/LayeredApp", "--format", format, "--no-color"])
            #expect(r.status == 1, "\(format): \(r.stderr)")
            #expect(!r.stdout.isEmpty, "\(format)")
            if ["json", "sarif", "codeclimate"].contains(format) {
                #expect((try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) != nil, "\(format) must be JSON")
            }
        }
    }

    @Test func githubAnnotationsAreWorkflowCommands() throws {
        let r = try CLI.run(["Fixtures/LayeredApp", "--format", "github"])
        let lines = r.stdout.split(separator: "\n")
        // Paths as the runner resolves them: from the checkout (here the working directory).
        #expect(lines.contains { $0.hasPrefix("::error file=Fixtures/LayeredApp/Domain/") })
        let inside = try CLI.run(["--format", "github"], cwd: CLI.repoRoot.appendingPathComponent("Fixtures/LayeredApp"))
        #expect(inside.stdout.split(separator: "\n").contains { $0.hasPrefix("::error file=Domain/") })
    }

    @Test func outputFileIsWrittenInsteadOfStdout() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.url.appendingPathComponent("report.sarif").path
        let r = try CLI.run(["Fixtures/LayeredApp", "--format", "sarif", "--output", out])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
    }
}

struct GraphCommandTests {
    @Test func graphFormats() throws {
        let dot = try CLI.run(["graph", "Fixtures/ModularApp", "--format", "dot"])
        #expect(dot.status == 0, "\(dot.stderr)")
        #expect(dot.stdout.hasPrefix("digraph"))
        let mermaid = try CLI.run(["graph", "Fixtures/ModularApp", "--format", "mermaid", "--level", "layer"])
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.hasPrefix("flowchart"))
        let json = try CLI.run(["graph", "Fixtures/ModularApp", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["nodes"] as? [Any])?.isEmpty == false)
        let bad = try CLI.run(["graph", "Fixtures/ModularApp", "--format", "svg"])
        #expect(bad.status == 2)
    }

    /// One target layered by folders is one node at the default level: the layer level is named.
    @Test func aOneModuleAppIsPointedToTheLayerLevel() throws {
        let one = try CLI.run(["graph", "Fixtures/LayeredApp", "--format", "mermaid"])
        #expect(one.status == 0 && one.stderr.contains("one module, 3 layers: `--level layer` draws"), "\(one.stderr)")
        let layers = try CLI.run(["graph", "Fixtures/LayeredApp", "--format", "mermaid", "--level", "layer"])
        #expect(!layers.stderr.contains("--level layer"), "\(layers.stderr)")
        let modules = try CLI.run(["graph", "Fixtures/ModularApp", "--format", "mermaid"])
        #expect(!modules.stderr.contains("--level layer"), "\(modules.stderr)")
    }

    @Test func theLayerPictureMarksOnlyWhatBreaksTheLayering() throws {
        // SyncUI imports Networking without declaring it: a module finding, on a layer edge
        // (Presentation -> Data) that the configuration here allows.
        let scratch = try Scratch(copying: "UndeclaredImport")
        defer { scratch.remove() }
        try scratch.write("""
            { "version": 1,
              "layers": [ { "name": "Presentation", "modules": ["SyncUI"] }, { "name": "Data", "modules": ["Networking", "Persistence", "SyncEngine"] } ],
              "allow": { "Presentation": ["Data"], "Data": [] } }
            """, to: "rules.json")
        let modules = try CLI.run(["graph", scratch.path, "--format", "json"])
        #expect(modules.stdout.contains("undeclared-import"), "\(modules.stdout)")
        let layers = try CLI.run(["graph", scratch.path, "--format", "json", "--level", "layer"])
        #expect(layers.status == 0, "\(layers.stderr)")
        #expect(!layers.stdout.contains("undeclared-import"), "\(layers.stdout)")
    }

    /// An edge marked red points at a site that breaks the rule: the app target imports the Data
    /// framework twice, from its composition (allowed) and from a screen (not).
    @Test func aMarkedEdgesExampleIsTheViolatingSite() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import ShopData\nimport UIKit\n", to: "Shop/App/AppDelegate.swift")
        try scratch.write("import ShopData\n\nfinal class CartViewModel {}\n", to: "Shop/Features/Cart/CartViewModel.swift")
        try scratch.write("public struct CartDTO {}\n", to: "Frameworks/ShopData/CartDTO.swift")
        try scratch.write("""
            { "version": 1,
              "modules": [ { "name": "ShopData", "paths": ["Frameworks/ShopData/**"] }, { "name": "Shop", "paths": ["Shop/**"] } ],
              "layers": [ { "name": "App", "paths": ["Shop/App/**"] }, { "name": "Presentation", "paths": ["Shop/Features/**"] },
                          { "name": "Data", "modules": ["ShopData"] } ],
              "allow": { "App": ["Presentation", "Data"], "Presentation": [], "Data": [] } }
            """, to: "rules.json")
        let r = try CLI.run(["graph", scratch.path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let edge = (object?["edges"] as? [[String: Any]])?.first { $0["from"] as? String == "Shop" && $0["to"] as? String == "ShopData" }
        #expect(edge?["violations"] as? [String] == ["layer-dependency"], "\(r.stdout)")
        #expect(edge?["example"] as? String == "Shop/Features/Cart/CartViewModel.swift:1", "\(r.stdout)")
    }

    @Test func dotOutputRendersWithGraphviz() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") else { return }
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dotFile = scratch.url.appendingPathComponent("g.dot").path
        for fixture in ["ModularApp", "InterfaceCycle", "LayeredApp"] {
            let r = try CLI.run(["graph", "Fixtures/\(fixture)", "--external", "--output", dotFile])
            #expect(r.status == 0)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
            process.arguments = ["-Tsvg", dotFile, "-o", scratch.url.appendingPathComponent("g.svg").path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "dot rejected the graph of \(fixture)")
        }
    }
}

struct RobustnessTests {
    @Test func hostileFilesAreReportedAndSkippedNeverFatal() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("", to: "Sources/App/Empty.swift")
        try scratch.write("#!/usr/bin/env swift\n", to: "Sources/App/Shebang.swift")
        try scratch.write("let s = \"unterminated\nlet r = #/abc\n/* open comment", to: "Sources/App/Unterminated.swift")
        try scratch.write("struct A { init(x: P = X()) {} }\r\nprotocol P {}\rclass X: P {}\r\n", to: "Sources/App/Line endings, ünïcode & spaces.swift")
        var binary = [UInt8](repeating: 0, count: 4096)
        for i in binary.indices { binary[i] = UInt8((i * 37) & 0xFF) }
        _ = FileManager.default.createFile(atPath: scratch.path + "/Sources/App/Binary.swift", contents: Data(binary))
        try FileManager.default.createDirectory(atPath: scratch.path + "/Sources/Loop", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Sources/Loop/again", withDestinationPath: scratch.path + "/Sources")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Sources/App/Broken.swift", withDestinationPath: scratch.path + "/nowhere.swift")
        for format in ["json", "sarif", "github", "text"] {
            let r = try CLI.run([scratch.path, "--format", format])
            #expect(r.status == 0 || r.status == 1, "\(format): \(r.stderr)")
            if format == "json" {
                #expect((try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) != nil)
                #expect(r.stderr.contains("Broken.swift"))
                #expect(r.stderr.contains("Binary.swift"))
            }
        }
    }

    @Test func deeplyNestedInputFinishes() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(String(repeating: "{", count: 100_000) + String(repeating: "(", count: 100_000), to: "Deep.swift")
        var interpolations = ""
        for _ in 0..<10_000 { interpolations += "\"\\(" }
        try scratch.write("let s = " + interpolations, to: "Strings.swift")
        try scratch.write(String(repeating: "let x = 1; ", count: 400_000), to: "OneLine.swift")
        let r = try CLI.run([scratch.path, "--format", "json"])
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
    }
}

struct DeterminismTests {
    @Test(arguments: Fixtures.names)
    func sameBytesWhateverTheWorkerCount(fixture: String) throws {
        for format in ["json", "sarif", "text"] {
            let one = try CLI.run(["Fixtures/\(fixture)", "--format", format, "--jobs", "1", "--no-color", "--quiet"])
            let many = try CLI.run(["Fixtures/\(fixture)", "--format", format, "--jobs", "7", "--no-color", "--quiet"])
            let again = try CLI.run(["Fixtures/\(fixture)", "--format", format, "--jobs", "7", "--no-color", "--quiet"])
            #expect(one.stdout == many.stdout, "\(fixture) \(format): --jobs 1 and --jobs 7 differ")
            #expect(many.stdout == again.stdout, "\(fixture) \(format): two runs differ")
            #expect(one.status == many.status)
        }
        let graphOne = try CLI.run(["graph", "Fixtures/\(fixture)", "--format", "dot", "--external", "--jobs", "1"])
        let graphMany = try CLI.run(["graph", "Fixtures/\(fixture)", "--format", "dot", "--external", "--jobs", "7"])
        #expect(graphOne.stdout == graphMany.stdout)
    }

    /// Targets each depending on the next two, round a ring: one component with more cycles
    /// than the picture lists. The cycles listed and the edges marked were whichever the hashing
    /// of the run found first; every edge of the component lies on a cycle.
    @Test func aDenseCycleIsPicturedTheSameOnEveryRun() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let n = 12
        var targets = ""
        for i in 0..<n { targets += ".target(name: \"M\(i)\", dependencies: [\"M\((i + 1) % n)\", \"M\((i + 2) % n)\"]),\n" }
        try scratch.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Ring\", targets: [\n\(targets)])\n", to: "Package.swift")
        for i in 0..<n { try scratch.write("import M\((i + 1) % n)\nimport M\((i + 2) % n)\npublic struct T\(i) {}\n", to: "Sources/M\(i)/T.swift") }
        var outputs = Set<String>()
        for _ in 0..<6 { outputs.insert(try CLI.run(["graph", scratch.path, "--format", "json"]).stdout) }
        #expect(outputs.count == 1)
        let json = try JSONSerialization.jsonObject(with: Data(outputs.first!.utf8)) as? [String: Any]
        let edges = json?["edges"] as? [[String: Any]] ?? []
        #expect(edges.count == 2 * n && edges.allSatisfy { $0["inCycle"] as? Bool == true }, "\(edges.filter { $0["inCycle"] as? Bool != true })")
    }
}

struct ProjectRootTests {
    @Test func lintingASubfolderOrAFileUsesTheProjectConfigurationAndTypes() throws {
        let scratch = try Scratch(copying: "LayeredApp")
        defer { scratch.remove() }
        // Domain imports UIKit (forbidden) and uses ProfileDTO, declared in Data: both need the
        // project's rules.json and its Data folder, which a run on Domain alone does not contain.
        for target in ["Domain", "Domain/ProfileFormatter.swift"] {
            let r = try CLI.run([target, "--format", "json"], cwd: scratch.url)
            #expect(r.status == 1, "\(target): \(r.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            let rules = ((object?["violations"] as? [[String: Any]]) ?? []).map { $0["rule"] as? String ?? "" }
            // The layer cycle Domain -> Data -> Domain is reported where Domain first uses Data.
            #expect(Set(rules) == (target == "Domain" ? ["forbidden-import", "layer-dependency", "cyclic-dependency"] : ["forbidden-import", "layer-dependency"]),
                    "\(target): \(rules)")
            let files = ((object?["violations"] as? [[String: Any]]) ?? []).map { $0["file"] as? String ?? "" }
            #expect(files.allSatisfy { $0.hasPrefix("Domain/") }, "only findings in what was asked for: \(files)")
        }
        let data = try CLI.run(["Data"], cwd: scratch.url)
        #expect(data.status == 0, "\(data.stdout)")
        let overlapping = try CLI.run(["Domain", ".", "--format", "json"], cwd: scratch.url)
        let summary = (try JSONSerialization.jsonObject(with: Data(overlapping.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any]
        let files = try FileManager.default.subpathsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".swift") }.count
        #expect(summary?["files"] as? Int == files, "overlapping paths must not count files twice")
    }

    @Test func severalPathsUseTheFirstPathsConfiguration() throws {
        // `archlint App Samples`: App has its rules.json, Samples none; the common folder neither.
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.copyItem(at: CLI.repoRoot.appendingPathComponent("Fixtures/LayeredApp"),
                                         to: scratch.url.appendingPathComponent("App"))
        try FileManager.default.copyItem(at: CLI.repoRoot.appendingPathComponent("Fixtures/FatProtocol"),
                                         to: scratch.url.appendingPathComponent("Samples"))
        func rules(_ args: [String]) throws -> [String] {
            let r = try CLI.run(args + ["--format", "json"], cwd: scratch.url)
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            return ((object?["violations"] as? [[String: Any]]) ?? []).map { "\($0["rule"] ?? ""):\($0["file"] ?? "")" }.sorted()
        }
        let alone = try rules(["App"]).map { "App/" + $0.split(separator: ":", maxSplits: 1)[1] }
        let together = try rules(["App", "Samples"])
        #expect(alone.count == 9, "\(alone)")
        // The App's findings, now named from the common folder, plus what the Samples have.
        for finding in try rules(["App"]) {
            let parts = finding.split(separator: ":", maxSplits: 1)
            #expect(together.contains("\(parts[0]):App/\(parts[1])"), "\(finding) missing from \(together)")
        }
        #expect(together.contains { $0.hasPrefix("fat-protocol:Samples/") }, "\(together)")
    }

    /// `archlint app tools`: the first path's `exclude` holds for its files, as it does when
    /// `app` is linted alone (its globs are rebased to the common folder, and so are the paths).
    @Test func severalPathsKeepTheFirstPathsExcludes() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(#"{ "version": 1, "exclude": ["**/Generated/**", "Sources/Gen/**"], "forbiddenImports": { "*": ["UIKit"] } }"#, to: "app/rules.json")
        try scratch.write("import UIKit\nstruct Generated {}\n", to: "app/Generated/G.swift")
        try scratch.write("import UIKit\nstruct Gen {}\n", to: "app/Sources/Gen/G2.swift")
        try scratch.write("import UIKit\nstruct Kept {}\n", to: "app/Sources/Kept.swift")
        try scratch.write("struct Tool {}\n", to: "tools/T.swift")
        let alone = try CLI.run(["app", "--format", "json"], cwd: scratch.url)
        let together = try CLI.run(["app", "tools", "--format", "json"], cwd: scratch.url)
        func files(_ out: String) throws -> [String] {
            let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
            return ((object?["violations"] as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String }
        }
        #expect(try files(alone.stdout) == ["Sources/Kept.swift"], "\(alone.stdout.prefix(600))")
        #expect(try files(together.stdout) == ["app/Sources/Kept.swift"], "\(together.stdout.prefix(600))")
        // A folder named on the command line inside an excluded one is linted, as when alone.
        let named = try CLI.run(["app/Generated", "tools", "--format", "json"], cwd: scratch.url)
        #expect(try files(named.stdout) == ["app/Generated/G.swift"], "\(named.stdout.prefix(600))")
    }

    @Test func severalFoldersOfOnePackageKeepItsManifest() throws {
        // `archlint Sources Tests` in a package without rules.json: the package is the context.
        let scratch = try Scratch(copying: "UndeclaredImport")
        defer { scratch.remove() }
        try? FileManager.default.removeItem(at: scratch.url.appendingPathComponent("rules.json"))
        let whole = try CLI.run([".", "--format", "json"], cwd: scratch.url)
        let parts = try CLI.run(["Sources", "Tests", "--format", "json"], cwd: scratch.url)
        func rules(_ out: String) throws -> [String] {
            let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
            return ((object?["violations"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String }
        }
        #expect(try rules(whole.stdout).contains("undeclared-import"), "\(whole.stdout.prefix(400))")
        #expect(try rules(parts.stdout).contains("undeclared-import"), "\(parts.stdout.prefix(400))")
    }

    @Test func aConfigurationInAFolderWithGlobCharactersIsRebasedLiterally() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.copyItem(at: CLI.repoRoot.appendingPathComponent("Fixtures/LayeredApp"),
                                         to: scratch.url.appendingPathComponent("App[1]"))
        try scratch.write("struct Other {}\n", to: "Other/Other.swift")
        let r = try CLI.run(["App[1]", "Other", "--format", "json"], cwd: scratch.url)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(!r.stderr.contains("matches no file"), "\(r.stderr)")
    }

    /// A run reads the first PATH's rules.json only: another PATH's own rules.json is said to
    /// be unread, with how to lint it; findings and exit code stay as they were.
    @Test func anotherPathsOwnConfigurationIsSaidToBeUnread() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for app in ["AppA", "AppB"] {
            try FileManager.default.copyItem(at: CLI.repoRoot.appendingPathComponent("Fixtures/LayeredApp"),
                                             to: scratch.url.appendingPathComponent(app))
        }
        try scratch.write("struct Other {}\n", to: "Other/Other.swift")
        let r = try CLI.run(["AppA", "AppB", "--quiet"], cwd: scratch.url)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr == "archlint: warning: AppB/rules.json: not read: one run reads one rules.json, the first PATH's (AppA/rules.json); to check AppB with it, run archlint once per PATH (`archlint AppB`) or choose the configuration with --config\n", "\(r.stderr)")
        let swapped = try CLI.run(["AppB/Domain", "AppA/Data/", "--quiet"], cwd: scratch.url)
        #expect(swapped.stderr.contains("warning: AppA/rules.json: not read: one run reads one rules.json, the first PATH's (AppB/rules.json); to check AppA/Data/ with it"), "\(swapped.stderr)")
        let none = try CLI.run(["Other", "AppB", "--quiet"], cwd: scratch.url)
        #expect(none.stderr.contains("warning: AppB/rules.json: not read: one run reads one rules.json, the first PATH's (none applies to Other)"), "\(none.stderr)")
        // The one read, a PATH inside the first, and a configuration chosen: nothing to say.
        #expect(try CLI.run(["AppA", "AppA/Domain", "--quiet"], cwd: scratch.url).stderr.isEmpty)
        #expect(try CLI.run(["AppA/Domain", "AppA/Data", "--quiet"], cwd: scratch.url).stderr.isEmpty)
        let chosen = try CLI.run(["--config", "AppA/rules.json", "AppA", "AppB", "--quiet"], cwd: scratch.url)
        #expect(!chosen.stderr.contains("not read"), "\(chosen.stderr)")
    }

    /// Without a .git, the search for rules.json used to walk past the project and fail (exit
    /// 2) on another tool's rules.json in a folder that happens to hold it. Above the project,
    /// only archlint's own (it has "version") is read; at the project, any rules.json is.
    @Test func anotherToolsRulesJSONAboveTheProjectIsNotRead() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("{\"rules\": [{\"id\": 1, \"action\": \"block\"}]}\n", to: "rules.json")
        try scratch.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"MyKit\", targets: [.target(name: \"Feature\")])\n",
                          to: "work/MyKit/Package.swift")
        try scratch.write("public struct Feature {}\n", to: "work/MyKit/Sources/Feature/Feature.swift")
        let kit = scratch.url.appendingPathComponent("work/MyKit")
        let r = try CLI.run([], cwd: kit)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("archlint: note: \(scratch.path)/rules.json is not read: it is not archlint's (no \"version\" key) and lies above the project (.), with no .git between"), "\(r.stderr)")
        #expect(try CLI.run(["--quiet"], cwd: kit).stderr.isEmpty)
        #expect(try CLI.run(["work/MyKit"], cwd: scratch.url).status == 0)
        // A monorepo's own configuration above a package, no .git: read, its mistakes reported.
        try scratch.write("{\"version\": 1, \"layerz\": []}\n", to: "rules.json")
        let monorepo = try CLI.run([], cwd: kit)
        #expect(monorepo.status == 2 && monorepo.stderr.contains("$.layerz"), "\(monorepo.stderr)")
        // One that does not parse may be archlint's with a typo: its error is reported, not
        // passed over as another tool's file.
        try scratch.write("{\"version\": 1, \"layers\": [],}\n", to: "rules.json")
        let typo = try CLI.run([], cwd: kit)
        #expect(typo.status == 2 && typo.stderr.contains("trailing comma"), "\(typo.stderr)")
        // At the project itself, a rules.json is the project's: another tool's is an error to see.
        try scratch.write("{\"rules\": []}\n", to: "work/MyKit/rules.json")
        #expect(try CLI.run([], cwd: kit).status == 2)
    }

    @Test func pathsFromUnrelatedTreesScanOnlyThemselves() throws {
        // Two scratch folders share only the temporary folder (or `/`): scanning that would read
        // whatever else lives there.
        let a = try Scratch(copying: "CleanApp")
        let b = try Scratch(copying: "FatProtocol")
        let outside = a.url.deletingLastPathComponent().appendingPathComponent("archlint-outside-\(UUID().uuidString).swift")
        defer { a.remove(); b.remove(); try? FileManager.default.removeItem(at: outside) }
        try "struct Outside {}\n".write(to: outside, atomically: true, encoding: .utf8)
        let r = try CLI.run([a.path, b.path, "--format", "json"])
        let summary = (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any]
        let count = { (s: Scratch) in try FileManager.default.subpathsOfDirectory(atPath: s.path).filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }.count }
        #expect(summary?["files"] as? Int == (try count(a)) + (try count(b)), "\(r.stdout.prefix(300))")
    }

    @Test func nothingToLintIsSaidAndAnExcludingConfigurationIsNamed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("{\"version\": 1, \"exclude\": [\"**/Generated/**\"]}\n", to: "rules.json")
        try scratch.write("struct Model {}\n", to: "Sources/Generated/Model.swift")
        try scratch.write("not swift\n", to: "Docs/README.md")
        let excluded = try CLI.run(["Sources/Generated"], cwd: scratch.url)
        #expect(excluded.status == 0)
        #expect(excluded.stderr.contains("rules.json excludes"), "\(excluded.stderr)")
        #expect(!excluded.stderr.contains("no rules.json"), "\(excluded.stderr)")
        let empty = try CLI.run(["Docs"], cwd: scratch.url)
        #expect(empty.status == 0)
        #expect(empty.stderr.contains("warning: no Swift files to lint in Docs"), "\(empty.stderr)")
        #expect(try CLI.run(["Docs", "--quiet"], cwd: scratch.url).stderr.isEmpty)
    }

    @Test func aLayerThatMatchesNoFileIsReported() throws {
        let scratch = try Scratch(copying: "LayeredApp")
        defer { scratch.remove() }
        var config = try scratch.read("rules.json")
        config = config.replacingOccurrences(of: "\"Domain/**\"", with: "\"Domian/**\"")
        try scratch.write(config, to: "rules.json")
        let r = try CLI.run(["."], cwd: scratch.url)
        #expect(r.stderr.contains("warning: layer \"Domain\" matches no file"), "\(r.stderr)")
        let fine = try CLI.run(["."], cwd: CLI.repoRoot.appendingPathComponent("Fixtures/LayeredApp"))
        #expect(!fine.stderr.contains("matches no file"), "\(fine.stderr)")
    }

    /// `archlint proj --config ci.json` from above `proj`: the configuration's folder is the
    /// root, so its globs must name `proj/...`; the warning says where the linted files are.
    @Test func aConfigurationAboveThePathSaysWhereItsPathsStart() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("public struct User {}\n", to: "proj/App/Domain/User.swift")
        try scratch.write("public struct UserDTO {}\n", to: "proj/App/Data/UserDTO.swift")
        try scratch.write(#"{ "version": 1, "layers": [{ "name": "Domain", "paths": ["App/Domain/**"] }, { "name": "Data", "paths": ["App/Data/**"] }], "allow": { "Data": ["Domain"] } }"#,
                          to: "ci-archlint.json")
        let r = try CLI.run(["proj", "--config", "ci-archlint.json"], cwd: scratch.url)
        #expect(r.stderr.contains("match no file") && r.stderr.contains("Paths in ci-archlint.json are relative to its own folder, and the files linted here are under proj/."), "\(r.stderr)")
        let inside = try CLI.run([".", "--config", "ci-archlint.json"], cwd: scratch.url)
        #expect(!inside.stderr.contains("relative to its own folder"), "\(inside.stderr)")
    }

    /// A misspelt module glob of a layer, or a module path that gives its module no file, takes
    /// code out of its layer without a word when the layer keeps other files: each is named by
    /// its place in rules.json, with the name it likely meant.
    @Test func layerModuleGlobsAndModulePathsThatTakeInNothingAreReported() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("struct Product {}\n", to: "Modules/Domain/Product.swift")
        try scratch.write("import Alamofire\nimport Domain\nstruct ProductRepository {}\n", to: "Modules/Data/ProductRepository.swift")
        try scratch.write("import Domain\nstruct CartView {}\n", to: "Features/Cart/CartView.swift")
        try scratch.write("import Domain\nstruct ProfileView {}\n", to: "Features/Profile/ProfileView.swift")
        try scratch.write("import Domain\nstruct SettingsView {}\n", to: "Features/Settings/SettingsView.swift")
        let config = """
            {
              "version": 1,
              "modules": [
                { "name": "Domain", "paths": ["Modules/Domain"] },
                { "name": "Data", "paths": ["Modules/Data"] },
                { "name": "Cart", "paths": ["Features/Cart"] },
                { "name": "Profile", "paths": ["Features/Profile"] },
                { "name": "Settings", "paths": ["Features/Setings"] },
                { "name": "Legacy", "paths": ["Features/Cart"] }
              ],
              "layers": [
                { "name": "Presentation", "modules": ["Cart", "Profle", "Settings"] },
                { "name": "Domain", "modules": ["Domain", "*Intrface"] },
                { "name": "Data", "modules": ["Data", "Alamofire"] }
              ],
              "allow": { "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] }
            }
            """
        try scratch.write(config, to: "rules.json")
        let r = try CLI.run(["."], cwd: scratch.url)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("$.") }.map(String.init)
        #expect(warnings == [
            #"archlint: warning: rules.json:12:51: $.layers[0].modules[1]: "Profle" matches no module of the project and no package a file imports (did you mean "Profile"?): it puts nothing in layer Presentation"#,
            #"archlint: warning: rules.json:13:47: $.layers[1].modules[1]: "*Intrface" matches no module of the project (a wildcard never matches a package outside it): it puts nothing in layer Domain"#,
            #"archlint: warning: rules.json:8:37: $.modules[4].paths[0]: "Features/Setings" matches no Swift file (did you mean "Features/Settings"?): it gives module Settings no file"#,
        ], "\(r.stderr)")
        // A path whose files an earlier entry took is said once, of the entry.
        #expect(r.stderr.contains(#"modules entry "Legacy" gets no file"#), "\(r.stderr)")
        // No layer is empty: the whole-layer warning alone said nothing.
        #expect(!r.stderr.contains("matches no file"), "\(r.stderr)")
        #expect(!(try CLI.run([".", "--quiet"], cwd: scratch.url)).stderr.contains("$."))

        let fixed = config.replacingOccurrences(of: "Profle", with: "Profile").replacingOccurrences(of: "Setings", with: "Settings")
            .replacingOccurrences(of: ", \"*Intrface\"", with: "").replacingOccurrences(of: ",\n    { \"name\": \"Legacy\", \"paths\": [\"Features/Cart\"] }", with: "")
        try scratch.write(fixed, to: "rules.json")
        let clean = try CLI.run(["."], cwd: scratch.url)
        #expect(!clean.stderr.contains("warning"), "\(clean.stderr)")
    }

    @Test func explicitConfigurationAppliesToSubfoldersAndIsNamedInErrors() throws {
        let scratch = try Scratch(copying: "LayeredApp")
        defer { scratch.remove() }
        let r = try CLI.run(["--config", "rules.json", "Domain"], cwd: scratch.url)
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        try scratch.write("{\"version\": 1, \"layerz\": []}\n", to: "Nested/rules.json")
        try scratch.write("struct A {}\n", to: "Nested/A.swift")
        let bad = try CLI.run(["Nested"], cwd: scratch.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("Nested/rules.json:1:16: error: $.layerz"), "\(bad.stderr)")
    }

    @Test func noConfigurationIsSaidOutLoud() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("import UIKit\nstruct A {}\n", to: "Sources/A.swift")
        let r = try CLI.run([scratch.path])
        #expect(r.status == 0)
        #expect(r.stderr.contains("no rules.json"))
        #expect(try CLI.run([scratch.path, "--quiet"]).stderr.isEmpty)
    }
}
