import ArchlintEngine
import Foundation
import Testing

/// Which protocols nothing holds yet are still seams: a role named `...able` (RIBs and Tuist
/// projects' `UserServicable`), and anything an interface module publishes. A protocol of
/// neither kind stays a capability.
struct SeamNamingTests {
    private func project(interfaceModules: Bool, protocolName: String) -> [String: String] {
        [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "UsersAPI"),
                .target(name: "UsersLive", dependencies: ["UsersAPI"]),
                .target(name: "Home", dependencies: ["UsersAPI", "UsersLive"]),
            ])
            """,
            "rules.json": interfaceModules ? #"{ "version": 1, "interfaceModules": ["UsersAPI"] }"# : #"{ "version": 1 }"#,
            "Sources/UsersAPI/Users.swift": "public protocol \(protocolName): AnyObject { func isOnboarded() -> Bool }\n",
            "Sources/UsersLive/LiveUsers.swift": """
                import UsersAPI
                public final class LiveUsers: \(protocolName) { public init() {}; public func isOnboarded() -> Bool { true } }
                """,
            "Sources/Home/HomeInteractor.swift": """
                import UsersLive
                final class HomeInteractor {
                    private let users: LiveUsers
                    init(users: LiveUsers) { self.users = users }
                }
                """,
        ]
    }

    @Test func anAbleRoleIsASeam() throws {
        for name in ["UserServicable", "UserServiceable"] {
            let found = try lintTemporaryProject(project(interfaceModules: false, protocolName: name))
            #expect(found == ["concrete-dependency@Sources/Home/HomeInteractor.swift:3",
                              "concrete-dependency@Sources/Home/HomeInteractor.swift:4"], "\(name): \(found)")
        }
    }

    @Test func whatAnInterfaceModulePublishesIsASeam() throws {
        let found = try lintTemporaryProject(project(interfaceModules: true, protocolName: "Onboarding"))
        #expect(found == ["concrete-dependency@Sources/Home/HomeInteractor.swift:3",
                          "concrete-dependency@Sources/Home/HomeInteractor.swift:4"], "\(found)")
    }

    /// `Serviceable` alone is what a model can be (`Car: Serviceable`), not a service's role.
    @Test func theAbleWordAloneIsNoRole() throws {
        let found = try lintTemporaryProject(project(interfaceModules: false, protocolName: "Serviceable"))
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aPlainCapabilityElsewhereIsNot() throws {
        let found = try lintTemporaryProject(project(interfaceModules: false, protocolName: "Onboarding"))
        #expect(found.isEmpty, "\(found)")
    }
}
