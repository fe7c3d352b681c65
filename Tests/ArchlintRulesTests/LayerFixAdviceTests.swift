@testable import ArchlintRules
import ArchlintGraph
import ArchlintWorkspace
import Testing

/// layer-dependency's fix must not lead into another layer-dependency finding: the protocol
/// goes where both layers may reach it.
struct LayerFixAdviceTests {
    private func config(_ allow: String) throws -> Configuration {
        let json = """
            { "version": 1,
              "layers": [ { "name": "Presentation", "paths": ["UI/**"] }, { "name": "Domain", "paths": ["Domain/**"] },
                          { "name": "Data", "paths": ["Data/**"] } ],
              "allow": \(allow) }
            """
        return try ConfigurationLoader.load(bytes: Array(json.utf8), path: "rules.json")
    }

    @Test func theInnerLayerOwnsTheProtocolWhenTheOuterMayUseIt() throws {
        let c = try config(#"{ "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] }"#)
        #expect(LayerDependencyRule.fix(from: "Domain", to: "Data", kind: .reference, name: "ProfileDTO", config: c)
            == "depend on a protocol declared in Domain instead of ProfileDTO, and let Data implement it")
    }

    @Test func aValueTypeIsMovedOrMappedNotHiddenBehindAProtocol() throws {
        let c = try config(#"{ "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] }"#)
        #expect(LayerDependencyRule.fix(from: "Domain", to: "Data", kind: .reference, name: "ProfileDTO", config: c, isValueType: true)
            == "use a model declared in Domain instead of ProfileDTO: move ProfileDTO there, or map it to such a model inside Data")
        #expect(LayerDependencyRule.fix(from: "Presentation", to: "Data", kind: .reference, name: "ItemDTO", config: c, isValueType: true)
            == "use a model declared in Domain (which both Presentation and Data may use) instead of ItemDTO: move ItemDTO there, or map it to such a model inside Data")
    }

    /// Building or holding an implementation whose protocol the layer already has: that seam.
    /// A type matched in a pattern keeps the model advice.
    @Test func buildingAnImplementationOfAnExistingSeamIsAdvisedThatSeam() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": #"{ "version": 1, "layers": [ { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ], "allow": { "Domain": [], "Data": ["Domain"] } }"#,
            "Domain/DetailUseCase.swift": """
                protocol DetailRepositoryInterface { func fetch(id: Int) async throws -> Int }
                struct DetailUseCase {
                    private let repository: DetailRepositoryInterface
                    init(repository: DetailRepositoryInterface = DefaultDetailRepository()) { self.repository = repository }
                    func isOffline(_ error: Error) -> Bool { if case DetailError.offline = error { return true }; return false }
                }
                """,
            "Data/DefaultDetailRepository.swift": "struct DefaultDetailRepository: DetailRepositoryInterface { func fetch(id: Int) async throws -> Int { id } }\nenum DetailError: Error, DetailRepositoryMarker { case offline }\n",
            "Domain/Marker.swift": "protocol DetailRepositoryMarker {}\n",
            "Domain/DetailCache.swift": "struct DetailCache {\n    private let repository: DefaultDetailRepository\n}\n",
            "Domain/DetailRefresher.swift": "final class DetailRefresher {\n    func configure(repository: DefaultDetailRepository) {}\n}\n",
        ]).filter { $0.rule == "layer-dependency" }
        #expect(findings.map(\.fix) == [
            "depend on DetailRepositoryInterface, which DefaultDetailRepository implements, instead of DefaultDetailRepository: type it as DetailRepositoryInterface and let the composition root pass DefaultDetailRepository in",
            "depend on DetailRepositoryInterface, which DefaultDetailRepository implements, instead of DefaultDetailRepository: type it as DetailRepositoryInterface and let the composition root pass DefaultDetailRepository in",
            "depend on DetailRepositoryInterface, which DefaultDetailRepository implements, instead of DefaultDetailRepository: take a DetailRepositoryInterface from the initializer and build DefaultDetailRepository in the composition root",
            "use a model declared in Domain instead of DetailError: move DetailError there, or map it to such a model inside Data",
        ], "\(findings.map(\.fix))")
    }

    /// An assembly or a registration in a layer that may not see the implementation is the
    /// wiring itself: it moves (to the layer that may see both), or the design allows it.
    @Test func wiringInTheWrongLayerIsMovedNotInjected() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1, "layers": [ { "name": "App", "paths": ["App/**"] }, { "name": "Presentation", "paths": ["UI/**"] },
                  { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ],
                  "allow": { "App": ["Presentation", "Domain", "Data"], "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] } }
                """,
            "Domain/APIService.swift": "protocol APIService { func get() }\n",
            "Data/APIManager.swift": "final class APIManager: APIService { func get() {} }\n",
            "UI/PresentationAssembly.swift": """
                import Swinject
                final class PresentationAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(APIService.self) { _ in APIManager() }
                    }
                }
                """,
            "UI/Settings/SettingsWiring.swift": """
                import Swinject
                extension Container {
                    func registerSettings() { register(APIService.self) { _ in APIManager() } }
                }
                """,
            "UI/Settings/SettingsViewModel.swift": "final class SettingsViewModel {\n    let api: APIService = APIManager()\n}\n",
            // A local built for the container, as direct-instantiation reads it.
            "UI/Registry.swift": """
                import Swinject
                final class Registry {
                    func wire(container: Container) {
                        let api = APIManager()
                        container.register(APIService.self) { _ in api }
                    }
                }
                """,
        ]).filter { $0.rule == "layer-dependency" }
        #expect(findings.map(\.fix) == [
            "move this wiring of APIManager into App, which may use Data, or allow Presentation -> Data in rules.json if Presentation is meant to wire it",
            "move this wiring of APIManager into App, which may use Data, or allow Presentation -> Data in rules.json if Presentation is meant to wire it",
            "depend on APIService, which APIManager implements, instead of APIManager: take an APIService from the initializer and build APIManager in the composition root",
            "move this wiring of APIManager into App, which may use Data, or allow Presentation -> Data in rules.json if Presentation is meant to wire it",
        ], "\(findings.map(\.fix))")
    }

    /// `typealias Dependency = Factory` in App, written in Domain: no protocol stands for a
    /// library's type; the alias moves or the library type is written.
    @Test func anAliasOfALibraryTypeIsMovedOrSpelledOut() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": #"{ "version": 1, "layers": [ { "name": "App", "paths": ["App/**"] }, { "name": "Domain", "paths": ["Domain/**"] } ], "allow": { "App": ["Domain"], "Domain": [] } }"#,
            "App/AppContainer.swift": "import Factory\ntypealias Dependency = Factory\n",
            "Domain/UseCases.swift": "import Factory\nprotocol Loading { func load() }\nstruct UseCases {\n    let loader: Dependency<Loading>\n}\n",
        ]).filter { $0.rule == "layer-dependency" }
        #expect(findings.map(\.fix) == ["write Factory instead of Dependency, or move typealias Dependency into a layer Domain may use"], "\(findings.map(\.fix))")
        // Spelled out, `NSCache<NSString, UserDTO>` would depend on Data's UserDTO: no such advice.
        let generic = try lintTemporaryProjectFindings([
            "rules.json": #"{ "version": 1, "layers": [ { "name": "Data", "paths": ["Data/**"] }, { "name": "Domain", "paths": ["Domain/**"] } ], "allow": { "Data": ["Domain"], "Domain": [] } }"#,
            "Data/UserCache.swift": "import Foundation\nfinal class UserDTO {}\ntypealias UserCache = NSCache<NSString, UserDTO>\n",
            "Domain/Users.swift": "struct Users {\n    let cache: UserCache\n}\n",
        ]).filter { $0.rule == "layer-dependency" }
        #expect(generic.count == 1 && generic[0].fix?.hasPrefix("write ") == false, "\(generic.map(\.fix))")
    }

    @Test func aProtocolInTheWrongLayerIsMovedNotWrapped() throws {
        let c = try config(#"{ "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] }"#)
        #expect(LayerDependencyRule.fix(from: "Domain", to: "Data", kind: .reference, name: "CountriesWebRepository", config: c, isProtocol: true)
            == "move protocol CountriesWebRepository into Domain and keep its implementations in Data")
    }

    /// follow-dependency-rule-ios: Data holds a protocol Presentation declares and Data
    /// implements; its implementations are not in Presentation to be kept there.
    @Test func aProtocolImplementedInThisLayerIsMovedWithoutMovingImplementations() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": #"{ "version": 1, "layers": [ { "name": "Presentation", "paths": ["App/Presentation/**"] }, { "name": "Data", "paths": ["App/Data/**"] } ], "allow": { "Presentation": ["Data"], "Data": [] } }"#,
            "App/Presentation/UserRepository.swift": "protocol UserRepository { func name() -> String }\n",
            "App/Data/RemoteUserRepository.swift": "final class RemoteUserRepository: UserRepository { func name() -> String { \"\" } }\n",
            "App/Data/UserCache.swift": "final class UserCache {\n    private let source: UserRepository\n    init(source: UserRepository) { self.source = source }\n}\n",
        ]).filter { $0.rule == "layer-dependency" && $0.span.file == "App/Data/UserCache.swift" }
        #expect(findings.map { $0.fix ?? "" } == ["move protocol UserRepository into Data; its implementations stay in Data"], "\(findings.map(\.fix))")
    }

    /// A retroactive conformance of the other layer's type to a protocol that layer may use is
    /// moved beside the type (one file), not the type into a shared layer. When the protocol is
    /// one that layer may not use, or the body names what it may not use, the usual advice stands.
    @Test func aRetroactiveConformanceMovesBesideTheType() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "paths": ["App/Presentation/**"] }, { "name": "Infrastructure", "paths": ["App/Infrastructure/**"] },
                              { "name": "Common", "paths": ["App/Common/**"] } ],
                  "allow": { "Presentation": ["Common"], "Infrastructure": ["Common"], "Common": [] } }
                """,
            "App/Common/ConnectionError.swift": "protocol ConnectionError: Error {\n    var isInternetConnectionError: Bool { get }\n}\n",
            "App/Presentation/Retryable.swift": "protocol Retryable {\n    var canRetry: Bool { get }\n}\n",
            "App/Infrastructure/NetworkService.swift": "enum DataTransferError: Error {\n    case noResponse\n}\nenum ParsingError: Error {\n    case badJSON\n}\nenum TimeoutError: Error {\n    case expired\n}\n",
            "App/Presentation/DataTransferError+ConnectionError.swift": """
                extension DataTransferError: ConnectionError {
                    var isInternetConnectionError: Bool { false }
                }
                """,
            "App/Presentation/ParsingError+Retryable.swift": """
                extension ParsingError: Retryable {
                    var canRetry: Bool { false }
                }
                """,
            // Its body names a Presentation type: it cannot move to Infrastructure as it is.
            "App/Presentation/ErrorFormatter.swift": "enum ErrorFormatter {\n    static func text(_ error: Error) -> String { \"\\(error)\" }\n}\n",
            "App/Presentation/TimeoutError+ConnectionError.swift": """
                extension TimeoutError: ConnectionError {
                    var isInternetConnectionError: Bool { ErrorFormatter.text(self).isEmpty }
                }
                """,
        ]).filter { $0.rule == "layer-dependency" }
        #expect(findings.map { $0.fix ?? "" } == [
            "move this extension (DataTransferError: ConnectionError) into Infrastructure, where DataTransferError is declared and may use ConnectionError; Presentation then sees DataTransferError only as ConnectionError",
            "use a model declared in Common (which both Presentation and Infrastructure may use) instead of ParsingError: move ParsingError there, or map it to such a model inside Infrastructure",
            "use a model declared in Common (which both Presentation and Infrastructure may use) instead of TimeoutError: move TimeoutError there, or map it to such a model inside Infrastructure",
        ], "\(findings.map(\.fix))")
    }

    /// Named in the inheritance clause: a conformance keeps its place and a superclass cannot
    /// be a protocol.
    @Test func aConformanceOrSuperclassOfTheOtherLayerIsAdvisedAsSuch() throws {
        let c = try config(#"{ "Presentation": ["Domain", "Data"], "Data": ["Domain"], "Domain": [] }"#)
        #expect(LayerDependencyRule.fix(from: "Data", to: "Presentation", kind: .reference, name: "LoginCoordinating", config: c,
                                        isProtocol: true, inherited: true)
            == "move protocol LoginCoordinating into Data: this conformance stays, and Presentation uses the protocol from there")
        #expect(LayerDependencyRule.fix(from: "Data", to: "Presentation", kind: .reference, name: "BaseAssembly", config: c, inherited: true)
            == "move BaseAssembly into Data if it holds no Presentation detail, or stop subclassing it: hold a protocol declared in Data for what it provides")
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "paths": ["UI/**"] }, { "name": "Data", "paths": ["Data/**"] } ],
                  "allow": { "Presentation": ["Data"], "Data": [] } }
                """,
            "UI/LoginCoordinating.swift": "protocol LoginCoordinating: AnyObject {\n    func didLogin()\n}\nclass BaseAssembly {\n    func assemble() {}\n}\n",
            "Data/AuthClient.swift": "final class AuthClient: LoginCoordinating {\n    func didLogin() {}\n}\n",
            "Data/NetworkAssembly.swift": "final class NetworkAssembly: BaseAssembly {\n    override func assemble() {}\n}\n",
        ])
        #expect(findings.map { $0.fix ?? "" } == [
            "move protocol LoginCoordinating into Data: this conformance stays, and Presentation uses the protocol from there",
            "move BaseAssembly into Data if it holds no Presentation detail, or stop subclassing it: hold a protocol declared in Data for what it provides",
        ], "\(findings.map(\.fix))")
    }

    /// Named in attributes (`@UserDefault`, `@StorageActor`, `@QueryBuilder`): no protocol can
    /// stand in an attribute, so the advice is to move the type or route around it.
    @Test func attributeTypesAreMovedOrRoutedAround() throws {
        let c = try config(#"{ "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] }"#)
        #expect(LayerDependencyRule.fix(from: "Domain", to: "Data", kind: .reference, name: "StorageActor", config: c, role: "global actor")
            == "isolate the code to a global actor declared in Domain (or to none), or move StorageActor into Domain if it holds no Data detail")
        #expect(LayerDependencyRule.fix(from: "Domain", to: "Data", kind: .reference, name: "QueryBuilder", config: c, role: "result builder")
            == "move result builder QueryBuilder into Domain if it holds no Data detail, or build the value in Data behind a protocol declared in Domain")
        #expect(LayerDependencyRule.fix(from: "Presentation", to: "Data", kind: .reference, name: "UserDefault", config: c, role: "property wrapper")
            == "move property wrapper UserDefault into Domain (which both Presentation and Data may use) if it holds no Data detail; otherwise depend on a protocol declared in Domain (which both Presentation and Data may use) for what it stores, implemented in Data")
    }

    /// A package outside the project (`import Alamofire`) is in a layer only by a glob of
    /// rules.json: the related location is that glob, so every related entry has a file and line.
    @Test func anOutsidePackagesLayerPointsAtItsGlobInRulesJSON() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Domain", "paths": ["Domain/**"] },
                              { "name": "Data", "paths": ["Data/**"],
                                "modules": ["Alamofire"] } ],
                  "allow": { "Data": ["Domain"], "Domain": [] } }
                """,
            "Domain/Upload.swift": "import Alamofire\n\nstruct Upload {}\n",
        ])
        let finding = try #require(findings.first { $0.rule == "layer-dependency" })
        #expect(finding.related.map { "\($0.span?.file ?? "-"):\($0.span?.line ?? 0):\($0.span?.column ?? 0) \($0.message)" }
            == ["rules.json:4:29 Alamofire, a package outside the project, is put in layer Data here"])
    }

    @Test func siblingsMeetInALayerBothMayUse() throws {
        let c = try config(#"{ "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] }"#)
        #expect(LayerDependencyRule.fix(from: "Presentation", to: "Data", kind: .reference, name: "ImageCache", config: c)
            == "depend on a protocol declared in Domain (which both Presentation and Data may use) instead of ImageCache, and let Data implement it")
        #expect(LayerDependencyRule.fix(from: "Presentation", to: "Data", kind: .import, name: "WeatherData", config: c)
            == "remove the import and depend on a protocol declared in Domain (which both Presentation and Data may use), implemented in Data")
    }

    @Test func withNoSharedLayerTheAdviceSaysSo() throws {
        let c = try config(#"{ "Presentation": [], "Data": [], "Domain": [] }"#)
        let fix = LayerDependencyRule.fix(from: "Presentation", to: "Data", kind: .reference, name: "ImageCache", config: c)
        #expect(fix.hasPrefix("no layer that both Presentation and Data may use can hold a protocol for it: move ImageCache"))
        #expect(!fix.contains("declared in Presentation"))
    }

    /// ios-archi: a struct implementing a protocol that sits beside it in Data is a service, not
    /// a model: the protocol moves into Domain. A SwiftData `@Model` class is a record: the model
    /// advice, not "depend on a protocol".
    @Test func anImplementationWhoseProtocolIsOutOfReachIsAdvisedToMoveTheProtocol() throws {
        let rules = #"{ "version": 1, "layers": [ { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ], "allow": { "Domain": [], "Data": ["Domain"] } }"#
        let findings = try lintTemporaryProjectFindings([
            "rules.json": rules,
            "Data/SettingsRepository.swift": """
                protocol SettingsRepository { func load() -> [String: String] }
                struct SettingsRepositoryImpl: SettingsRepository { func load() -> [String: String] { [:] } }
                """,
            "Data/ItemModel.swift": """
                import SwiftData
                @Model final class ItemModel { var name: String = ""; init() {} }
                """,
            "Domain/GetSettingsUseCase.swift": """
                struct GetSettingsUseCase {
                    func execute() -> [String: String] { SettingsRepositoryImpl().load() }
                }
                """,
            "Domain/LoadItemsUseCase.swift": """
                final class LoadItemsUseCase {
                    private let items: [ItemModel]
                    init(items: [ItemModel]) { self.items = items }
                }
                """,
            // A request adopting a shape is data; a protocol in no layer is one Domain may use.
            "Data/ChargeRequest.swift": """
                protocol PaymentRequestProtocol { func body() throws -> [UInt8] }
                struct ChargeRequest: PaymentRequestProtocol { let amount: Int; func body() throws -> [UInt8] { [] } }
                final class SystemClock: ClockService { func now() -> Double { 0 } }
                """,
            "Shared/ClockService.swift": "protocol ClockService { func now() -> Double }\n",
            "Domain/Checkout.swift": """
                struct Checkout {
                    func body() throws -> [UInt8] { try ChargeRequest(amount: 1).body() }
                }
                final class Timer {
                    private let clock: ClockService
                    init(clock: ClockService = SystemClock()) { self.clock = clock }
                }
                """,
        ]).filter { $0.rule == "layer-dependency" }
        #expect(findings.map { $0.fix ?? "" } == [
            "use a model declared in Domain instead of ChargeRequest: move ChargeRequest there, or map it to such a model inside Data",
            "depend on ClockService, which SystemClock implements, instead of SystemClock: take a ClockService from the initializer and build SystemClock in the composition root",
            "move protocol SettingsRepository into Domain and depend on it instead of SettingsRepositoryImpl, which keeps implementing it in Data; build SettingsRepositoryImpl in the composition root",
            "use a model declared in Domain instead of ItemModel: move ItemModel there, or map it to such a model inside Data",
        ], "\(findings.map { $0.fix ?? "" })")
    }
}

