import ArchlintSyntax
@testable import ArchlintWorkspace
import Testing

private func parse(_ files: [(String, String)]) -> ManifestSet {
    ManifestSet.parse(files.map { (relativePath: $0.0, bytes: Array($0.1.utf8)) })
}

private func module(_ set: ManifestSet, _ name: String) -> Module? {
    set.modules.first { $0.name == name }
}

private func deps(_ set: ManifestSet, _ name: String) -> [String] {
    module(set, name)?.declaredDependencies.map(\.module) ?? []
}

/// Target dependencies in every spelling PackageDescription accepts, and the choice between
/// `Package.swift` and `Package@swift-X.swift`.
@Suite struct ManifestDependencyTests {
    static let kit = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
        name: "Kit",
        products: [
            .library(name: "KitCore", targets: ["KitCore"]),
            .library(name: "KitLogging", targets: ["Logging"]),
            .library(name: "KitUI", targets: ["KitUI"]),
        ],
        targets: [.target(name: "KitCore"), .target(name: "Logging"), .target(name: "KitUI")]
    )
    """

    @Test(arguments: [
        (#""Core""#, "Core"),
        (#".target(name: "Core")"#, "Core"),
        (#".target(name: "Core", condition: .when(platforms: [.iOS]))"#, "Core"),
        (#".byName(name: "Core")"#, "Core"),
        (#".byName(name: "Core", condition: .when(platforms: [.linux, .macOS]))"#, "Core"),
        (#".byNameItem(name: "Core", condition: .when(platforms: [.linux, .macOS]))"#, "Core"),
        (#".byNameItem(name: "Core", condition: nil)"#, "Core"),
        (#".targetItem(name: "Core", condition: nil)"#, "Core"),
        (#"Target.Dependency.targetItem(name: "Core", condition: .when(configuration: .debug))"#, "Core"),
        (#".product(name: "KitCore", package: "Kit")"#, "KitCore"),
        (#".product(name: "KitCore", package: "Kit", condition: .when(platforms: [.iOS]))"#, "KitCore"),
        (#".product(name: "KitCore", package: "Kit", moduleAliases: ["KitCore": "AppKitCore"])"#, "KitCore"),
        (#".productItem(name: "KitCore", package: "Kit", moduleAliases: nil, condition: nil)"#, "KitCore"),
        (#".productItem(name: "KitCore", package: "Kit", moduleAliases: [:], condition: .when(platforms: [.iOS]))"#, "KitCore"),
        (#""KitCore""#, "KitCore"),
        (#".byNameItem(name: "KitCore", condition: nil)"#, "KitCore"),
    ])
    func everyDependencySpellingIsDeclared(spelling: String, module expected: String) {
        let app = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [.package(path: "../Kit")],
            targets: [
                .target(name: "Core"),
                .target(
                    name: "Feature",
                    dependencies: [
                        \(spelling),
                    ]
                ),
            ]
        )
        """
        let set = parse([("App/Package.swift", app), ("Kit/Package.swift", Self.kit)])
        #expect(deps(set, "Feature") == [expected], "\(spelling)")
        #expect(!set.problems.contains { $0.message.contains("cannot read a dependency") }, "\(spelling)")
        #expect(module(set, "Feature")?.declaredDependencies.first?.line == 11)
    }

    @Test func moduleAliasesDeclareTheAliasName() {
        let app = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [.package(path: "../Kit")],
            targets: [
                .target(name: "Feature", dependencies: [
                    .product(name: "KitLogging", package: "Kit", moduleAliases: ["Logging": "KitLog"]),
                    .productItem(name: "KitUI", package: "Kit", moduleAliases: ["KitUI": "KitWidgets"], condition: nil),
                ]),
            ]
        )
        """
        let set = parse([("App/Package.swift", app), ("Kit/Package.swift", Self.kit)])
        #expect(deps(set, "Feature") == ["Logging", "KitUI"])
        #expect(module(set, "Feature")?.externalDependencies == ["KitLog", "KitWidgets"])
    }
}
