import ArchlintSyntax
@testable import ArchlintWorkspace
import Testing

private func parse(_ files: [(String, String)]) -> ManifestSet {
    ManifestSet.parse(files.map { (relativePath: $0.0, bytes: Array($0.1.utf8)) })
}

private func deps(_ set: ManifestSet, _ name: String) -> [String] {
    set.modules.first { $0.name == name }?.declaredDependencies.map(\.module) ?? []
}

/// Manifests shaped like real ones: branches, loops over `package.targets`, products by code.
@Suite struct ManifestRealWorldTests {
    @Test func archlintsOwnManifest() {
        let set = parse([("Package.swift", #"""
        // swift-tools-version:6.0
        // archlint: an architecture linter for Swift. No package dependencies, by design:
        // the tokenizer and declaration parser are our own, so the tool builds in seconds anywhere.
        import PackageDescription

        let package = Package(
            name: "archlint",
            platforms: [.macOS(.v13)],
            products: [
                .executable(name: "archlint", targets: ["archlint"]),
                .plugin(name: "ArchlintCommandPlugin", targets: ["ArchlintCommandPlugin"]),
            ],
            targets: [
                // Stage 1-2: bytes -> tokens -> per-file facts. Depends on nothing, not even Foundation.
                .target(name: "ArchlintSyntax"),
                .target(name: "ArchlintWorkspace", dependencies: ["ArchlintSyntax"]),
                .target(name: "ArchlintGraph", dependencies: ["ArchlintWorkspace"]),
                .executableTarget(name: "archlint", dependencies: ["ArchlintGraph"]),
                // `swift package plugin archlint`: lints the package it runs in; writes nothing.
                .plugin(
                    name: "ArchlintCommandPlugin",
                    capability: .command(intent: .custom(verb: "archlint", description: "Check the package's architecture with archlint")),
                    dependencies: ["archlint"]
                ),
                .testTarget(name: "ArchlintSyntaxTests", dependencies: ["ArchlintSyntax"]),
            ]
        )
        """#)])
        #expect(set.modules.map(\.name) == ["ArchlintCommandPlugin", "ArchlintGraph", "ArchlintSyntax",
                                            "ArchlintSyntaxTests", "ArchlintWorkspace", "archlint"])
        #expect(set.modules.first { $0.name == "ArchlintCommandPlugin" }?.directory == "Plugins/ArchlintCommandPlugin")
        #expect(deps(set, "ArchlintCommandPlugin") == ["archlint"])
        #expect(set.problems.isEmpty)
        #expect(set.regexMode(forFile: "Sources/ArchlintSyntax/Lexer/Lexer.swift") == .bareSlashEnabled)
        #expect(set.moduleName(forFile: "Sources/ArchlintSyntax/Lexer/Lexer.swift") == "ArchlintSyntax")
        #expect(set.moduleName(forFile: "Plugins/ArchlintCommandPlugin/Plugin.swift") == "ArchlintCommandPlugin")
    }

    @Test func productsAssignedInBranchesAreUnited() {
        let lib = """
        // swift-tools-version: 5.9
        import PackageDescription

        let products: [Product]
        if ProcessInfo.processInfo.environment["DYNAMIC"] != nil {
          products = [.library(name: "LibDynamic", type: .dynamic, targets: ["Core", "Extras"])]
        } else {
          products = [
            .library(name: "Core", targets: ["Core"]),
            .library(name: "Extras", targets: ["Extras"]),
          ]
        }
        #if os(Linux)
        let extraDeps: [Target.Dependency] = ["GlibcShim"]
        #else
        let extraDeps: [Target.Dependency] = []
        #endif

        let package = Package(name: "lib", products: products, targets: [
          .target(name: "Core", dependencies: extraDeps),
          .target(name: "Extras", dependencies: ["Core"]),
        ])
        """
        let app = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "App", dependencies: [.package(path: "../lib")], targets: [
          .executableTarget(name: "App", dependencies: [.product(name: "Extras", package: "lib"), .product(name: "LibDynamic", package: "lib")]),
        ])
        """
        let set = parse([("lib/Package.swift", lib), ("app/Package.swift", app)])
        #expect(deps(set, "App") == ["Extras", "Core"])
        #expect(deps(set, "Extras") == ["Core"])
        #expect(set.problems.isEmpty)
    }

    @Test func productsDefinedByCodeFallBackToSameNamedTargets() {
        let lib = """
        // swift-tools-version: 5.9
        import PackageDescription
        let names = ["Core", "Net"]
        let package = Package(
            name: "Lib",
            products: names.map { .library(name: $0, targets: [$0]) },
            targets: [.target(name: "Core"), .target(name: "Net", dependencies: ["Core"])]
        )
        """
        let app = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "App", dependencies: [.package(path: "Lib")], targets: [
            .target(name: "App", dependencies: [.product(name: "Net", package: "Lib"), .product(name: "Ghost", package: "Lib")]),
        ])
        """
        let set = parse([("Package.swift", app), ("Lib/Package.swift", lib)])
        #expect(deps(set, "App") == ["Net"])
        #expect(set.problems.map(\.path) == ["Lib/Package.swift:6"])
        #expect(set.problems.first?.message == "cannot read products defined by code; skipped")
    }

    @Test func settingsAppliedToEveryTargetThroughAConstant() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.10
        import PackageDescription
        let upcoming: [SwiftSetting] = [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("BareSlashRegexLiterals"),
        ]
        let package = Package(name: "P", targets: [.target(name: "A")])
        for target in package.targets where target.type != .plugin {
            target.swiftSettings = (target.swiftSettings ?? []) + upcoming
        }
        """)])
        #expect(set.regexMode(forFile: "Sources/A/a.swift") == .bareSlashEnabled)
    }

    @Test func unsafeFlagsAndLanguageModes() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.8
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Upcoming", swiftSettings: [.unsafeFlags(["-enable-upcoming-feature", "BareSlashRegexLiterals"])]),
            .target(name: "Six", swiftSettings: [.unsafeFlags(["-swift-version", "6"])]),
            .target(name: "Conditional", swiftSettings: [.enableExperimentalFeature("BareSlashRegexLiterals", .when(platforms: [.linux]))]),
            .target(name: "Plain"),
        ], swiftLanguageVersions: [.v4_2, .v5])
        """)])
        #expect(set.regexMode(forFile: "Sources/Upcoming/a.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Sources/Six/a.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Sources/Conditional/a.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Sources/Plain/a.swift") == .bareSlashDisabled)
    }

    @Test func toolsFiveNineWithSwiftSixListed() {
        let set = parse([("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "A")], swiftLanguageVersions: [.v5, .version("6")])
        """)])
        #expect(set.regexMode(forFile: "Sources/A/a.swift") == .bareSlashEnabled)
    }

    @Test func missingToolsVersionIsReportedAndReadAsSwiftFive() {
        let set = parse([("Package.swift", """
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "A")])
        """)])
        #expect(set.modules.map(\.name) == ["A"])
        #expect(set.regexMode(forFile: "Sources/A/a.swift") == .bareSlashDisabled)
        #expect(set.problems.count == 1)
    }

    @Test func multilineStringNamesAndEscapes() {
        let set = parse([("Package.swift", #"""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: """
                Multi
                """),
            .target(name: "Esc\u{61}ped", path: "Sources/\("Esc")"),
        ])
        """#)])
        #expect(set.modules.map(\.name) == ["Escaped", "Multi"])
        #expect(set.modules.first { $0.name == "Escaped" }?.directory == "Sources/Esc")
    }
}

@Suite struct ManifestBoundedWorkTests {
    @Test func selfReferentialAndExplodingConstantsStayBounded() {
        var text = "// swift-tools-version:5.9\nimport PackageDescription\nlet c0: [Target.Dependency] = [\"A\"]\nlet s0 = \"x\"\n"
        for k in 1...40 {
            text += "let c\(k) = c\(k - 1) + c\(k - 1)\nlet s\(k) = \"\\(s\(k - 1))\\(s\(k - 1))\"\n"
        }
        text += "let loop = loop + [\"A\"]\n"
        text += "let package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: s40), "
        text += ".target(name: \"B\", dependencies: c40 + loop)])\n"
        let set = ManifestSet.parse([(relativePath: "Package.swift", bytes: Array(text.utf8))])
        #expect(set.modules.map(\.name) == ["A", "B"])
        #expect(set.problems.count <= 110)
    }
}

@Suite struct ManifestLoopTests {
    @Test func targetsAddedInALoopAreReported() {
        let set = ManifestSet.parse([(relativePath: "Package.swift", bytes: Array("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "Core")])
        let features = ["Search", "Profile"]
        for feature in features {
            package.targets.append(.target(name: feature, dependencies: ["Core"]))
        }
        """.utf8))])
        #expect(set.modules.map(\.name) == ["Core"])
        #expect(set.problems.map(\.path) == ["Package.swift:5"])
        #expect(set.problems.first?.message == "cannot read targets defined by code; skipped")
    }
}

@Suite struct ManifestFolderTests {
    @Test func targetFolderOutsideItsPackage() {
        let set = ManifestSet.parse([(relativePath: "App/Package.swift", bytes: Array("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Shared", path: "../Shared"),
            .target(name: "App", dependencies: ["Shared"]),
        ])
        """.utf8))])
        #expect(set.modules.first { $0.name == "Shared" }?.directory == "Shared")
        #expect(set.moduleName(forFile: "Shared/Models/User.swift") == "Shared")
        #expect(set.moduleName(forFile: "App/Sources/App/main.swift") == "App")
        #expect(set.moduleName(forFile: "App/Sources/Other/x.swift") == nil)
    }
}

@Suite struct ManifestDuplicateTests {
    /// Written twice in one manifest (mostly `#if` branches): the first's folder, both lists of
    /// dependencies, and a note.
    @Test func duplicateTargetInOnePackageKeepsTheFirstAndUnitesTheDependencies() {
        let set = ManifestSet.parse([(relativePath: "Package.swift", bytes: Array("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "A", dependencies: ["B"]),
            .target(name: "B"),
            .target(name: "A", path: "Other", dependencies: ["C"]),
            .target(name: "C"),
        ])
        """.utf8))])
        #expect(set.modules.map(\.name) == ["A", "B", "C"])
        // The second declaration's `path: "Other"` is not taken: the first one's folder stays.
        #expect(set.modules[0].directory == "Sources/A")
        #expect(set.modules[0].declaredDependencies.map(\.module) == ["B", "C"])
        #expect(set.problems.contains { $0.message.contains("keeps the first declaration's folder and path") }, "\(set.problems)")
        #expect(set.problems.map(\.path) == ["Package.swift:6"])
        #expect(set.moduleName(forFile: "Other/x.swift") == nil)
    }
}
