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