/// A view of another layer is moved, not mapped to a model nor hidden behind a protocol; a
/// view controller subclassed is advice about subclassing.
struct ViewLayerAdviceTests {
    @Test func aViewIsMovedToTheScreensThatShowIt() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "App", "paths": ["App/**"] }, { "name": "Presentation", "paths": ["Presentation/**"] } ],
                  "allow": { "App": ["Presentation"], "Presentation": [] } }
                """,
            "App/Core/FancyStack.swift": """
                import SwiftUI
                struct FancyStack<Content: View>: View {
                    let content: Content
                    var body: some View { VStack { content } }
                }
                class BaseViewController: UIViewController {}
                struct Theme { let accent = 1 }
                struct ErrorBanner: View { var body: some View { Text("error") } }
                """,
            "Presentation/Banner.swift": "struct BannerModel { let view: ErrorBanner }\n",
            "Presentation/HomeScreen.swift": """
                import SwiftUI
                struct HomeScreen: View {
                    var body: some View { FancyStack(content: Text("home")) }
                    let theme = Theme()
                }
                final class HomeViewController: BaseViewController {}
                """,
        ]).filter { $0.rule == "layer-dependency" }
        #expect(findings.map { $0.fix ?? "" } == [
            // Code that imports no UI framework naming a view: a model of what it shows.
            "use a model declared in Presentation instead of ErrorBanner: move ErrorBanner there, or map it to such a model inside App",
            "move view FancyStack into Presentation if it holds no App detail; otherwise let App build it and pass it in",
            "use a model declared in Presentation instead of Theme: move Theme there, or map it to such a model inside App",
            "move BaseViewController into Presentation if it holds no App detail, or stop subclassing it: hold a protocol declared in Presentation for what it provides",
        ], "\(findings.map { $0.fix ?? "" })")
    }
}
