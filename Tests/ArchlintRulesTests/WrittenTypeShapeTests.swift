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
            "concrete-dependency@14 type it as ProductListView?, and make ProductListView class-bound (`protocol ProductListView: AnyObject`): a weak or unowned reference needs one",
            "bastard-injection@16 remove the default value and inject a ProductRepository from the composition root",
        ], "\(shown)")
    }

    /// A protocol with associated types is typed `any P`, with the class's generic arguments
    /// when they fill its primary associated types: `Repository` alone would not compile.
    @Test func aProtocolWithAssociatedTypesIsSuggestedAsAnExistential() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": Self.manifest,
            "Sources/CatalogData/Store.swift": """
                public protocol Store<Entity>: AnyObject {
                    associatedtype Entity
                    func all() -> [Entity]
                }
                public final class CoreDataStore<Entity>: Store {
                    public init() {}
                    public func all() -> [Entity] { [] }
                }
                public final class RemoteStore<Client>: Store {
                    public init() {}
                    public func all() -> [String] { [] }
                }
                public protocol Feed: AnyObject {
                    associatedtype Item
                    func items() -> [Item]
                }
                public final class RemoteFeed: Feed {
                    public init() {}
                    public func items() -> [String] { [] }
                }
                """,
            "Sources/CatalogFeature/Shelf.swift": """
                import CatalogData

                public final class Shelf {
                    let products: CoreDataStore<String>
                    let feed: RemoteFeed?
                    init(products: CoreDataStore<String>, feed: RemoteFeed?) { self.products = products; self.feed = feed }
                    let remote: RemoteStore<Int>
                }
                """,
        ])
        let shown = findings.filter { $0.rule == "concrete-dependency" }.map { "\($0.span.line) \($0.fix ?? "-")" }
        #expect(shown == [
            "4 type it as any Store<String>",
            "5 type it as (any Feed)?",
            "6 type it as any Store<String>",
            "6 type it as (any Feed)?",
            // Generic over a client, not over the protocol's Entity: no arguments to carry over.
            "7 type it as any Store",
        ], "\(shown)")
    }
}

