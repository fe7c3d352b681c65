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

    // MARK: - Version-specific manifests

    private static func manifest(tools: String?, feature dependencies: String) -> String {
        (tools.map { "// swift-tools-version:\($0)\n" } ?? "") + """
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Core"), .target(name: "UI"),
            .target(name: "Feature", dependencies: [\(dependencies)]),
        ])
        """
    }

    /// Which of the files SwiftPM 6.3 reads: each declares a dependency on an external product
    /// named after the file, the one `Feature` ends up with.
    private func chosen(_ files: [(String, String?)]) -> (deps: [String], problems: [ScanProblem]) {
        let set = parse(files.map { name, tools in ("Pkg/" + name, Self.manifest(tools: tools, feature: "\"\(name)\"")) })
        return (module(set, "Feature")?.externalDependencies ?? [], set.problems)
    }

    @Test func versionSpecificManifestWithAHigherToolsVersionWins() {
        // The audit's case: Package.swift for old toolchains, the 5.9 one for every newer one.
        #expect(chosen([("Package.swift", "5.7"), ("Package@swift-5.9.swift", "5.9")]).deps == ["Package@swift-5.9.swift"])
        // The newest eligible one.
        #expect(chosen([("Package.swift", "5.5"), ("Package@swift-5.9.swift", "5.9"), ("Package@swift-5.10.swift", "5.10"),
                        ("Package@swift-5.8.swift", "5.8")]).deps == ["Package@swift-5.10.swift"])
        // A manifest without a tools-version line is 3.1 to SwiftPM.
        #expect(chosen([("Package.swift", nil), ("Package@swift-5.swift", "5.0")]).deps == ["Package@swift-5.swift"])
    }

    @Test func packageSwiftWinsOverOlderVersionSpecificManifests() {
        // SwiftPM's documented example: Package.swift (6.0) beats the 5.10 and 5.9 variants on Swift 6.
        #expect(chosen([("Package.swift", "6.0"), ("Package@swift-5.10.swift", "5.10"), ("Package@swift-5.9.swift", "5.9")])
            .deps == ["Package.swift"])
        // Same tools version: not higher, Package.swift stays.
        #expect(chosen([("Package.swift", "5.9"), ("Package@swift-5.9.swift", "5.9")]).deps == ["Package.swift"])
    }

    @Test func manifestsForNewerToolchainsAreNotEligible() {
        #expect(chosen([("Package.swift", "5.9"), ("Package@swift-7.swift", "7.0")]).deps == ["Package.swift"])
        #expect(chosen([("Package.swift", "5.9"), ("Package@swift-6.4.swift", "6.4")]).deps == ["Package.swift"])
        #expect(chosen([("Package.swift", "5.9"), ("Package@swift-6.4.swift", "6.4"), ("Package@swift-6.1.swift", "6.1")])
            .deps == ["Package@swift-6.1.swift"])
        // Not a version: never a manifest.
        #expect(chosen([("Package.swift", "5.9"), ("Package@swift-next.swift", "6.0"), ("Package@swift-6..swift", "6.0")])
            .deps == ["Package.swift"])
    }

    @Test func manifestNamedAfterTheRunningToolchainWinsWhateverItsToolsVersion() {
        #expect(chosen([("Package.swift", "6.0"), ("Package@swift-6.swift", "5.9")]).deps == ["Package@swift-6.swift"])
        #expect(chosen([("Package.swift", "6.0"), ("Package@swift-6.swift", "5.9"), ("Package@swift-6.3.swift", "5.9")])
            .deps == ["Package@swift-6.3.swift"])
        #expect(chosen([("Package.swift", "6.0"), ("Package@swift-6.3.swift", "5.9"), ("Package@swift-6.3.1.swift", "5.9")])
            .deps == ["Package@swift-6.3.1.swift"])
    }

    @Test func packageSwiftForANewerToolchainFallsBackToAVersionSpecificOne() {
        #expect(chosen([("Package.swift", "7.0"), ("Package@swift-5.9.swift", "5.9")]).deps == ["Package@swift-5.9.swift"])
    }

    @Test func theChosenManifestDefinesTargetsAndIsNoSource() {
        let old = "// swift-tools-version:5.7\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"B\"), .target(name: \"A\")])\n"
        let new = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"B\"), .target(name: \"A\", dependencies: [\"B\"])])\n"
        let set = parse([("Package.swift", old), ("Package@swift-5.9.swift", new)])
        #expect(deps(set, "A") == ["B"])
        #expect(module(set, "A")?.declaredDependencies.first?.manifestPath == "Package@swift-5.9.swift")
        #expect(set.moduleName(forFile: "Sources/A/A.swift") == "A")
        #expect(set.moduleName(forFile: "Package@swift-5.9.swift") == nil)
        // Nested packages choose on their own.
        let nested = parse([("Package.swift", old), ("Sub/Package.swift", old), ("Sub/Package@swift-5.9.swift", new)])
        #expect(deps(nested, "A") == [])
    }

    @Test func aTargetNameTwoPackagesDefineIsAWarning() {
        let example = { (name: String, dependency: String) in
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"\(dependency)\"), .executableTarget(name: \"App\", dependencies: [\"\(dependency)\"])])\n"
        }
        let set = parse([("Examples/A/Package.swift", example("A", "Core")), ("Examples/B/Package.swift", example("B", "Util"))])
        #expect(set.warnings.map(\.path) == ["Examples/B/Package.swift:3"])
        #expect(set.warnings.first?.message.contains("also defined by Examples/A/Package.swift") == true)
        // One package repeating a name is SwiftPM's error to report, not a warning here.
        let twice = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"A\")])\n"
        #expect(parse([("Package.swift", twice)]).warnings.isEmpty)
    }

    @Test func theRootPackageKeepsATargetNameAnExampleReuses() {
        // `Examples/` sorts before `Package.swift`: depth decides, not path order.
        let root = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", targets: [.target(name: \"Core\", dependencies: [\"Net\"]), .target(name: \"Net\")])\n"
        let example = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Demo\", targets: [.executableTarget(name: \"Core\")])\n"
        let set = parse([("Examples/Demo/Package.swift", example), ("Package.swift", root)])
        #expect(deps(set, "Core") == ["Net"])
        #expect(module(set, "Core")?.manifestPath == "Package.swift")
        #expect(set.warnings.map(\.path) == ["Examples/Demo/Package.swift:3"])
        #expect(set.moduleName(forFile: "Sources/Core/C.swift") == "Core")
        #expect(set.moduleName(forFile: "Examples/Demo/Sources/Core/main.swift") == nil)
    }
}

