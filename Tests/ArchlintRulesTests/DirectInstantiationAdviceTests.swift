@testable import ArchlintRules
import Testing

/// What direct-instantiation's fix says, by where the object is built.
struct DirectInstantiationAdviceTests {
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
}
