@testable import ArchlintRules
import Testing

/// A module's layer is the one its files are in, so that its importers see it where its own
/// files are checked.
struct LayerAssignmentTests {
    /// Layers: first match wins. Repo's files lie under Domain's path glob, listed before the
    /// Data layer that names Repo: Repo is Domain for its importers too, and Data matches
    /// nothing (it was Data for importers and Domain for its own imports, both reported).
    @Test func aPathGlobListedFirstWinsForTheModuleAsForItsFiles() throws {
        let findings = try lintTemporaryProjectFindings([
            "Domain/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Domain", targets: [
                  .target(name: "Core", dependencies: ["Repo"]),
                  .target(name: "Repo", dependencies: ["Net"]),
                  .target(name: "Net", path: "Net"),
                ])
                """,
            "Domain/Net/Net.swift": "public struct NetThing {}\n",
            "Domain/Sources/Core/Core.swift": "import Repo\npublic struct CoreThing { let r: RepoThing }\n",
            "Domain/Sources/Repo/Repo.swift": "import Net\npublic struct RepoThing { let n: NetThing }\n",
            "rules.json": """
                { "version": 1,
                  "layers": [
                    { "name": "Domain", "paths": ["Domain/Sources/**"] },
                    { "name": "Data", "modules": ["Repo"] },
                    { "name": "Net", "modules": ["Net"] } ],
                  "allow": { "Domain": [], "Data": ["Net"], "Net": [] } }
                """,
        ])
        #expect(findings.map { "\($0.span.file):\($0.span.line) \($0.rule): \($0.message.prefix(29))" } == [
            "Domain/Sources/Repo/Repo.swift:1 layer-dependency: Domain must not depend on Net",
        ])
    }
}

/// Outside SwiftPM a file is test code by its folder, a `...Tests.swift` name or a test
/// framework's import: a `PasswordSpec.swift` of the Specification pattern is app code, a Quick
/// spec is not.
struct XcodeTestFileTests {
    @Test func aSpecNamedFileIsAppCodeUnlessItImportsATestFramework() throws {
        let found = try lintTemporaryProject([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Domain", "paths": ["App/Domain/**"] }, { "name": "Data", "paths": ["App/Data/**"] } ],
                  "allow": { "Data": ["Domain"] },
                  "forbiddenImports": { "Domain": ["UIKit"] } }
                """,
            "App/Data/UserDTO.swift": "struct UserDTO { let password: String }\n",
            "App/Domain/PasswordSpec.swift": """
                import UIKit

                struct PasswordSpec {
                    func isSatisfied(by user: UserDTO) -> Bool { user.password.count >= 12 }
                }
                """,
            "App/Domain/PasswordRuleSpec.swift": """
                import Quick
                import Nimble

                final class PasswordRuleSpec: QuickSpec {
                    override class func spec() { it("rejects short passwords") { expect(UserDTO(password: "x").password.count) < 12 } }
                }
                """,
        ])
        #expect(found == ["forbidden-import@App/Domain/PasswordSpec.swift:1", "layer-dependency@App/Domain/PasswordSpec.swift:4"], "\(found)")
    }
}
