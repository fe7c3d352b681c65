import ArchlintEngine
import Testing

/// The dependency-injection rules read a written type through what surrounds the name: a
/// parameter's ownership and isolation words, `Optional<...>`, a marker protocol beside it.
struct WrittenTypeShapeTests {
    private static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Catalog", targets: [
            .target(name: "CatalogData"),
            .target(name: "CatalogFeature", dependencies: ["CatalogData"]),
        ])
        """
    private static let data = """
        public protocol ProductRepository: AnyObject { func all() -> [String] }
        public final class RemoteProductRepository: ProductRepository {
            public init() {}
            public func all() -> [String] { [] }
        }
        public protocol ImageLoading: Actor { func load() }
        public actor CachedImageLoader: ImageLoading {
            public init() {}
            public func load() {}
        }
        public protocol ProductListView { func reload() }
        public final class ProductListViewController: ProductListView {
            public init() {}
            public func reload() {}
        }
        """

    @Test func ownershipIsolationOptionalAndMarkerWordsDoNotHideTheClass() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": Self.manifest,
            "Sources/CatalogData/Products.swift": Self.data,
            "Sources/CatalogFeature/ProductScreen.swift": """
                import CatalogData

                public struct ProductScreen {
                    let sendable: RemoteProductRepository & Sendable
                    let wrapped: Optional<RemoteProductRepository>
                    public func show(_ products: borrowing RemoteProductRepository) {}
                    public func keep(_ products: consuming RemoteProductRepository) {}
                    public func hand(_ products: sending RemoteProductRepository) {}
                    public func load(on loader: isolated CachedImageLoader) async {}
                    public func swap(_ products: inout RemoteProductRepository) {}
                }

                public final class ProductPresenter {
                    weak var view: ProductListViewController?
                    let repository: any ProductRepository
                    public init(repository: sending any ProductRepository = RemoteProductRepository()) {
                        self.repository = repository
                    }
                }
                """,
        ])
        let shown = findings.map { "\($0.rule)@\($0.span.line) \($0.fix ?? "-")" }
        #expect(shown == [
            "concrete-dependency@4 type it as ProductRepository & Sendable",
            "concrete-dependency@5 type it as Optional<ProductRepository>",
            "concrete-dependency@6 type it as borrowing ProductRepository",
            "concrete-dependency@7 type it as consuming ProductRepository",
            "concrete-dependency@8 type it as sending ProductRepository",
            "concrete-dependency@9 type it as isolated ImageLoading",
            "concrete-dependency@10 type it as inout ProductRepository",
            "concrete-dependency@14 type it as ProductListView?, and make ProductListView class-bound (`protocol ProductListView: AnyObject`): a weak reference needs one",
            "bastard-injection@16 remove the default value and inject a ProductRepository from the composition root",
        ], "\(shown)")
    }
}
