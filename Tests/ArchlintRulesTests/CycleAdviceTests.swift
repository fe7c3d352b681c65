@testable import ArchlintRules
import ArchlintWorkspace
import Testing

/// Where a cycle's message says to cut it.
struct CycleAdviceTests {
    /// The `@main` app shows its root view: that edge of an App <-> Presentation cycle is the
    /// composition root's job and stays; the advice names the other, even with more references.
    @Test func theCompositionRootsEdgeIsNotTheOneToCut() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "App", "paths": ["App/**"] }, { "name": "Presentation", "paths": ["Presentation/**"] } ],
                  "allow": { "App": ["Presentation"], "Presentation": ["App"] } }
                """,
            "App/ShopApp.swift": """
                import SwiftUI

                @main
                struct ShopApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """,
            "App/AppState.swift": """
                final class AppState {
                    var route: String = ""
                }
                """,
            "Presentation/RootView.swift": """
                import SwiftUI

                struct RootView: View {
                    let state: AppState
                    let other: AppState
                    var body: some View { Text(state.route + other.route) }
                }
                """,
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.message.contains("cut Presentation -> App"), "\(cycle.message)")
        // Every step is allowed: the message says so, and the fix speaks of layers and of the
        // allow entry that made the step legal.
        #expect(cycle.message.contains("(rules.json allows every step of it)"), "\(cycle.message)")
        #expect(cycle.fix == "remove the dependency Presentation -> App: invert it with a protocol declared in Presentation, implemented in App; if Presentation is not meant to use App at all, drop \"App\" from allow[\"Presentation\"] in rules.json, so that each such reference is reported as layer-dependency", "\(cycle.fix ?? "")")
    }

    /// Layers that mirror targets see a module cycle again: one finding, the module cycle's,
    /// whose advice cuts the step Package.swift does not declare.
    @Test func aLayerCycleThatMirrorsAModuleCycleIsNotReportedTwice() throws {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Weather", targets: [
                .target(name: "WeatherDomain"),
                .target(name: "WeatherData", dependencies: ["WeatherDomain"]),
            ])
            """
        let files = [
            "Package.swift": manifest,
            "Sources/WeatherDomain/FetchForecast.swift": "import WeatherData\n\npublic struct FetchForecast { let dto: ForecastDTO }\n",
            "Sources/WeatherData/ForecastDTO.swift": "import WeatherDomain\n\npublic struct ForecastDTO {}\npublic struct Mapper { let f: FetchForecast }\n",
        ]
        let mirrored = try lintTemporaryProjectFindings(files.merging(["rules.json": """
            { "version": 1,
              "layers": [ { "name": "Domain", "modules": ["WeatherDomain"] }, { "name": "Data", "modules": ["WeatherData"] } ],
              "allow": { "Domain": ["Data"], "Data": ["Domain"] } }
            """]) { $1 }).filter { $0.rule == "cyclic-dependency" }
        #expect(mirrored.map(\.message.description).map { String($0.prefix(13)) } == ["module cycle:"], "\(mirrored.map(\.message))")
        #expect(mirrored.first?.message.contains("cut WeatherDomain -> WeatherData") == true, "\(mirrored.map(\.message))")
    }

    /// A layer cycle closed by a step rules.json forbids is a cycle of the layer graph too:
    /// reported where that step starts (beside its layer-dependency finding), and cut there.
    @Test func aLayerCycleThroughAForbiddenStepIsReportedWhereTheStepStarts() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ],
                  "allow": { "Domain": [], "Data": ["Domain"] } }
                """,
            "Domain/UserRepository.swift": "protocol UserRepository { func user() -> User }\nstruct User { let name: String }\n",
            "Domain/FetchUserUseCase.swift": "struct FetchUserUseCase {\n    let repository: UserRepository\n    func run() -> UserDTO { UserDTO(name: repository.user().name) }\n}\n",
            "Data/RemoteUserRepository.swift": "struct UserDTO { let name: String }\nstruct RemoteUserRepository: UserRepository {\n    func user() -> User { User(name: \"a\") }\n}\n",
        ]).filter { $0.rule != "concrete-dependency" && $0.rule != "direct-instantiation" }
        #expect(findings.map { "\($0.rule)@\($0.span.file):\($0.span.line):\($0.span.column)" }
            == ["cyclic-dependency@Domain/FetchUserUseCase.swift:3:19", "layer-dependency@Domain/FetchUserUseCase.swift:3:19"], "\(findings)")
        let cycle = try #require(findings.first)
        #expect(cycle.message.hasPrefix("layer cycle: Domain -> Data -> Domain;"), "\(cycle.message)")
        #expect(!cycle.message.contains("allows every step"), "\(cycle.message)")
        #expect(cycle.message.contains("cut Domain -> Data (2 references; rules.json does not allow Domain to use Data)"), "\(cycle.message)")
        #expect(cycle.fix == "remove the dependency Domain -> Data: invert it with a protocol declared in Domain, implemented in Data (rules.json forbids it already: each reference is a layer-dependency finding)", "\(cycle.fix ?? "")")
    }

    /// One forbidden step closing cycles through every layer of a stack is one cycle finding:
    /// the shortest, at the step.
    @Test func aForbiddenStepIsOneCycleFindingHoweverManyCyclesItCloses() throws {
        var files: [String: String] = ["rules.json": """
            { "version": 1,
              "layers": [ { "name": "App", "paths": ["App/**"] }, { "name": "Feature", "paths": ["Feature/**"] },
                          { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Core", "paths": ["Core/**"] } ],
              "allow": { "App": ["Feature", "Domain", "Core"], "Feature": ["Domain", "Core"], "Domain": ["Core"], "Core": [] } }
            """]
        files["Core/Logger.swift"] = "struct Logger {\n    let config: AppConfig\n}\n"
        files["Domain/Session.swift"] = "struct Session { let logger: Logger }\n"
        files["Feature/ProfileScreen.swift"] = "struct ProfileScreen { let session: Session; let logger: Logger }\n"
        files["App/AppConfig.swift"] = "struct AppConfig { let screen: ProfileScreen; let session: Session; let logger: Logger }\n"
        let cycles = try lintTemporaryProjectFindings(files).filter { $0.rule == "cyclic-dependency" }
        #expect(cycles.map { "\($0.span.file):\($0.span.line)" } == ["Core/Logger.swift:2"], "\(cycles.map(\.message))")
        #expect(cycles.first?.message.hasPrefix("layer cycle: Core -> App -> Core;") == true, "\(cycles.map(\.message))")
    }

    /// A layer allowed everything (`"*"`) has no entry to drop, and a layer both may use is named.
    @Test func aLayerCycleFixFitsTheAllowEntries() throws {
        let config = try ConfigurationLoader.load(bytes: Array("""
            { "version": 1,
              "layers": [ { "name": "App", "paths": ["App/**"] }, { "name": "UI", "paths": ["UI/**"] },
                          { "name": "Core", "paths": ["Core/**"] } ],
              "allow": { "App": ["*"], "UI": ["App", "Core"] } }
            """.utf8), path: "rules.json")
        #expect(CyclicDependencyRule.layerCycleFix(cutting: "App", "UI", config: config)
            == "remove the dependency App -> UI: move what it uses into a layer both may use (Core), or invert it with a protocol; if App is not meant to use UI at all, replace \"*\" in allow[\"App\"] by the layers App may use, leaving out UI, so that each such reference is reported as layer-dependency")
    }

    /// The step the layers forbid is the one to cut, though the allowed step weighs less: the
    /// cycle's advice agrees with layer-dependency's.
    @Test func theStepTheLayersForbidIsTheOneToCut() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [.target(name: "Domain"), .target(name: "Data", dependencies: ["Domain"])])
                """,
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Domain", "modules": ["Domain"] }, { "name": "Data", "modules": ["Data"] } ],
                  "allow": { "Data": ["Domain"], "Domain": [] } }
                """,
            "Sources/Domain/ProfileUseCase.swift": """
                import Data

                struct ProfileUseCase {
                    let dto: UserDTO
                    let client: APIClient
                    func name() -> String { UserDTO.placeholder.name + dto.name }
                }
                """,
            "Sources/Data/UserDTO.swift": """
                import Domain

                struct UserDTO { var name: String; static let placeholder = UserDTO(name: "") }
                final class APIClient {}
                final class UserRepositoryImpl: UserRepository {}
                """,
            "Sources/Domain/UserRepository.swift": "protocol UserRepository {}\n",
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.message.contains("cut Domain -> Data ("), "\(cycle.message)")
        #expect(cycle.message.contains("rules.json does not allow Domain to use Data"), "\(cycle.message)")
    }

    /// Without layers, the step Package.swift does not declare (an import that builds only by
    /// build order) is the one to cut, not the first of equal weight.
    @Test func theUndeclaredStepIsTheOneToCut() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [
                    .target(name: "A", dependencies: ["B"]), .target(name: "B", dependencies: ["C"]), .target(name: "C"),
                ])
                """,
            "Sources/A/A.swift": "import B\nlet a = BThing()\n",
            "Sources/B/B.swift": "import C\npublic struct BThing { let c = CThing() }\n",
            "Sources/C/C.swift": "import A\npublic struct CThing { let a = a }\n",
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.message.contains("cut C -> A ("), "\(cycle.message)")
        #expect(cycle.message.contains("Package.swift does not declare it"), "\(cycle.message)")
    }

    /// Folders of one Xcode app target build together: their cycle keeps them from becoming
    /// modules, it does not stop the build.
    @Test func foldersOfOneAppTargetInACycleAreNotUnbuildable() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "modules": [ { "name": "Profile", "paths": ["App/Profile/**"] }, { "name": "Settings", "paths": ["App/Settings/**"] } ] }
                """,
            "App/Profile/ProfileView.swift": "struct ProfileView { let settings: SettingsStore }\n",
            "App/Settings/SettingsStore.swift": "final class SettingsStore { var owner: ProfileView? }\n",
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.message.contains("folders in a cycle cannot become modules of their own"), "\(cycle.message)")
        #expect(!cycle.message.contains("cannot be built"), "\(cycle.message)")
    }

    /// A step only Package.swift makes (no code uses the dependency) is dropped, not moved.
    @Test func aDeclaredButUnusedStepIsDropped() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [
                    .target(name: "Auth", dependencies: ["Profile"]),
                    .target(name: "Profile", dependencies: ["Auth"]),
                ])
                """,
            "Sources/Auth/Session.swift": "public struct Session { public init() {} }\n",
            "Sources/Profile/ProfileLoader.swift": "import Auth\nstruct ProfileLoader { let session = Session() }\n",
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.fix == "remove Profile from Auth's dependencies in Package.swift: no code of Auth uses it", "\(cycle.fix ?? "")")
    }

    /// The layers' rule outranks Package.swift's: here the step Domain -> Data is declared
    /// but forbidden, and the allowed Data -> Domain builds only by build order. Layers by path.
    @Test func theLayersRuleOutranksAnUndeclaredStep() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [.target(name: "Domain", dependencies: ["Data"]), .target(name: "Data")])
                """,
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Domain", "paths": ["Sources/Domain/**"] }, { "name": "Data", "paths": ["Sources/Data/**"] } ],
                  "allow": { "Data": ["Domain"], "Domain": [] } }
                """,
            "Sources/Domain/ProfileUseCase.swift": "import Data\n\nstruct ProfileUseCase { let dto: UserDTO; let other: UserDTO; let third: UserDTO }\n",
            "Sources/Domain/UserRepository.swift": "public protocol UserRepository {}\n",
            "Sources/Data/UserDTO.swift": "import Domain\n\npublic struct UserDTO {}\nfinal class RemoteUserRepository: UserRepository {}\n",
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.message.contains("cut Domain -> Data ("), "\(cycle.message)")
        #expect(cycle.message.contains("rules.json does not allow Domain to use Data"), "\(cycle.message)")
    }

    /// A module cycle is shown, reported and annotated from the step to cut: the finding at that
    /// step's import, its notes in the message's order.
    @Test func aModuleCycleStartsAtTheStepToCut() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Catalog", dependencies: ["Pricing"]),
                    .target(name: "Pricing", dependencies: ["Storage"]),
                    .target(name: "Storage"),
                ])
                """,
            "Sources/Catalog/Catalog.swift": "import Pricing\npublic struct Catalog { let price = Price(); let other = Price() }\n",
            "Sources/Pricing/Price.swift": "import Storage\npublic struct Price { public init() {}; let row = Row(); let again = Row() }\n",
            "Sources/Storage/Row.swift": "import Catalog\npublic struct Row { public init() {}; var catalog: Catalog? }\n",
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.message.hasPrefix("module cycle: Storage -> Catalog -> Pricing -> Storage"), "\(cycle.message)")
        #expect(cycle.span.file == "Sources/Storage/Row.swift" && cycle.span.line == 1, "\(cycle.span)")
        let steps = cycle.related.map { String($0.message.prefix { $0 != ":" }) }
        var order: [String] = []
        for step in steps where order.last != step { order.append(step) }
        #expect(order == ["Storage -> Catalog", "Catalog -> Pricing", "Pricing -> Storage"], "\(steps)")
    }

    /// A target that lists itself is a cycle SwiftPM refuses to load; a file importing its own
    /// module is not (the compiler only warns and ignores the import).
    @Test func aTargetDependingOnItselfIsACycleAtItsManifestEntry() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Core", dependencies: ["Core"]),
                    .target(name: "Catalog", dependencies: ["Core"]),
                ])
                """,
            "Sources/Core/Money.swift": "import Core\n\npublic struct Money { public let cents: Int }\n",
            "Sources/Catalog/Product.swift": "import Core\n\npublic struct Product { public let price: Money }\n",
        ])
        let cycles = findings.filter { $0.rule == "cyclic-dependency" }
        #expect(cycles.count == 1, "\(cycles.map(\.message))")
        let cycle = try #require(cycles.first)
        #expect(cycle.span.file == "Package.swift" && cycle.span.line == 4 && cycle.span.column == 42, "\(cycle.span)")
        #expect(cycle.message.hasPrefix("module cycle: Core -> Core; target Core lists itself"), "\(cycle.message)")
        #expect(cycle.fix == "remove \"Core\" from Core's dependencies in Package.swift", "\(cycle.fix ?? "")")
    }

    /// The step rules.json forbids is the cut even when only composition roots make it: it is a
    /// layer-dependency finding of its own, and cutting the other step would contradict it.
    @Test func aForbiddenStepMadeByCompositionRootsIsStillTheCut() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "DI", "paths": ["App/Wiring/**"] }, { "name": "Presentation", "paths": ["App/Scenes/**"] } ],
                  "allow": { "DI": [], "Presentation": ["DI"] },
                  "compositionRoots": ["App/Wiring/**"] }
                """,
            "App/Wiring/ServiceWiring.swift": "final class ServiceWiring {\n    static let shared = ServiceWiring()\n    func makeSettings() -> SettingsViewModel { SettingsViewModel() }\n}\n",
            "App/Scenes/SettingsViewModel.swift": "final class SettingsViewModel {\n    private let a = ServiceWiring.shared\n    private let b = ServiceWiring.shared\n}\n",
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.message.contains("cut DI -> Presentation"), "\(cycle.message)")
        #expect(findings.contains { $0.rule == "layer-dependency" && $0.span.file == "App/Wiring/ServiceWiring.swift" }, "\(findings.map(\.message))")
    }
}
