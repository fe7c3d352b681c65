@testable import ArchlintRules
import Testing

/// Where undeclared-import's fix says to declare the module.
struct UndeclaredImportAdviceTests {
    /// A module of another local package: the product holding it (or one to declare), and that
    /// package among the package's dependencies.
    @Test func aModuleOfAnotherLocalPackageNamesThatPackagesPath() throws {
        let manifest = { (name: String, targets: String) in
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [\(targets)])\n"
        }
        let findings = try lintTemporaryProjectFindings([
            "Packages/Domain/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Domain\", products: [.library(name: \"DomainKit\", targets: [\"Domain\"])], targets: [.target(name: \"Domain\"), .target(name: \"DomainTestSupport\")])\n",
            "Packages/Domain/Sources/DomainTestSupport/Stub.swift": "public struct Stub {}\n",
            "Packages/Data/Tests/DataTests/DataTests.swift": "import DomainTestSupport\nlet stub = Stub()\n",
            "Packages/Domain/Sources/Domain/User.swift": "public struct User { public let id: String }\n",
            "Packages/Data/Package.swift": manifest("Data", ".target(name: \"Data\"), .target(name: \"DataCache\"), .testTarget(name: \"DataTests\")"),
            "Packages/Data/Sources/Data/UserDTO.swift": "import Domain\nimport DataCache\nstruct UserDTO { let user: User; let cache: Cache }\n",
            "Packages/Data/Sources/DataCache/Cache.swift": "public struct Cache {}\n",
        ])
        let fixes = findings.filter { $0.rule == "undeclared-import" }.compactMap(\.fix).sorted()
        #expect(fixes == [
            "add \"DataCache\" (or the product containing it) to the dependencies of target Data",
            "add .product(name: \"DomainKit\", package: \"Domain\") to the dependencies of target Data, and .package(path: \"../Domain\") to its package's dependencies if it is not there yet",
            "declare a product holding DomainTestSupport in Packages/Domain/Package.swift (.library(name: \"DomainTestSupport\", targets: [\"DomainTestSupport\"])), then add .product(name: \"DomainTestSupport\", package: \"Domain\") to the dependencies of target DataTests, and .package(path: \"../Domain\") to its package's dependencies if it is not there yet",
        ], "\(fixes)")
    }

    /// hivemind: an umbrella product (`Domain`) and one named for the module
    /// (`AuthRepositories`) both hold it: the fix names the module's own.
    @Test func theProductNamedForTheModuleIsPreferredToAnUmbrella() throws {
        let findings = try lintTemporaryProjectFindings([
            "Domain/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Domain", products: [
                    .library(name: "Domain", targets: ["Entities", "AuthRepositories"]),
                    .library(name: "AuthRepositories", targets: ["AuthRepositories"]),
                ], targets: [.target(name: "Entities"), .target(name: "AuthRepositories")])
                """,
            "Domain/Sources/Entities/User.swift": "public struct User {}\n",
            "Domain/Sources/AuthRepositories/AuthRepository.swift": "public protocol AuthRepository { func signIn() }\n",
            "Feature/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Feature\", targets: [.target(name: \"LoginImpl\")])\n",
            "Feature/Sources/LoginImpl/LoginInteractor.swift": "import AuthRepositories\nfinal class LoginInteractor { let auth: AuthRepository\n init(auth: AuthRepository) { self.auth = auth } }\n",
        ])
        let fix = try #require(findings.first { $0.rule == "undeclared-import" }?.fix)
        #expect(fix.hasPrefix("add .product(name: \"AuthRepositories\", package: \"Domain\")"), "\(fix)")
    }

    /// The root package is named by the root folder (`package:` is its identity), and products
    /// written by code are not second-guessed.
    @Test func theRootPackageIsNamedByItsFolder() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", products: [.library(name: \"AppCoreKit\", targets: [\"AppCore\"])], targets: [.target(name: \"AppCore\")])\n",
            "Sources/AppCore/Config.swift": "public struct Config {}\n",
            "Packages/Feature/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Feature\", targets: [.target(name: \"FeatureKit\")])\n",
            "Packages/Feature/Sources/FeatureKit/Screen.swift": "import AppCore\nstruct Screen { let config: Config }\n",
        ])
        let fix = try #require(findings.first { $0.rule == "undeclared-import" }?.fix)
        #expect(fix.hasPrefix("add .product(name: \"AppCoreKit\", package: \""), "\(fix)")
        #expect(!fix.contains("package: \"..\")") && fix.hasSuffix("and .package(path: \"../..\") to its package's dependencies if it is not there yet"), "\(fix)")
    }

    /// `@_exported import Fixtures` in TestSupport promises Fixtures to every target declaring
    /// TestSupport (also through a re-exporting chain); without the re-export it is a finding.
    @Test func aModuleReExportedByADeclaredDependencyIsDeclared() throws {
        let findings = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Repro", targets: [
                    .target(name: "Fixtures"),
                    .target(name: "Stubs", dependencies: ["Fixtures"]),
                    .target(name: "TestSupport", dependencies: ["Stubs", "Fixtures"]),
                    .target(name: "Plain", dependencies: ["Fixtures"]),
                    .target(name: "Feature"),
                    .testTarget(name: "FeatureTests", dependencies: ["Feature", "TestSupport", "Plain"]),
                ])
                """,
            "Sources/Fixtures/Fixture.swift": "public struct Fixture { public init() {} }\n",
            "Sources/Stubs/Stub.swift": "@_exported import Fixtures\npublic struct Stub {}\n",
            "Sources/TestSupport/Exports.swift": "@_exported import Stubs\nimport Fixtures\n",
            "Sources/Plain/Plain.swift": "import Fixtures\npublic struct Plain {}\n",
            "Sources/Feature/Feature.swift": "public struct Feature { public init() {} }\n",
            "Tests/FeatureTests/FeatureTests.swift": "import XCTest\nimport Fixtures\nimport Stubs\nimport TestSupport\n@testable import Feature\nfinal class FeatureTests: XCTestCase {}\n",
        ]).filter { $0.rule == "undeclared-import" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        let plain = try lintTemporaryProjectFindings([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Repro", targets: [
                    .target(name: "Fixtures"),
                    .target(name: "Plain", dependencies: ["Fixtures"]),
                    .testTarget(name: "PlainTests", dependencies: ["Plain"]),
                ])
                """,
            "Sources/Fixtures/Fixture.swift": "public struct Fixture { public init() {} }\n",
            // Re-exporting one declaration does not promise the module.
            "Sources/Plain/Plain.swift": "@_exported import struct Fixtures.Fixture\npublic struct Plain {}\n",
            "Tests/PlainTests/PlainTests.swift": "import Fixtures\nimport Plain\n",
        ]).filter { $0.rule == "undeclared-import" }
        #expect(plain.map(\.span.line) == [1], "\(plain.map(\.message))")
    }
}

/// An import the layers forbid is to be removed; suppressed for layer-dependency (an exception
/// the team wrote down), it stays, and declaring it is the fix again.
struct UndeclaredImportLayerAdviceTests {
    @Test func aSuppressedLayerExceptionIsToBeDeclared() throws {
        let files = { (view: String) -> [String: String] in [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Weather", targets: [
                    .target(name: "Data"),
                    .target(name: "Presentation"),
                ])
                """,
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "modules": ["Presentation"] }, { "name": "Data", "modules": ["Data"] } ],
                  "allow": { "Presentation": [], "Data": [] } }
                """,
            "Sources/Data/ForecastDTO.swift": "public struct ForecastDTO {}\n",
            "Sources/Presentation/ForecastView.swift": view,
        ] }
        let forbidden = try lintTemporaryProjectFindings(files("import Data\n\nstruct ForecastView { let dto: ForecastDTO }\n"))
        #expect(forbidden.first { $0.rule == "undeclared-import" }?.fix?.hasPrefix("remove the import rather than declare it") == true,
                "\(forbidden.map { $0.fix ?? "" })")
        for suppressed in [
            "// archlint:disable:next layer-dependency - JIRA-12: the forecast DTO until the mapper lands\nimport Data\n\nstruct ForecastView { let dto: ForecastDTO }\n",
            "// archlint:disable layer-dependency - JIRA-12\nimport Data\n\nstruct ForecastView { let dto: ForecastDTO }\n// archlint:enable layer-dependency\n",
        ] {
            let declared = try lintTemporaryProjectFindings(files(suppressed))
            #expect(declared.first { $0.rule == "undeclared-import" }?.fix?.hasPrefix("add \"Data\"") == true, "\(declared.map { $0.fix ?? "" })")
        }
    }
}
