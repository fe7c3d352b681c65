@testable import ArchlintRules
import Testing

/// concrete-dependency on properties whose type a key path's container member declares.
struct KeyPathInjectionTests {
    /// Factory's usual layout: the container extension in a DI module the screen imports, the
    /// class in Data, which the screen does not import. The container's type names resolve where
    /// the container declares them; the fix rewrites the value type only, not every name that
    /// contains it.
    @Test func theContainersTypeResolvesWhereTheContainerIsDeclared() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "P", targets: [
                  .target(name: "Domain"),
                  .target(name: "Data", dependencies: ["Domain"]),
                  .target(name: "DI", dependencies: ["Data", "Domain"]),
                  .target(name: "UI", dependencies: ["DI", "Domain"]),
                ])
                """,
            "Sources/Domain/SessionStore.swift": "public protocol SessionStore: AnyObject {\n    func currentSession() -> String?\n}\n",
            "Sources/Data/KeychainSessionStore.swift": """
                import Domain
                public final class KeychainSessionStore: SessionStore {
                    public init() {}
                    public func currentSession() -> String? { nil }
                }
                public struct KeychainSessionStoreConfig {}
                """,
            "Sources/DI/Container+Session.swift": """
                import Data
                import Factory

                public extension Container {
                    var keychainStore: Factory<KeychainSessionStore> { self { KeychainSessionStore() }.singleton }
                    var paramStore: ParameterFactory<KeychainSessionStoreConfig, KeychainSessionStore> { self { _ in KeychainSessionStore() } }
                }
                """,
            "Sources/UI/ViewModel.swift": """
                import DI
                import Domain
                import Factory

                public final class ViewModel {
                    @Injected(\\.keychainStore) private var keychain
                    @Injected(\\.paramStore) private var params
                    public var isSignedIn: Bool { keychain.currentSession() != nil }
                }
                """,
        ])
        let fixes = findings.filter { $0.rule == "concrete-dependency" }.map { $0.fix ?? "" }
        #expect(fixes == [
            "declare keychainStore as Factory<SessionStore> in the Container extension that declares it (now Factory<KeychainSessionStore>); the property keeps its key path",
            "declare paramStore as ParameterFactory<KeychainSessionStoreConfig, SessionStore> in the Container extension that declares it (now ParameterFactory<KeychainSessionStoreConfig, KeychainSessionStore>); the property keeps its key path",
        ], "\(fixes)")
    }
}

/// A protocol a DI container's member hands to key-path injection (`@Injected(\.speech)`
/// with `var speech: Factory<ISpeechRecognizer>`) is held as a dependency: building its
/// implementation elsewhere is reported, as for a protocol held in a property.
struct KeyPathHeldProtocolTests {
    @Test func aFactoryMembersValueTypeIsASeam() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "Core"), .target(name: "Speech", dependencies: ["Core"]),
                    .target(name: "DI", dependencies: ["Core", "Speech"]), .target(name: "Feature", dependencies: ["Core", "Speech", "DI"]),
                ])
                """,
            "Sources/Core/ISpeechRecognizer.swift": "public protocol ISpeechRecognizer: AnyObject {\n    func startRecording(languageCode: String) throws\n    func stopRecording()\n}\n",
            "Sources/Speech/SpeechRecognizer.swift": """
                import Core
                public final class SpeechRecognizer: ISpeechRecognizer {
                    public init() {}
                    public func startRecording(languageCode: String) throws {}
                    public func stopRecording() {}
                }
                """,
            "Sources/DI/Container+Speech.swift": "import FactoryKit\nimport Core\nimport Speech\n\npublic extension Container {\n    var speechRecognizer: Factory<ISpeechRecognizer> { self { SpeechRecognizer() }.singleton }\n}\n",
            "Sources/Feature/ChatVM.swift": """
                import FactoryKit
                import Core
                import DI
                import Speech

                public final class ChatVM {
                    @Injected(\\.speechRecognizer) var speechRecognizer
                    public init() {}
                    public func start() throws {
                        try speechRecognizer.startRecording(languageCode: "en")
                        let other = SpeechRecognizer()
                        try other.startRecording(languageCode: "de")
                    }
                }
                """,
        ]).filter { $0.rule == "direct-instantiation" }
        #expect(findings.map { "\($0.span.file):\($0.span.line)" } == ["Sources/Feature/ChatVM.swift:11"], "\(findings.map(\.message))")
    }

    /// A SwiftUI environment value typed as a protocol (a style, a theme) makes no seam of it.
    @Test func anEnvironmentValueIsNoSeam() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "DesignSystem"), .target(name: "Profile", dependencies: ["DesignSystem"])])
                """,
            "Sources/DesignSystem/CardLook.swift": """
                import SwiftUI
                public protocol CardLook { var cornerRadius: Double { get } }
                public struct PlainCard: CardLook { public init() {}; public var cornerRadius: Double { 4 } }
                struct CardLookKey: EnvironmentKey { static let defaultValue: any CardLook = PlainCard() }
                public extension EnvironmentValues {
                    var cardLook: any CardLook { get { self[CardLookKey.self] } set { self[CardLookKey.self] = newValue } }
                }
                """,
            "Sources/Profile/ProfileView.swift": """
                import SwiftUI
                import DesignSystem
                struct ProfileView: View {
                    private let style = PlainCard()
                    var body: some View { Text("profile").padding(style.cornerRadius) }
                }
                """,
        ]).filter { $0.rule == "direct-instantiation" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }
}

/// interface-segregation's fix for a key-path injected property narrows the container's member,
/// which is what says the type.
struct KeyPathNarrowingAdviceTests {
    @Test func theContainersMemberIsWhatNarrows() throws {
        let fixes = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "Core"), .target(name: "Persistence", dependencies: ["Core"]),
                    .target(name: "DI", dependencies: ["Core", "Persistence"]), .target(name: "Home", dependencies: ["Core", "DI"]),
                ])
                """,
            "Sources/Core/IDatabaseService.swift": "public protocol IDatabaseService {\n    func fetchChats() async throws -> [String]\n    func fetchMessages(for chat: String) async throws -> [String]\n}\n",
            "Sources/Persistence/DatabaseService.swift": "import Core\npublic final class DatabaseService: IDatabaseService {\n    public init() {}\n    public func fetchChats() async throws -> [String] { [] }\n    public func fetchMessages(for chat: String) async throws -> [String] { [] }\n}\n",
            "Sources/DI/Container+Database.swift": "import FactoryKit\nimport Core\nimport Persistence\n\npublic extension Container {\n    var databaseService: Factory<IDatabaseService> { self { DatabaseService() }.singleton }\n}\n",
            "Sources/Home/HomeVM.swift": "import FactoryKit\nimport Core\nimport DI\n\npublic final class HomeVM {\n    @Injected(\\.databaseService) private var databaseService\n    public init() {}\n    public func load() async throws -> [String] { try await databaseService.fetchChats() }\n}\n",
        ]).filter { $0.rule == "interface-segregation" }.map { $0.fix ?? "" }
        #expect(fixes == ["extract a protocol with fetchChats that IDatabaseService refines, and declare the container member databaseService this property injects as that protocol (or add a member of that type and inject it)"], "\(fixes)")
    }
}
