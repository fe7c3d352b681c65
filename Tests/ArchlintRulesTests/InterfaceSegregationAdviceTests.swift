@testable import ArchlintRules
import Testing

/// What interface-segregation's fix says when the unused requirements all come from a parent
/// protocol.
struct InterfaceSegregationAdviceTests {
    private func fixes(holdingTheParentElsewhere: Bool) throws -> [String] {
        var files = [
            "Sources/Game/ScoreStream.swift": """
                protocol ScoreStream {
                    var gameDidEnd: Bool { get }
                    var scores: [Int] { get }
                }
                protocol MutableScoreStream: ScoreStream {
                    func updateDraw()
                    func updateScore(winner: String)
                }
                """,
            "Sources/Game/GameViewModel.swift": """
                final class GameViewModel {
                    private let mutableScoreStream: MutableScoreStream
                    init(mutableScoreStream: MutableScoreStream) { self.mutableScoreStream = mutableScoreStream }
                    func draw() { mutableScoreStream.updateDraw() }
                    func win() { mutableScoreStream.updateScore(winner: "a") }
                }
                """,
        ]
        if holdingTheParentElsewhere {
            files["Sources/Game/ScoreViewModel.swift"] = """
                final class ScoreViewModel {
                    private let scoreStream: ScoreStream
                    init(scoreStream: ScoreStream) { self.scoreStream = scoreStream }
                    func total() -> Int { scoreStream.scores.count + (scoreStream.gameDidEnd ? 1 : 0) }
                }
                """
        }
        return try lintTemporaryProjectFindings(files).filter { $0.rule == "interface-segregation" && $0.span.file.hasSuffix("GameViewModel.swift") }
            .map { $0.fix ?? "" }
    }

    /// Needle's sample: the parent is held elsewhere (the same stream handed out as a
    /// `ScoreStream`), so the inheritance stays and a protocol of the child's own part is the fix.
    @Test func aParentOtherCodeHoldsIsKept() throws {
        #expect(try fixes(holdingTheParentElsewhere: true) == [
            "the unused requirements come from ScoreStream, which MutableScoreStream inherits and other code holds: depend on a protocol with updateDraw, updateScore only, which MutableScoreStream can inherit beside ScoreStream",
        ])
    }

    @Test func aParentNothingElseHoldsMayBeDropped() throws {
        #expect(try fixes(holdingTheParentElsewhere: false) == [
            "the unused requirements come from ScoreStream, which MutableScoreStream inherits: drop that inheritance or depend on a protocol with updateDraw, updateScore only",
        ])
    }

    /// nalexn's clean-architecture-swiftui: `DIContainer.Interactors.userPermissions` is read
    /// as `container.interactors.userPermissions.request()`, a chain facts keep the first step
    /// of; "never used, remove the dependency" would break the app. Unread, it is reported.
    @Test func aPropertyReadThroughAChainIsNotNeverUsed() throws {
        func findings(reading: Bool, elsewhere: String = "", inHolderFile: String = "") throws -> [String] {
            try lintTemporaryProjectFindings([
                "App/Notes.swift": elsewhere,
                "App/Interactors.swift": """
                    protocol PermissionsInteractor: AnyObject {
                        func resolveStatus()
                        func request()
                    }
                    struct Interactors {
                        let permissions: PermissionsInteractor
                    }
                    struct Container {
                        let interactors: Interactors
                    }
                    \(inHolderFile)
                    """,
                "App/Screen.swift": """
                    struct Screen {
                        let container: Container
                        func tap() {
                            \(reading ? "container.interactors.permissions.request()" : "print(container)")
                        }
                    }
                    """,
            ]).filter { $0.rule == "interface-segregation" }.map(\.message)
        }
        #expect(try findings(reading: true) == [])
        #expect(try findings(reading: false).count == 1)
        // A chain in a comment or a string, or another type's `permissions` in the holder's own
        // file, reads nothing of it.
        #expect(try findings(reading: false, elsewhere: "// see container.interactors.permissions\nlet note = \"a.b.permissions\"\n").count == 1)
        #expect(try findings(reading: false, inHolderFile: "enum Env { static let current = Env.self }\nfunc f() { _ = Env.current.deps.permissions }\n").count == 1)
    }
}

