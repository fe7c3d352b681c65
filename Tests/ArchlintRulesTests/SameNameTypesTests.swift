import ArchlintEngine
import Foundation
import Testing

/// Types of the same name in two modules are two types: what one adopts says nothing of the
/// other.
struct SameNameTypesTests {
    private func rules(_ files: [String: String]) throws -> [String] { try lintTemporaryProject(files) }

    @Test func aSameNamedClassThatAdoptsNothingIsNoSeam() throws {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "CoreInterface"),
            .target(name: "RemoteData", dependencies: ["CoreInterface"]),
            .target(name: "MockData"),
            .target(name: "FeatureA", dependencies: ["CoreInterface", "MockData"]),
            .target(name: "FeatureB", dependencies: ["CoreInterface", "RemoteData"]),
        ])
        """
        let found = try rules([
            "Package.swift": manifest,
            "Sources/CoreInterface/UserRepository.swift": "public protocol UserRepository { func user() -> String }\n",
            "Sources/RemoteData/UserRepositoryImpl.swift": """
                import CoreInterface
                public final class UserRepositoryImpl: UserRepository { public init() {}; public func user() -> String { "" } }
                """,
            "Sources/MockData/UserRepositoryImpl.swift": """
                public final class UserRepositoryImpl { public init() {}; public func user() -> String { "" } }
                """,
            "Sources/FeatureA/AViewModel.swift": """
                import CoreInterface
                import MockData
                final class AViewModel {
                    let repo = UserRepositoryImpl()
                    init(held: UserRepositoryImpl) {}
                }
                """,
            "Sources/FeatureB/BViewModel.swift": """
                import CoreInterface
                import RemoteData
                final class BViewModel {
                    let repo = UserRepositoryImpl()
                }
                """,
        ])
        #expect(found == ["direct-instantiation@Sources/FeatureB/BViewModel.swift:4"], "\(found)")
    }

    /// `Logger` is a protocol in Core, but a module that declares its own `final class Logger`
    /// means its class when it writes the name: a default of its own type is no injection seam.
    @Test func aModulesOwnClassShadowsAProtocolOfTheSameName() throws {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Core"),
            .target(name: "Sync"),
            .target(name: "Chat", dependencies: ["Core"]),
            .target(name: "Feed", dependencies: ["Core"]),
        ])
        """
        let found = try rules([
            "Package.swift": manifest,
            "Sources/Core/Logger.swift": "public protocol Logger { func log(_ message: String) }\npublic final class OSLogger: Logger { public init() {}; public func log(_ message: String) {} }\n",
            "Sources/Sync/SyncEngine.swift": """
                final class Logger { func log(_ message: String) {} }
                final class SyncEngine {
                    init(logger: Logger = Logger()) {}
                }
                """,
            "Sources/Chat/ChatService.swift": """
                import Core
                final class Logger { func log(_ message: String) {} }
                final class ChatService {
                    init(logger: Logger = Logger()) {}
                }
                """,
            "Sources/Feed/FeedService.swift": """
                import Core
                final class FeedService {
                    init(logger: Logger = OSLogger()) {}
                }
                """,
        ])
        #expect(found == ["bastard-injection@Sources/Feed/FeedService.swift:3"], "\(found)")
    }

    /// Another module's `enum SyncProcessor { typealias Services = ... }` is not in scope of
    /// this module's `SyncProcessor`: its `Services` is the module's own struct, no protocol.
    @Test func anUnrelatedModulesNestedAliasIsNotInScope() throws {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Core"),
            .target(name: "Accounts", dependencies: ["Core"]),
            .target(name: "Settings", dependencies: ["Core"]),
        ])
        """
        let found = try rules([
            "Package.swift": manifest,
            "Sources/Core/Services.swift": """
                public protocol Logging { func log(_ m: String) }
                public protocol HasLogger { var logger: Logging { get } }
                public protocol HasClock { var now: Double { get } }
                public protocol HasStore { func save(); func load(); func purge() }
                public final class LiveServices: HasLogger, HasClock, HasStore {
                    public init() {}
                    public var logger: Logging { fatalError() }
                    public var now: Double { 0 }
                    public func save() {}; public func load() {}; public func purge() {}
                }
                """,
            "Sources/Accounts/SyncProcessor.swift": """
                import Core
                enum SyncProcessor {
                    typealias Services = HasLogger & HasClock & HasStore
                }
                """,
            "Sources/Settings/SyncProcessor.swift": """
                import Core
                struct Services { let label: String }
                final class SyncProcessor {
                    private let services: Services
                    init(services: Services = Services(label: "x")) { self.services = services }
                    func run() { print(services.label) }
                }
                """,
        ])
        #expect(found == [], "\(found)")
    }

    /// `final class UseCaseProvider: Domain.UseCaseProvider` in the screens' own declared module:
    /// the screens' `UseCaseProvider` is the class (a module's names hide imported ones), and
    /// the advice names the protocol with its module. (In the module of files no target claims,
    /// folders may be frameworks of their own: there the name may mean the protocol, as the
    /// FrameworkFolders fixture shows.)
    @Test func aClassNamedLikeItsProtocolIsAdvisedTheQualifiedProtocol() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "modules": [ { "name": "Analytics", "paths": ["Analytics/**"] }, { "name": "Domain", "paths": ["Domain/**"] },
                               { "name": "App", "paths": ["NetworkPlatform/**", "Scenes/**"] } ],
                  "layers": [ { "name": "Domain", "modules": ["Domain"] }, { "name": "Data", "paths": ["NetworkPlatform/**"] },
                              { "name": "Presentation", "paths": ["Scenes/**"] } ],
                  "allow": { "Domain": [], "Data": ["Domain"], "Presentation": ["Domain"] } }
                """,
            "Domain/UseCaseProvider.swift": "public protocol UseCaseProvider { func makePostsUseCase() -> Int }\n",
            // Another module's protocol of the name: the advice names the one the class adopts.
            "Analytics/UseCaseProvider.swift": "public protocol UseCaseProvider { func track() }\n",
            "NetworkPlatform/UseCaseProvider.swift": """
                import Domain
                public final class UseCaseProvider: Domain.UseCaseProvider {
                    public init() {}
                    public func makePostsUseCase() -> Int { 1 }
                }
                """,
            "Scenes/PostsNavigator.swift": """
                import Domain
                final class PostsNavigator {
                    private let services: UseCaseProvider
                    init(services: UseCaseProvider) { self.services = services }
                    func start() { _ = services.makePostsUseCase() }
                }
                """,
        ])
        let shown = findings.map { "\($0.rule)@\($0.span.line): \($0.fix ?? "")" }
        #expect(shown == [
            "concrete-dependency@3: type it as Domain.UseCaseProvider",
            "layer-dependency@3: depend on Domain.UseCaseProvider, which UseCaseProvider implements, instead of UseCaseProvider: type it as Domain.UseCaseProvider and let the composition root pass UseCaseProvider in",
            "concrete-dependency@4: type it as Domain.UseCaseProvider",
        ], "\(shown)")
    }

    /// The class adopts its namesake in an extension in another file: the advice still names
    /// the protocol it adopts, though two modules declare one of that name.
    @Test func aNamesakeAdoptedInAnExtensionIsNamedWithItsModule() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "Analytics"), .target(name: "Domain"),
                    .target(name: "Platform", dependencies: ["Domain"]),
                    .target(name: "Feature", dependencies: ["Domain", "Platform"]),
                ])
                """,
            "Sources/Analytics/UseCaseProvider.swift": "public protocol UseCaseProvider { func track() }\n",
            "Sources/Domain/UseCaseProvider.swift": "public protocol UseCaseProvider { func makePosts() -> Int }\n",
            "Sources/Platform/UseCaseProvider.swift": "public final class UseCaseProvider { public init() {} }\n",
            "Sources/Platform/UseCaseProvider+Domain.swift": "import Domain\nextension UseCaseProvider: Domain.UseCaseProvider { public func makePosts() -> Int { 1 } }\n",
            "Sources/Feature/PostsViewModel.swift": "import Domain\nimport Platform\nfinal class PostsViewModel {\n    func load() { _ = Platform.UseCaseProvider() }\n    let held: Domain.UseCaseProvider\n    init(held: Domain.UseCaseProvider) { self.held = held }\n}\n",
        ]).filter { $0.rule == "direct-instantiation" }
        #expect(findings.map(\.fix) == ["inject a Domain.UseCaseProvider through the initializer and build UseCaseProvider in the composition root"], "\(findings.map(\.fix))")
    }
}
