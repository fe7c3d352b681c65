import ArchlintEngine
import Testing

/// What makes a module an implementation that an interface module must not import.
struct InterfacePurityTests {
    /// `@testable import` in an interface module is the module's own mistake: the file stays
    /// production code (only test helpers' places and names make such a file test code).
    @Test func aTestableImportInAnInterfaceModuleIsReported() throws {
        let found = try lintTemporaryProject([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "DesignSystem"),
                    .target(name: "ProfileInterface", dependencies: ["DesignSystem"]),
                ])
                """,
            "Sources/DesignSystem/Theme.swift": "public final class Theme { public init() {} }\n",
            "Sources/ProfileInterface/ProfileService.swift": """
                @testable import DesignSystem

                public protocol ProfileService { func load() async throws -> String }
                public final class ProfileBox { public init() {} }
                """,
            "Sources/ProfileInterface/Mocks/MockProfileService.swift": """
                @testable import DesignSystem

                public final class MockProfileService { public init() {} }
                """,
        ])
        #expect(found == [
            "interface-module-purity@Sources/ProfileInterface/ProfileService.swift:1",
            "interface-module-purity@Sources/ProfileInterface/ProfileService.swift:4",
        ], "\(found)")
    }

    /// A private class behind a public factory is an implementation all the same; a module
    /// whose only class is a type-erasing wrapper is not.
    @Test func aPrivateClassMakesAnImplementationModuleAnErasureDoesNot() throws {
        let found = try lintTemporaryProject([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "ProfileCore"),
                    .target(name: "FeedErasure"),
                    .target(name: "ProfileInterface", dependencies: ["ProfileCore", "FeedErasure"]),
                ])
                """,
            "Sources/ProfileCore/Greeter.swift": """
                public protocol Greeter { func greet() -> String }
                private final class LiveGreeter: Greeter { func greet() -> String { "hi" } }
                public func makeGreeter() -> Greeter { LiveGreeter() }
                """,
            "Sources/FeedErasure/AnyFeed.swift": """
                public protocol Feed { var count: Int { get } }
                public final class AnyFeed: Feed {
                    private let base: Feed
                    public init(_ base: Feed) { self.base = base }
                    public var count: Int { base.count }
                }
                """,
            "Sources/ProfileInterface/Profile.swift": "import ProfileCore\nimport FeedErasure\npublic protocol ProfileProviding { func name() -> String }\n",
        ])
        #expect(found == ["interface-module-purity@Sources/ProfileInterface/Profile.swift:1"], "\(found)")
    }
}