/// Overloads with the same labels, told apart by their types only (a `send(request:)` returning
/// nothing beside a generic one returning `T`), are requirements each; declarations in the
/// branches of one `#if` are one.
struct SameLabelOverloadTests {
    private func messages(using call: String) throws -> [String] {
        try lintTemporaryProjectFindings([
            "Sources/Networking/APIClient.swift": """
                import Foundation
                public protocol Request {}
                public protocol APIClient {
                    func generalPerform(request: Request) async throws -> Data
                    func send(request: Request) async throws
                    func send<T: Decodable>(request: Request) async throws -> T
                    #if DEBUG
                    func dump(request: Request)
                    #else
                    func dump(request: Request)
                    #endif
                }
                struct UsersRequest: Request {}
                """,
            "Sources/Networking/UsersRepository.swift": """
                import Foundation
                final class UsersRepository {
                    private let client: APIClient
                    init(client: APIClient) { self.client = client }
                    func users() async throws -> [String] {
                        \(call)
                    }
                }
                """,
        ]).filter { $0.rule == "interface-segregation" }.map(\.message)
    }

    @Test func aCallFittingBothUsesBoth() throws {
        // `send(request:)` fits both overloads: 2 of 4 (`dump` is one requirement), not 1 of 3.
        #expect(try messages(using: "try await client.send(request: UsersRequest())") == [
            "UsersRepository.client uses 2 of 4 requirements of APIClient (send(request:) (2 overloads)); unused: generalPerform, dump; it depends on requirements it never calls, and every change to them reaches it",
        ])
        // With `dump` used too, 3 of 4: nothing to report (as 2 of 3 would not be with the
        // overloads merged, but 2 of 4 with them apart and the `#if` twice).
        #expect(try messages(using: "client.dump(request: UsersRequest()); return try await client.send(request: UsersRequest())").isEmpty)
    }

    @Test func unusedOnesAreCountedAndNamedOnce() throws {
        #expect(try messages(using: "_ = try await client.generalPerform(request: UsersRequest()); return []") == [
            "UsersRepository.client uses 1 of 4 requirements of APIClient (generalPerform); unused: send(request:) (2 overloads), dump; it depends on requirements it never calls, and every change to them reaches it",
        ])
    }

    /// Two declarations of a protocol of one name (two samples of one checkout, two modules)
    /// are not overloads of each other's requirements.
    @Test func sameNamedProtocolsOfTwoFilesAreNoOverloads() throws {
        let protocolText = "protocol MovieRepository {\n    func top() -> [String]\n    func upcoming() -> [String]\n    func detail(id: Int) -> String\n}\n"
        let messages = try lintTemporaryProjectFindings([
            "SampleA/MovieRepository.swift": protocolText,
            "SampleB/MovieRepository.swift": protocolText,
            "SampleA/DetailFeature.swift": """
                final class DetailFeature {
                    private let repository: any MovieRepository
                    init(repository: any MovieRepository) { self.repository = repository }
                    func load() -> String { repository.detail(id: 1) }
                }
                """,
        ]).filter { $0.rule == "interface-segregation" }.map(\.message)
        #expect(messages.first?.hasPrefix("DetailFeature.repository uses 1 of 3 requirements of any MovieRepository (detail); unused: top, upcoming") == true, "\(messages)")
    }
}

/// A dependency typed through a typealias names the protocol it stands for.
struct TypealiasHeldProtocolTests {
    @Test func theProtocolBehindATypealiasIsNamed() throws {
        let messages = try lintTemporaryProjectFindings([
            "Coordinators.swift": """
                protocol CoordinatorFactoryProtocol {
                    func makeAppCoordinator() -> AppCoordinator
                    func makeUserListCoordinator() -> UserListCoordinator
                }
                final class UserListCoordinator { func start() {} }
                final class AppCoordinator {
                    typealias Factory = CoordinatorFactoryProtocol
                    private let factory: Factory
                    init(factory: Factory) { self.factory = factory }
                    func start() { factory.makeUserListCoordinator().start() }
                }
                """,
        ]).filter { $0.rule == "interface-segregation" }.map(\.message)
        #expect(messages.first?.hasPrefix("AppCoordinator.factory uses 1 of 2 requirements of CoordinatorFactoryProtocol through typealias Factory (makeUserListCoordinator)") == true, "\(messages)")
    }
}

