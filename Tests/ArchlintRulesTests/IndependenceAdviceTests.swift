@testable import ArchlintRules
import ArchlintWorkspace
import Testing

/// Which interface module module-independence's fix names.
struct IndependenceAdviceTests {
    /// `SearchFeature`'s interface is often `SearchInterface`: the fix names it rather than
    /// asking to extract `SearchFeatureInterface`.
    @Test func anInterfaceNamedAfterTheFeaturesStemIsNamed() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "SearchInterface"),
                    .target(name: "SearchHistoryInterface"),
                    .target(name: "SearchFeature", dependencies: ["SearchInterface"]),
                    .target(name: "HomeFeature", dependencies: ["SearchFeature", "SearchInterface"]),
                ])
                """,
            "rules.json": """
                { "version": 1, "independent": [["*Feature"]], "interfaceModules": ["*Interface"] }
                """,
            "Sources/SearchInterface/SearchRouting.swift": "public protocol SearchRouting { func openSearch(query: String) }\n",
            "Sources/SearchHistoryInterface/SearchHistory.swift": "public protocol SearchHistory { var recent: [String] { get } }\n",
            "Sources/SearchFeature/SearchRouter.swift": """
                import SearchInterface

                public final class SearchRouter: SearchRouting {
                    public init() {}
                    public func openSearch(query: String) {}
                }
                """,
            "Sources/HomeFeature/HomeViewModel.swift": """
                import SearchFeature

                final class HomeViewModel {
                    func searchTapped() { SearchRouter().openSearch(query: "") }
                }
                """,
        ])
        let fixes = findings.filter { $0.rule == "module-independence" }.compactMap(\.fix)
        #expect(fixes.contains("depend on SearchInterface instead; the composition root injects the implementation"), "\(fixes)")
        #expect(fixes.allSatisfy { !$0.contains("SearchFeatureInterface") }, "\(fixes)")
    }

    /// Another module that merely starts like the stem (`SearchHistoryInterface`) is no
    /// interface of `SearchFeature`.
    @Test func anInterfaceSharingOnlyTheStemsStartIsNotNamed() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "SearchHistoryInterface"),
                    .target(name: "SearchFeature"),
                    .target(name: "HomeFeature", dependencies: ["SearchFeature"]),
                ])
                """,
            "rules.json": """
                { "version": 1, "independent": [["*Feature"]], "interfaceModules": ["*Interface"] }
                """,
            "Sources/SearchHistoryInterface/SearchHistory.swift": "public protocol SearchHistory { var recent: [String] { get } }\n",
            "Sources/SearchFeature/SearchRouter.swift": "public final class SearchRouter { public init() {} }\n",
            "Sources/HomeFeature/HomeViewModel.swift": "import SearchFeature\n\nfinal class HomeViewModel { let router = SearchRouter() }\n",
        ])
        let fixes = findings.filter { $0.rule == "module-independence" }.compactMap(\.fix)
        #expect(!fixes.isEmpty && fixes.allSatisfy { $0.hasPrefix("extract an interface module (SearchFeatureInterface)") }, "\(fixes)")
    }
}
