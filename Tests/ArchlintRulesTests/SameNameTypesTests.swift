import ArchlintEngine
import Foundation
import Testing

/// Types of the same name in two modules are two types: what one adopts says nothing of the
/// other.
struct SameNameTypesTests {
    private func rules(_ files: [String: String]) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-samename-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        let result = try LintRunner.run(LintRequest(paths: [dir.path]))
        return result.findings.map { "\($0.rule)@\($0.span.file):\($0.span.line)" }.sorted()
    }

    @Test func aSameNamedClassThatAdoptsNothingIsNoSeam() throws {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "CoreInterface"),
            .target(name: "RemoteData", dependencies: ["CoreInterface"]),
            .target(name: "MockData"),
            .target(name: "FeatureA", dependencies: ["CoreInterface", "MockData"]),
            .target(name: "FeatureB", dependencies: ["CoreInterface", "RemoteData"]),
        ])
        """
        let found = try rules([
            "Package.swift": manifest,
            "Sources/CoreInterface/UserRepository.swift": "public protocol UserRepository { func user() -> String }\n",
            "Sources/RemoteData/UserRepositoryImpl.swift": """
                import CoreInterface
                public final class UserRepositoryImpl: UserRepository { public init() {}; public func user() -> String { "" } }
                """,
            "Sources/MockData/UserRepositoryImpl.swift": """
                public final class UserRepositoryImpl { public init() {}; public func user() -> String { "" } }
                """,
            "Sources/FeatureA/AViewModel.swift": """
                import CoreInterface
                import MockData
                final class AViewModel {
                    let repo = UserRepositoryImpl()
                    init(held: UserRepositoryImpl) {}
                }
                """,
            "Sources/FeatureB/BViewModel.swift": """
                import CoreInterface
                import RemoteData
                final class BViewModel {
                    let repo = UserRepositoryImpl()
                }
                """,
        ])
        #expect(found == ["direct-instantiation@Sources/FeatureB/BViewModel.swift:4"], "\(found)")
    }
}