/// Fixes that would not compile as a plain "extract a protocol and depend on it".
struct InterfaceSegregationUnnarrowableTests {
    /// A RIB's interactor keeps `weak var router` because its `Interactable` protocol requires
    /// it: the requirement is retyped with the property, or the conformance breaks.
    @Test func aPropertyImplementingARequirementRetypesTheRequirementToo() throws {
        let fixes = try lintTemporaryProjectFindings([
            "Sources/Calendar/CalendarInteractor.swift": """
                protocol CalendarRouting: AnyObject {
                    func attachDetail()
                    func detachDetail()
                }
                protocol CalendarInteractable: AnyObject {
                    var router: CalendarRouting? { get set }
                }
                final class CalendarInteractor: CalendarInteractable {
                    weak var router: CalendarRouting?
                    func detailTapped() { router?.attachDetail() }
                }
                """,
        ]).filter { $0.rule == "interface-segregation" }.map { $0.fix ?? "" }
        #expect(fixes == ["extract a protocol with attachDetail that CalendarRouting refines and depend on it, and declare CalendarInteractable.router, which this property implements, as that protocol too"], "\(fixes)")
    }

    /// A services container's `let cryptographyService` implements `HasCryptographyService`
    /// (adopted through a typealias): used through that protocol, not "never used"; and the
    /// container is wiring, so what it builds is not direct-instantiation.
    @Test func aContainersWitnessIsNotUnused() throws {
        let found = try lintTemporaryProject([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Vault", targets: [.target(name: "Crypto"), .target(name: "Vault", dependencies: ["Crypto"])])
                """,
            "Sources/Crypto/CryptographyService.swift": """
                public protocol CryptographyService {
                    func encrypt(_ s: String) -> String
                    func decrypt(_ s: String) -> String
                }
                public final class DefaultCryptographyService: CryptographyService {
                    public init() {}
                    public func encrypt(_ s: String) -> String { s }
                    public func decrypt(_ s: String) -> String { s }
                }
                """,
            "Sources/Vault/Services.swift": """
                import Crypto
                protocol HasCryptographyService {
                    var cryptographyService: CryptographyService { get }
                }
                typealias Services = HasCryptographyService

                final class ServiceContainer: Services {
                    let cryptographyService: CryptographyService

                    init(cryptographyService: CryptographyService) {
                        self.cryptographyService = cryptographyService
                    }

                    convenience init() {
                        self.init(cryptographyService: DefaultCryptographyService())
                    }
                }
                """,
        ])
        #expect(found.isEmpty, "\(found)")
    }

    /// A value is written back through its binding: bindings to the members it uses carry the
    /// writes, where an object would be passed itself.
    @Test func aBindingToAValueIsSplitIntoItsMembers() throws {
        let fixes = try lintTemporaryProjectFindings([
            "Sources/Search/SearchBar.swift": """
                import SwiftUI
                protocol FilterState {
                    var query: String { get set }
                    var tags: [String] { get set }
                    var sortAscending: Bool { get set }
                }
                struct SearchBar: View {
                    @Binding var filter: any FilterState
                    var body: some View { TextField("Search", text: Binding(get: { filter.query }, set: { filter.query = $0 })) }
                }
                """,
        ]).filter { $0.rule == "interface-segregation" }.map { $0.fix ?? "" }
        #expect(fixes == ["a binding's type cannot be narrowed (Binding<any FilterState> does not convert to a binding of another protocol): take bindings to the properties it uses (query) instead of a binding to the whole value"], "\(fixes)")
    }

    /// `Binding<any NavigationManager>` does not convert to a binding of a narrower protocol.
    @Test func aBindingIsNotNarrowed() throws {
        let fixes = try lintTemporaryProjectFindings([
            "Sources/Standings/StandingsPage.swift": """
                import SwiftUI
                protocol NavigationManager: AnyObject {
                    func toStandings()
                    func toTeam(_ id: Int)
                    func pop()
                }
                struct StandingsPage: View {
                    @Binding var navigationManager: any NavigationManager
                    var body: some View { Button("Standings") { navigationManager.toStandings() } }
                }
                """,
        ]).filter { $0.rule == "interface-segregation" }.map { $0.fix ?? "" }
        #expect(fixes == ["a binding's type cannot be narrowed (Binding<any NavigationManager> does not convert to a binding of another protocol): pass the object itself instead of a binding to it, typed as a protocol with toStandings"], "\(fixes)")
    }
}