/// SwiftUI's `@State` owns an `@Observable` model, declared so, through its superclass or by
/// an extension: no protocol fits there. Another class in `@State` is a dependency.
struct ObservableStateTests {
    @Test func stateOwningAnObservableModelIsNotADependency() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Profile", targets: [
                    .target(name: "ProfileData"),
                    .target(name: "ProfileUI", dependencies: ["ProfileData"]),
                ])
                """,
            "Sources/ProfileData/Models.swift": """
                import Observation

                public protocol ProfileStore: AnyObject { var name: String { get } }
                @Observable open class ObservableProfileStore: ProfileStore {
                    public var name = ""
                    public init() {}
                }
                public final class FamilyProfileStore: ObservableProfileStore {}
                public final class LegacyProfileStore: ProfileStore {
                    public var name = ""
                    public init() {}
                }
                extension LegacyProfileStore: Observable {}
                public final class RemoteProfileStore: ProfileStore {
                    public var name = ""
                    public init() {}
                }
                """,
            "Sources/ProfileUI/ProfileViews.swift": """
                import ProfileData
                import SwiftUI

                struct ProfileView: View {
                    @State private var family: FamilyProfileStore
                    @State private var legacy: LegacyProfileStore
                    @State private var remote: RemoteProfileStore
                    init(family: FamilyProfileStore, legacy: LegacyProfileStore, remote: RemoteProfileStore) {
                        _family = State(initialValue: family)
                        _legacy = State(initialValue: legacy)
                        _remote = State(initialValue: remote)
                    }
                    var body: some View { Text(family.name + legacy.name + remote.name) }
                }
                """,
        ])
        let shown = findings.filter { $0.rule == "concrete-dependency" }.map { "\($0.span.line) \($0.message.prefix(40))" }
        #expect(shown == ["7 stored property 'remote' is typed Remote", "8 parameter 'remote' of ProfileView.init i"], "\(shown)")
    }
}

/// SwiftPM builds target `Net-Kit` as module `Net_Kit`, the name code imports.
struct TargetModuleNameTests {
    @Test func aTargetNameThatIsNoIdentifierIsImportedByItsModuleName() throws {
        let files = [
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Net-Kit"),
                    .target(name: "Design-System"),
                    .target(name: "Profile", dependencies: ["Net-Kit", "Design-System"]),
                        .target(
                            name: "Feature", dependencies: ["Profile"]),
                ])
                """,
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "modules": ["Feature", "Profile"] }, { "name": "Network", "modules": ["Net-Kit"] } ],
                  "allow": { "Presentation": ["Network"] },
                  "rules": { "unused-dependency": { "severity": "warning" } } }
                """,
            "Sources/Net-Kit/HTTPClient.swift": """
                public protocol HTTPClient { func get(_ path: String) async throws -> [UInt8] }
                public final class URLSessionHTTPClient: HTTPClient {
                    public init() {}
                    public func get(_ path: String) async throws -> [UInt8] { [] }
                }
                """,
            "Sources/Design-System/Colors.swift": "public enum Palette { public static let accent = 0xFF6600 }\n",
            "Sources/Profile/ProfileLoader.swift": """
                import Net_Kit
                public struct ProfileLoader {
                    let client: any HTTPClient
                    public init(client: any HTTPClient) { self.client = client }
                }
                """,
            "Sources/Feature/FeatureModel.swift": """
                import Profile
                import Net_Kit

                public final class FeatureModel {
                    let client: URLSessionHTTPClient
                    public init() {
                        client = URLSessionHTTPClient()
                    }
                }
                """,
        ]
        let result = try withTemporaryProject(files) { try LintRunner.run(LintRequest(paths: [$0])) }
        let shown = result.findings.map { "\($0.rule)@\($0.span.file):\($0.span.line)" }
        #expect(shown == ["unused-dependency@Package.swift:6",
                          "undeclared-import@Sources/Feature/FeatureModel.swift:2",
                          "concrete-dependency@Sources/Feature/FeatureModel.swift:5",
                          "direct-instantiation@Sources/Feature/FeatureModel.swift:7"], "\(shown)")
        // Package.swift names the target; the layer's module glob may too.
        let unused = result.findings[0]
        #expect(unused.message.hasPrefix("target Profile declares a dependency on Design-System but"), "\(unused.message)")
        // The name string, quotes included, is underlined.
        #expect("\(unused.span.column)-\(unused.span.endColumn ?? 0)" == "56-71", "\(unused.span)")
        let undeclared = result.findings[1]
        #expect(undeclared.fix?.hasPrefix("add \"Net-Kit\"") == true, "\(String(describing: undeclared.fix))")
        // Where the target's declaration starts, not column 1 of its line.
        #expect(undeclared.related.first.map { "\($0.message) \($0.span?.line ?? 0):\($0.span?.column ?? 0)" }
                == "target Feature is declared here 7:9", "\(undeclared.related)")
        #expect(result.emptyLayers.isEmpty, "\(result.emptyLayers)")
    }
}

/// concrete-dependency's note shows where the class adopts the protocol.
struct AdoptionSiteTests {
    @Test func theNotePointsAtTheExtensionThatAdoptsTheProtocol() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Profile", targets: [
                    .target(name: "ProfileDomain"),
                    .target(name: "ProfileData", dependencies: ["ProfileDomain"]),
                    .target(name: "ProfileUI", dependencies: ["ProfileDomain", "ProfileData"]),
                ])
                """,
            "Sources/ProfileDomain/ProfileEditor.swift": """
                public enum ProfileEditor {
                    public protocol Client { func rename(_ name: String) async throws }
                }
                public protocol AvatarUploading { func upload() async throws }
                """,
            "Sources/ProfileData/ProfileAPI.swift": """
                import ProfileDomain

                public final class ProfileAPI {
                    public init() {}
                }
                public final class AvatarUploader: AvatarUploading {
                    public init() {}
                    public func upload() async throws {}
                }
                """,
            "Sources/ProfileData/ProfileAPI+Editor.swift": """
                import ProfileDomain

                extension ProfileAPI: ProfileEditor.Client {
                    public func rename(_ name: String) async throws {}
                }
                """,
            "Sources/ProfileUI/ProfileScreen.swift": """
                import ProfileData
                import ProfileDomain

                public final class ProfileScreen {
                    let api: ProfileAPI
                    let avatars: AvatarUploader
                    init(api: ProfileAPI, avatars: AvatarUploader) { self.api = api; self.avatars = avatars }
                    func rename() async throws { try await api.rename("x"); try await avatars.upload() }
                }
                """,
        ])
        let notes = findings.filter { $0.rule == "concrete-dependency" }.map { f in
            "\(f.span.line) " + f.related.map { "\($0.span?.file ?? ""):\($0.span?.line ?? 0):\($0.span?.column ?? 0) \($0.message)" }.joined()
        }
        #expect(notes == [
            "5 Sources/ProfileData/ProfileAPI+Editor.swift:3:11 ProfileAPI conforms to ProfileEditor.Client",
            "6 Sources/ProfileData/ProfileAPI.swift:6:20 AvatarUploader conforms to AvatarUploading",
            "7 Sources/ProfileData/ProfileAPI+Editor.swift:3:11 ProfileAPI conforms to ProfileEditor.Client",
            "7 Sources/ProfileData/ProfileAPI.swift:6:20 AvatarUploader conforms to AvatarUploading",
        ], "\(notes)")
    }
}
