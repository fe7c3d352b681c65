import ArchlintEngine
import Testing

/// What bastard-injection says the default costs: a new module dependency only when the
/// protocol lives elsewhere.
struct BastardInjectionMessageTests {
    @Test func aNewDependencyIsNamedOnlyWhenTheProtocolLivesElsewhere() throws {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Domain"),
            .target(name: "Core"),
            .target(name: "Data", dependencies: ["Domain"]),
            .target(name: "Feature", dependencies: ["Domain", "Data", "Core"]),
        ])
        """
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": manifest,
            "Sources/Domain/FeedLoader.swift": "public protocol FeedLoader { func load() async throws -> [String] }\n",
            "Sources/Data/RemoteFeedLoader.swift": """
                import Domain
                public final class RemoteFeedLoader: FeedLoader { public init() {}; public func load() async throws -> [String] { [] } }
                """,
            "Sources/Core/DataManager.swift": """
                public protocol DataManaging { func find(_ id: String) -> String? }
                public final class DataManager: DataManaging {
                    public static let sharedManager = DataManager()
                    public func find(_ id: String) -> String? { nil }
                }
                """,
            "Sources/Feature/FeedViewModel.swift": """
                import Core
                import Data
                import Domain
                final class FeedViewModel {
                    init(loader: FeedLoader = RemoteFeedLoader(), data: DataManaging = DataManager.sharedManager) {}
                    init(cast: DataManaging = (DataManager.sharedManager as! DataManaging)) {}
                }
                """,
        ]).filter { $0.rule == "bastard-injection" }
        #expect(findings.map(\.message) == [
            "parameter 'loader' of FeedViewModel.init is typed FeedLoader but defaults to RemoteFeedLoader(), a concrete class from module Data; the default hard-wires the implementation and makes Feature depend on Data",
            "parameter 'data' of FeedViewModel.init is typed DataManaging but defaults to DataManager.sharedManager, a concrete class from module Core; the default hard-wires the implementation",
            "parameter 'cast' of FeedViewModel.init is typed DataManaging but defaults to DataManager.sharedManager, a concrete class from module Core; the default hard-wires the implementation",
        ], "\(findings.map(\.message))")
    }
}

/// In one target split into layers by folders, the message says which layer the default
/// comes from (a warning still: the SPEC makes an error of another module's type).
struct BastardInjectionLayerTests {
    @Test func aDefaultFromAnotherLayerOfTheModuleNamesTheLayer() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "paths": ["Presentation/**"] }, { "name": "Domain", "paths": ["Domain/**"] } ],
                  "allow": { "Presentation": ["Domain"], "Domain": [] } }
                """,
            "Domain/SearchUseCase.swift": """
                protocol SearchUseCase { func search(_ text: String) async -> [String] }
                final class DefaultSearchUseCase: SearchUseCase { func search(_ text: String) async -> [String] { [] } }
                final class SearchHistory {
                    let useCase: SearchUseCase
                    init(useCase: SearchUseCase = DefaultSearchUseCase()) { self.useCase = useCase }
                }
                """,
            "Presentation/SearchViewModel.swift": """
                final class SearchViewModel {
                    let useCase: SearchUseCase
                    init(useCase: SearchUseCase = DefaultSearchUseCase()) { self.useCase = useCase }
                }
                """,
        ])
        let shown = findings.filter { $0.rule == "bastard-injection" }.map { "\($0.span.file) \($0.severity) \($0.message.split(separator: ";")[0])" }
        #expect(shown == [
            "Domain/SearchUseCase.swift warning parameter 'useCase' of SearchHistory.init is typed SearchUseCase but defaults to DefaultSearchUseCase(), a concrete class of this module",
            "Presentation/SearchViewModel.swift warning parameter 'useCase' of SearchViewModel.init is typed SearchUseCase but defaults to DefaultSearchUseCase(), a concrete class of this module, from layer Domain",
        ], "\(shown)")
    }
}

/// A protocol's implementation count makes a module's own vocabulary (sql-kit's
/// `separator: any SQLExpression = SQLRaw(", ")`) no seam; another module's implementation is
/// hard-wired however many there are.
struct BastardInjectionImplementationCountTests {
    private func findings(defaultInSameModule: Bool) throws -> [String] {
        let providers = ["Firebase", "Mixpanel", "Amplitude", "Segment", "AppsFlyer", "Adjust", "Braze"]
        var files = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Domain"),
                .target(name: "Data", dependencies: ["Domain"]),
                .target(name: "Checkout", dependencies: ["Domain", "Data"]),
            ])
            """,
            "Sources/Domain/AnalyticsProvider.swift": "public protocol AnalyticsProvider { func log(_ event: String) }\n",
            "Sources/Data/Providers.swift": "import Domain\n" + providers.map {
                "public final class \($0)Provider: AnalyticsProvider { public init() {}; public func log(_ event: String) {} }\n"
            }.joined(),
            "Sources/Checkout/CheckoutViewModel.swift": """
            import Data
            import Domain
            final class CheckoutViewModel {
                private let tracker: AnalyticsProvider
                init(tracker: AnalyticsProvider = FirebaseProvider()) { self.tracker = tracker }
            }
            """,
        ]
        if defaultInSameModule {
            files["Sources/Data/ProviderRelay.swift"] = """
            import Domain
            public final class ProviderRelay {
                private let next: AnalyticsProvider
                public init(next: AnalyticsProvider = BrazeProvider()) { self.next = next }
            }
            """
        }
        return try lintTemporaryProject(files).filter { $0.hasPrefix("bastard-injection") }
    }

    @Test func anotherModulesImplementationIsReportedAmongSeven() throws {
        #expect(try findings(defaultInSameModule: false) == ["bastard-injection@Sources/Checkout/CheckoutViewModel.swift:5"])
    }

    @Test func aModulesOwnOneAmongSevenIsNot() throws {
        #expect(try findings(defaultInSameModule: true) == ["bastard-injection@Sources/Checkout/CheckoutViewModel.swift:5"])
    }
}
