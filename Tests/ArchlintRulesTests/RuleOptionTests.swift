import Testing

/// Options at the ends of their ranges mean what a user would expect of them.
struct RuleOptionTests {
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Items", targets: [.target(name: "Items")])
        """
    private static let repository = """
        protocol ItemRepository {
            func fetch(id: Int) -> String
            func fetchAll() -> [String]
            func save(_ item: String)
            func delete(id: Int)
        }
        """

    /// `maxUsedRatio: 1` reports any unused requirement, and never a dependency that uses
    /// them all: there is nothing to narrow it to.
    @Test func aMaxUsedRatioOfOneReportsOnlyUnusedRequirements() throws {
        let found = try lintTemporaryProject([
            "Package.swift": Self.manifest,
            "rules.json": #"{ "version": 1, "rules": { "interface-segregation": { "severity": "warning", "maxUsedRatio": 1 } } }"#,
            "Sources/Items/ItemRepository.swift": Self.repository,
            "Sources/Items/ItemEditor.swift": """
                final class ItemEditor {
                    private let repository: ItemRepository
                    init(repository: ItemRepository) { self.repository = repository }
                    func edit(id: Int) {
                        let item = repository.fetch(id: id)
                        repository.save(item + "!")
                        repository.delete(id: id)
                        _ = repository.fetchAll()
                    }
                }
                """,
            "Sources/Items/ItemReader.swift": """
                final class ItemReader {
                    private let repository: ItemRepository
                    init(repository: ItemRepository) { self.repository = repository }
                    func read(id: Int) -> String { repository.fetch(id: id) + repository.fetchAll().joined() + { repository.save("x"); return "" }() }
                }
                """,
        ])
        #expect(found == ["interface-segregation@Sources/Items/ItemReader.swift:2"], "\(found)")
    }
}

/// What interface-segregation advises.
struct SegregationAdviceTests {
    /// A member type of the same name in another module's same-named namespace is not in scope:
    /// the module-wide alias is what the holder means.
    @Test func anotherModulesMemberTypeDoesNotHideTheAlias() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "Settings"), .target(name: "Profile")])
                """,
            "Sources/Settings/Deps.swift": """
                protocol HasA { var a: Int { get } }
                protocol HasB { var b: Int { get } }
                protocol HasC { var c: Int { get } }
                typealias Dependencies = HasA & HasB & HasC
                enum Account {
                    final class ViewModel {
                        private let dependencies: Dependencies
                        init(dependencies: Dependencies) { self.dependencies = dependencies }
                        func show() { print(dependencies.a) }
                    }
                }
                """,
            "Sources/Profile/Account.swift": "enum Account { struct Dependencies { let name: String } }\n",
        ]).filter { $0.rule == "interface-segregation" }
        #expect(findings.map(\.span.file) == ["Sources/Settings/Deps.swift"], "\(findings.map(\.message))")
    }

    /// Inside an extension of an imported module's type, that type's member types are in scope.
    @Test func anImportedTypesMemberTypeIsInScopeInItsExtension() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "AccountKit"), .target(name: "Settings", dependencies: ["AccountKit"])])
                """,
            "Sources/AccountKit/Account.swift": """
                public protocol HasSession { var session: Int { get } }
                public enum Account { public typealias Dependencies = HasSession }
                """,
            "Sources/Settings/Deps.swift": """
                import AccountKit
                protocol HasA { var a: Int { get } }
                protocol HasB { var b: Int { get } }
                typealias Dependencies = HasA & HasB
                extension Account {
                    final class ViewModel {
                        private let dependencies: Dependencies
                        init(dependencies: Dependencies) { self.dependencies = dependencies }
                        func show() { print(dependencies.session) }
                    }
                }
                """,
        ]).filter { $0.rule == "interface-segregation" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A god protocol's unused requirements are named up to eight, then counted.
    @Test func aLongListOfUnusedRequirementsIsCut() throws {
        let requirements = (1...24).map { "    func route\($0)()" }.joined(separator: "\n")
        let findings = try lintTemporaryProjectFindings([
            "Router.swift": "protocol AppRouting {\n\(requirements)\n}\n",
            "HomeWireframe.swift": """
                final class HomeWireframe {
                    private let router: AppRouting
                    init(router: AppRouting) { self.router = router }
                    func showDetail() { router.route1() }
                }
                """,
        ]).filter { $0.rule == "interface-segregation" }
        let message = try #require(findings.first?.message)
        #expect(message.contains("uses 1 of 24 requirements of AppRouting (route1); unused: route2, route3, route4, route5, route6, route7, route8, route9 and 15 more; "), "\(message)")
    }

    /// A class name two modules declare with other superclasses: each chain is followed, so a
    /// subclass's uses still count for the base that holds the dependency.
    @Test func sameNamedSubclassesInTwoModulesKeepTheirChains() throws {
        let found = try lintTemporaryProject([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "Orders"), .target(name: "Settings")])
                """,
            "Sources/Settings/Settings.swift": "class Screen {}\nfinal class ListViewModel: Screen {}\n",
            "Sources/Orders/Orders.swift": """
                protocol OrderRepository {
                    func load() -> [Int]
                    func save(_ id: Int)
                    func delete(_ id: Int)
                    func archive(_ id: Int)
                }
                class BaseViewModel {
                    let repository: any OrderRepository
                    init(repository: any OrderRepository) { self.repository = repository }
                    func reload() { _ = repository.load() }
                }
                final class ListViewModel: BaseViewModel {
                    func remove(_ id: Int) { repository.delete(id) }
                    func keep(_ id: Int) { repository.save(id) }
                }
                """,
        ])
        #expect(found.isEmpty, "\(found)")
    }

    /// "Never used" is said of a protocol refining a library protocol that asks for nothing to
    /// call (`Observable`, `Error`), not of one refining `AsyncSequence`.
    @Test func neverUsedLooksThroughRequirementFreeLibraryProtocols() throws {
        let found = try lintTemporaryProject([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "App")])
                """,
            "Sources/App/Store.swift": """
                import Observation
                protocol SettingsStore: Observable, AnyObject {
                    var theme: String { get }
                    func save()
                }
                protocol AppFailure: Error {
                    var code: Int { get }
                    func report()
                }
                protocol Ticks: AsyncSequence where Element == Int {
                    var symbol: String { get }
                    func stop()
                }
                final class SettingsViewModel {
                    private let store: any SettingsStore
                    private let failure: any AppFailure
                    private let ticks: any Ticks
                    init(store: any SettingsStore, failure: any AppFailure, ticks: any Ticks) {
                        self.store = store; self.failure = failure; self.ticks = ticks
                    }
                }
                """,
        ])
        #expect(found == ["interface-segregation@Sources/App/Store.swift:15", "interface-segregation@Sources/App/Store.swift:16"], "\(found)")
    }

    /// A member of the composition that would be reported in turn is not suggested as covering
    /// the use (one of `UserService`'s four requirements is still under half of it): it is
    /// named as the nearest existing protocol, with what it leaves unused.
    @Test func aSuggestedProtocolIsOneTheRuleWouldAccept() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Profile", targets: [.target(name: "Profile")])
                """,
            "Sources/Profile/Dependencies.swift": """
                protocol UserService {
                    func currentUser() -> String
                    func updateName(_ name: String)
                    func deleteAccount()
                    func logout()
                }
                protocol FeatureFlags {
                    func isEnabled(_ flag: String) -> Bool
                }
                protocol Session {
                    func token() -> String
                }
                typealias ProfileDependencies = UserService & FeatureFlags
                typealias HeaderDependencies = Session & FeatureFlags
                """,
            "Sources/Profile/ProfileViewModel.swift": """
                final class ProfileViewModel {
                    private let deps: ProfileDependencies
                    init(deps: ProfileDependencies) { self.deps = deps }
                    var title: String { deps.currentUser() }
                }
                final class HeaderViewModel {
                    private let deps: HeaderDependencies
                    init(deps: HeaderDependencies) { self.deps = deps }
                    var token: String { deps.token() }
                }
                """,
        ])
        // UserService covers the use but would be reported in turn: named as the nearest, with
        // what it leaves unused, beside the extraction (the SPEC's "narrower existing protocol").
        #expect(findings.map { $0.fix ?? "" } == ["depend on UserService, the existing protocol nearest to what is used (3 of its 4 requirements would still be unused), or extract a protocol with currentUser and depend on it",
                                                  "depend on Session, which covers what is used"], "\(findings.map(\.fix))")
    }

    /// All the unused requirements come from a parent protocol: the inheritance is the fat part.
    @Test func unusedRequirementsFromAParentAreTracedToIt() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Countries", targets: [.target(name: "Countries")])
                """,
            "Sources/Countries/Repositories.swift": """
                import Foundation
                protocol WebRepository {
                    var session: URLSession { get }
                    var baseURL: String { get }
                }
                protocol CountriesWebRepository: WebRepository {
                    func loadCountries() async throws -> [String]
                    func loadDetails(country: String) async throws -> String
                }
                """,
            "Sources/Countries/CountriesInteractor.swift": """
                final class CountriesInteractor {
                    private let webRepository: CountriesWebRepository
                    init(webRepository: CountriesWebRepository) { self.webRepository = webRepository }
                    func refresh() async throws -> [String] {
                        let names = try await webRepository.loadCountries()
                        return [try await webRepository.loadDetails(country: names[0])]
                    }
                }
                """,
        ])
        let finding = try #require(findings.first { $0.rule == "interface-segregation" })
        #expect(finding.fix?.hasPrefix("the unused requirements come from WebRepository, which CountriesWebRepository inherits") == true,
                "\(finding.fix ?? "")")
    }
}