/// Manifests that name targets and dependencies through their own helpers, as many app
/// packages do; what cannot be followed is said, and judged by no rule.
@Suite struct ManifestHelperTests {
    @Test func staticMembersOfExtensionsNameDependenciesAndTargets() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        extension String {
            static let passwordValidation: Self = "PasswordValidation"
        }
        extension Target.Dependency {
            static let networking: Self = "Networking"
            static var models: Self { .target(name: "Models") }
            static var passwordValidation: Self { .target(name: .passwordValidation) }
            static var logging: Self {
                return .product(name: "Logging", package: "swift-log")
            }
        }
        let package = Package(name: "App", targets: [
            .target(name: "Networking"),
            .target(name: "Models"),
            .target(name: .passwordValidation),
            .target(name: "Home", dependencies: [.networking, .models, .passwordValidation, .logging]),
        ])
        """)])
        #expect(module(set, "PasswordValidation") != nil)
        #expect(deps(set, "Home") == ["Networking", "Models", "PasswordValidation"])
        #expect(module(set, "Home")?.externalDependencies == ["Logging"])
        #expect(module(set, "Home")?.dependenciesAreIncomplete == false)
        #expect(set.warnings.isEmpty, "\(set.warnings)")
    }

    @Test func oneExpressionHelperFunctionsAreExpandedWhereCalled() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        extension Target {
            static func feature(_ name: String, dependencies: [Target.Dependency] = [], path: String? = nil) -> Target {
                .target(name: name, dependencies: dependencies + ["DesignSystem"], path: path)
            }
            /// A helper named like PackageDescription's own is not expanded into itself.
            static func target(name: String, tests: Bool) -> Target { .target(name: name) }
        }
        func interface(_ name: String) -> Target {
            return .target(name: "\\(name)Interface", path: "Sources/Interfaces/\\(name)")
        }
        let package = Package(name: "App", targets: [
            .target(name: "DesignSystem"),
            interface("Home"),
            .feature("Home", dependencies: ["HomeInterface"]),
            .feature("Settings"),
        ])
        """)])
        #expect(deps(set, "Home") == ["HomeInterface", "DesignSystem"])
        #expect(deps(set, "Settings") == ["DesignSystem"])
        #expect(module(set, "HomeInterface")?.directory == "Sources/Interfaces/Home")
        #expect(set.warnings.isEmpty, "\(set.warnings)")
    }

    @Test func sameNamedMembersOfTargetAndDependencyAreToldApart() {
        // `.home` in `targets:` is `Target.home`; in `dependencies:` `Target.Dependency.home`.
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        extension Target {
            static let core = Target.target(name: "Core")
            static let home = Target.target(name: "Home", dependencies: [.core])
        }
        extension Target.Dependency {
            static let core = Target.Dependency.target(name: "Core")
            static let home = Target.Dependency.target(name: "Home")
        }
        let package = Package(name: "App", targets: [.core, .home])
        """)])
        #expect(set.modules.map(\.name) == ["Core", "Home"])
        #expect(deps(set, "Home") == ["Core"])
    }

    @Test func helperExpansionIsBoundedForTheWholeManifest() {
        // Helpers multiplying huge arguments: the expansion budget ends the work early.
        let big = Array(repeating: "x", count: 5_000).joined(separator: ", ")
        let sum = Array(repeating: "x", count: 2_000).joined(separator: " + ")
        let targets = (0..<20).map { "    .target(name: \"T\($0)\" + f(f(h1(\"\"))))," }.joined(separator: "\n")
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        func h1(_ x: String) -> String { h2(x, [\(big)]) }
        func h2(_ x: String, _ y: [String]) -> String { x }
        func f(_ x: String) -> String { \(sum) }
        let package = Package(name: "P", targets: [
        \(targets)
            .target(name: "Plain"),
        ])
        """
        var set: ManifestSet?
        let elapsed = ContinuousClock().measure { set = parse([("Package.swift", manifest)]) }
        #expect(set?.modules.contains { $0.name == "Plain" } == true)
        // A guard against the minutes this took before the budget, not a speed measurement.
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func recursiveHelpersStopAtTheirBudget() {
        // Helpers that call themselves or each other, doubling at every step: bounded work.
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        func deps(_ n: String) -> [Target.Dependency] { more(n) + more(n) }
        func more(_ n: String) -> [Target.Dependency] { deps(n) + deps(n) }
        func loop(_ n: String) -> Target { loop(n) }
        let package = Package(name: "P", targets: [
            .target(name: "A", dependencies: deps("A")),
            loop("B"),
            .target(name: "C"),
        ])
        """)])
        #expect(set.modules.map(\.name) == ["A", "C"])
        #expect(set.modules.first?.dependenciesAreIncomplete == true)
    }

    @Test func dependenciesWrittenByCodeMakeTheListIncompleteAndSaySo() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Networking"),
            .target(name: "Models"),
            .target(name: "Settings", dependencies: ["Networking", "Models"].map { .target(name: $0) }),
            .target(name: "Profile", dependencies: ["Models"] + shared.map { .byName(name: $0) }),
            makeTarget("Search"),
        ])
        """)])
        #expect(module(set, "Settings")?.dependenciesAreIncomplete == true)
        #expect(module(set, "Profile")?.dependenciesAreIncomplete == true)
        #expect(deps(set, "Profile") == ["Models"])
        #expect(module(set, "Networking")?.dependenciesAreIncomplete == false)
        let messages = set.warnings.map { "\($0.path): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("Package.swift:6:") && $0.contains("every dependency of target Settings") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("Package.swift:7:") && $0.contains("every dependency of target Profile") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("Package.swift:8:") && $0.contains("cannot read a target") }, "\(messages)")
    }

    /// Lists built up by statements, as large apps' manifests do: a `var targets` grown with
    /// `+=` / `append`, `package.targets = [...]` after `Package(name:)`, and one target in both
    /// branches of `#if os(Linux)`.
    @Test func targetListsGrownByStatementsAreRead() {
        let grown = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        var targets: [Target] = [
            .target(name: "Domain"),
        ]
        targets += [.target(name: "Data", dependencies: ["Domain"])]
        targets.append(.target(name: "Presentation", dependencies: ["Domain"]))
        targets.append(contentsOf: [.target(name: "App", dependencies: ["Presentation", "Data"])])
        let package = Package(name: "Shop", targets: targets)
        targets.append(.target(name: "AfterThePackageWasMade"))
        """)])
        #expect(grown.modules.map(\.name) == ["App", "Data", "Domain", "Presentation"])
        #expect(deps(grown, "App") == ["Presentation", "Data"])
        #expect(grown.warnings.isEmpty, "\(grown.warnings)")

        let assigned = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "X")
        package.targets = [
            .target(name: "Core"),
            .target(name: "Home", dependencies: ["Core"]),
        ]
        """)])
        #expect(assigned.modules.map(\.name) == ["Core", "Home"])
        #expect(deps(assigned, "Home") == ["Core"])

        // A list assigned by code (`package.targets.filter { ... }`) keeps the written one.
        let filtered = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "X", targets: [.target(name: "Core"), .target(name: "Bench", dependencies: ["Core"])])
        package.targets = package.targets.filter { $0.name != "Bench" }
        """)])
        #expect(filtered.modules.map(\.name) == ["Bench", "Core"])
        #expect(filtered.warnings.contains { $0.path == "Package.swift:4" && $0.message.contains("assigned by code") }, "\(filtered.warnings)")

        for form in ["statements", "inline"] {
            let branches = form == "inline" ? """
            let package = Package(name: "App", targets: [
                .target(name: "Domain"),
                .target(name: "Data", dependencies: ["Domain"]),
                #if os(Linux)
                .target(name: "Sync", dependencies: ["Domain"]),
                #else
                .target(name: "Sync", dependencies: ["Domain", "Data"]),
                #endif
            ])
            """ : """
            let package = Package(name: "App", targets: [.target(name: "Domain"), .target(name: "Data", dependencies: ["Domain"])])
            #if os(Linux)
            package.targets.append(.target(name: "Sync", dependencies: ["Domain"]))
            #else
            package.targets.append(.target(name: "Sync", dependencies: ["Domain", "Data"]))
            #endif
            """
            let set = parse([("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n" + branches)])
            #expect(set.modules.map(\.name) == ["Data", "Domain", "Sync"], "\(form)")
            #expect(deps(set, "Sync") == ["Domain", "Data"], "\(form): either branch may be the one built")
            #expect(set.warnings.isEmpty, "\(form): \(set.warnings)")
        }
    }

    /// Dependencies added after the targets: to the target a binding names, to every target of a
    /// loop, or, when nobody can tell which, every list left open with a warning.
    @Test func dependenciesAddedByStatementsAreReadOrLeaveTheListsOpen() {
        let head = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "X", targets: [
            .target(name: "Core"),
            .target(name: "Home", dependencies: ["Core"]),
            .target(name: "Legacy"),
        ])

        """
        let named = parse([("Package.swift", head + """
        if let home = package.targets.first(where: { $0.name == "Home" }) {
            home.dependencies.append("Legacy")
        }
        """)])
        #expect(deps(named, "Home") == ["Core", "Legacy"])
        #expect(deps(named, "Core") == [])
        #expect(named.warnings.isEmpty, "\(named.warnings)")

        let loop = parse([("Package.swift", head + """
        for target in package.targets where target.type != .test {
            target.dependencies += [.target(name: "Legacy")]
        }
        """)])
        #expect(deps(loop, "Core") == ["Legacy"])
        #expect(deps(loop, "Home") == ["Core", "Legacy"])
        #expect(deps(loop, "Legacy") == [], "a target never depends on itself")

        // A header that names targets with `==` picks them; one that leaves a target out (`!=`)
        // adds to every other, and the left-out one would depend on itself.
        let only = parse([("Package.swift", head + """
        for target in package.targets where target.name == "Home" || target.name == "Core" {
            target.dependencies.append("Legacy")
        }
        """)])
        #expect(deps(only, "Home") == ["Core", "Legacy"])
        #expect(deps(only, "Core") == ["Legacy"])
        #expect(deps(only, "Legacy") == [])
        let allBut = parse([("Package.swift", head + """
        for target in package.targets where target.name != "Legacy" {
            target.dependencies.append("Legacy")
        }
        package.targets.forEach { target in target.dependencies += ["Core"] }
        """)])
        #expect(deps(allBut, "Core") == ["Legacy"])
        #expect(deps(allBut, "Home") == ["Core", "Legacy"])
        #expect(deps(allBut, "Legacy") == ["Core"])

        // An unreadable addition to a named target leaves that target's list open, not every one.
        let unreadable = parse([("Package.swift", head + """
        if let home = package.targets.first(where: { $0.name == "Home" }) {
            home.dependencies += shared.map { .target(name: $0) }
        }
        """)])
        #expect(module(unreadable, "Home")?.dependenciesAreIncomplete == true)
        #expect(module(unreadable, "Core")?.dependenciesAreIncomplete == false)
        #expect(unreadable.warnings.contains { $0.message.contains("cannot read the dependencies code adds to Home") }, "\(unreadable.warnings)")

        let unknown = parse([("Package.swift", head + """
        let chosen = package.targets[1]
        chosen.dependencies += makeDependencies()
        """)])
        #expect(unknown.modules.allSatisfy { $0.dependenciesAreIncomplete })
        #expect(unknown.warnings.contains { $0.path == "Package.swift:9" && $0.message.contains("cannot tell which dependencies") },
                "\(unknown.warnings)")
    }
}
