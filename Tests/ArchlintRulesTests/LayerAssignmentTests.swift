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

/// Outside SwiftPM a file is test code in a test target's folder (named like one, holding a file
/// that imports a test framework), or when it imports a test framework and declares tests or is
/// named for tests or doubles: a `PasswordSpec.swift` of the Specification pattern is app code, a
/// Quick spec is not.
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

    /// A feature folder named like tests (a health app's `LabTests/`) holds app code when no
    /// file in it imports a test framework; `ShopTests/`, whose case file does, holds tests all
    /// through (its outermost folder named so: `Helpers/` beside `ViewModelTests/`, and its
    /// `TestingAppDelegate.swift` host), its helper that imports nothing included. A top-level `IntegrationTests/` and a
    /// `Tests/` folder anywhere hold tests and their resources whatever they import.
    @Test func aTestsNamedFolderIsATestTargetOnlyWhenItHoldsTests() throws {
        let found = try lintTemporaryProject([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "paths": ["Shop/Presentation/**"] }, { "name": "Data", "paths": ["Shop/Data/**"] },
                              { "name": "Tools", "paths": ["IntegrationTests/**", "Reference/**"] } ],
                  "allow": { "Data": [], "Tools": [] },
                  "requireLayer": true }
                """,
            "IntegrationTests/allocations/resources/Script.swift": "let results = [LabResultDTO(value: 1)]\n",
            "Reference/Tests/Expected.swift": "let expected = LabResultDTO(value: 2)\n",
            "Shop/Data/LabResultDTO.swift": "struct LabResultDTO { let value: Double }\n",
            "Shop/Presentation/LabTests/LabResultsViewModel.swift": """
                final class LabResultsViewModel {
                    var results: [LabResultDTO] = []
                }
                """,
            "iOS/ShopTests/Host/TestingAppDelegate.swift": "import UIKit\n@testable import Shop\n\nfinal class TestingAppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "iOS/ShopTests/ViewModelTests/LabResultsViewModelTests.swift": """
                import XCTest
                @testable import Shop

                final class LabResultsViewModelTests: XCTestCase {
                    func testStartsEmpty() { XCTAssertTrue(LabResultsViewModel().results.isEmpty) }
                }
                """,
            "iOS/ShopTests/Helpers/LabResultDTO+Fixture.swift": """
                extension LabResultDTO {
                    static let normal = LabResultDTO(value: 4.2)
                }
                """,
        ])
        #expect(found == ["layer-dependency@Shop/Presentation/LabTests/LabResultsViewModel.swift:2"], "\(found)")
    }

    /// `forbiddenImports: {"*": ["XCTest"]}` keeps XCTest out of the app: a file of the app that
    /// imports it and declares no test is reported; a test case and a test helper named as one
    /// outside a test folder are tests.
    @Test func importingXCTestIsAFindingInAppCodeThatDeclaresNoTests() throws {
        let found = try lintTemporaryProject([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "paths": ["App/**"] } ],
                  "forbiddenImports": { "*": ["XCTest"] } }
                """,
            "App/Presentation/DebugAssertions.swift": """
                import Foundation
                import XCTest

                enum DebugAssertions {
                    static func check(_ condition: Bool) { precondition(condition) }
                }
                """,
            "App/Presentation/CheckoutFlowChecks.swift": """
                import XCTest

                final class CheckoutFlowChecks: XCTestCase {
                    func testOpens() {}
                }
                """,
            "App/Support/XCTestCase+Await.swift": """
                import XCTest

                extension XCTestCase {
                    func awaitIdle() {}
                }
                """,
            "App/Support/MockClock.swift": """
                import XCTest

                final class MockClock {
                    var now = Date()
                }
                """,
        ])
        #expect(found == ["forbidden-import@App/Presentation/DebugAssertions.swift:2"], "\(found)")
    }

    /// Older Xcode projects add the app's sources to the test target instead of `@testable
    /// import`ing it: their doubles, in a `Mocks/` folder, import nothing, and are tests all
    /// the same. A `Mockups/` folder of screens is app code.
    @Test func aFolderOfDoublesIsTestCodeWithoutATestableImport() throws {
        let found = try lintTemporaryProject([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Domain", "paths": ["App/**"] }, { "name": "Data", "paths": ["Data/**"] } ],
                  "allow": { "Data": ["Domain"] } }
                """,
            "Data/MovieDTO.swift": "struct MovieDTO { let title: String }\n",
            "App/Mocks/MoviesRepositoryMock.swift": "final class MoviesRepositoryMock {\n    var result: [MovieDTO] = []\n}\n",
            "App/Mockups/PosterMockup.swift": "struct PosterMockup {\n    let movie: MovieDTO\n}\n",
        ])
        #expect(found == ["layer-dependency@App/Mockups/PosterMockup.swift:2"], "\(found)")
    }

    /// A take-home app's folder named `WeatherTest/` (or `...Tests/`) holding the entry point is
    /// the app, its tests beside it in `WeatherTestTests/`; a Swift Testing file of free `@Test`
    /// functions that imports the app `@testable` is a test wherever it is.
    @Test func anAppFolderNamedForTestsIsTheAppAndFreeTestFunctionsAreTests() throws {
        let found = try lintTemporaryProject([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "paths": ["**/Presentation/**"] }, { "name": "Data", "paths": ["**/Data/**"] } ],
                  "allow": { "Data": [] },
                  "forbiddenImports": { "*": ["XCTest"] } }
                """,
            "WeatherTest/AppDelegate.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "WeatherTest/Data/WeatherAPI.swift": "final class WeatherAPI {}\n",
            "WeatherTest/Presentation/WeatherViewModel.swift": "final class WeatherViewModel {\n    let api = WeatherAPI()\n}\n",
            "WeatherTestTests/WeatherTestTests.swift": "import XCTest\n@testable import WeatherTest\n\nfinal class WeatherTestTests: XCTestCase {}\n",
            "Verification/Presentation/PriceParsing.swift": "import Testing\n@testable import WeatherTest\n\n@Test func parses() {\n    #expect(WeatherAPI() !== WeatherAPI())\n}\n",
            // A fixture's entry point inside a test folder leaves that folder a test folder.
            "IntegrationTests/Fixtures/Presentation/Tool.swift": "@main\nstruct Tool {\n    static func main() { _ = WeatherAPI() }\n}\n",
        ])
        #expect(found == ["layer-dependency@WeatherTest/Presentation/WeatherViewModel.swift:2"], "\(found)")
    }
}
