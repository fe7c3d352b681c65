@testable import ArchlintRules
import Testing

/// Where undeclared-import's fix says to declare the module.
struct UndeclaredImportAdviceTests {
    /// A module of another local package: the target's dependency is not enough, the package
    /// must depend on that package too.
    @Test func aModuleOfAnotherLocalPackageNamesThatPackagesPath() throws {
        let manifest = { (name: String, targets: String) in
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [\(targets)])\n"
        }
        let findings = try lintTemporaryProjectFindings([
            "Packages/Domain/Package.swift": manifest("Domain", ".target(name: \"Domain\")"),
            "Packages/Domain/Sources/Domain/User.swift": "public struct User { public let id: String }\n",
            "Packages/Data/Package.swift": manifest("Data", ".target(name: \"Data\"), .target(name: \"DataCache\")"),
            "Packages/Data/Sources/Data/UserDTO.swift": "import Domain\nimport DataCache\nstruct UserDTO { let user: User; let cache: Cache }\n",
            "Packages/Data/Sources/DataCache/Cache.swift": "public struct Cache {}\n",
        ])
        let fixes = findings.filter { $0.rule == "undeclared-import" }.compactMap(\.fix).sorted()
        #expect(fixes == [
            "add \"DataCache\" (or the product containing it) to the dependencies of target Data",
            "add \"Domain\" (or the product containing it) to the dependencies of target Data, and .package(path: \"../Domain\") to its package's dependencies if it is not there yet",
        ], "\(fixes)")
    }
}
