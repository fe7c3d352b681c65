import ArchlintSyntax
@testable import ArchlintWorkspace
import Testing

private func parse(_ files: [(String, String)]) -> ManifestSet {
    ManifestSet.parse(files.map { (relativePath: $0.0, bytes: Array($0.1.utf8)) })
}

private func deps(_ set: ManifestSet, _ name: String) -> [String] {
    set.modules.first { $0.name == name }?.declaredDependencies.map(\.module) ?? []
}

private func module(_ set: ManifestSet, _ name: String) -> Module? {
    set.modules.first { $0.name == name }
}

@Suite struct ManifestSetTests {
    static let app = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "App",
        platforms: [.iOS(.v16), .macOS(.v13)],
        products: [
            .library(name: "AppKitCore", targets: ["Domain", "Data"]),
        ],
        dependencies: [
            .package(url: "https://github.com/apple/swift-collections.git", from: "1.0.0"),
        ],
        targets: [
            .target(name: "Domain"),
            .target(
                name: "Data",
                dependencies: [
                    "Domain",
                    .product(name: "Collections", package: "swift-collections"),
                ]
            ),
            .executableTarget(name: "App", dependencies: [.target(name: "Data"), .byName(name: "Domain")]),
            .testTarget(name: "DomainTests", dependencies: ["Domain"]),
        ]
    )
    """

    /// A list of targets written out is read whole however long it is (a manifest of 20,000
    /// targets was given up as "defined by code", and its findings were lost).
    @Test func aLongWrittenTargetListIsReadWhole() {
        let count = 20_500
        var text = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Big\",\n    targets: [\n"
        for k in 0..<count { text += "        .target(name: \"T\(k)\", dependencies: [\"T\(k == 0 ? count - 1 : k - 1)\"]),\n" }
        text += "    ]\n)\n"
        let set = parse([("Package.swift", text)])
        #expect(set.modules.count == count)
        #expect(deps(set, "T7") == ["T6"])
        #expect(deps(set, "T0") == ["T\(count - 1)"])
        #expect(set.problems.allSatisfy { !$0.message.contains("defined by code") }, "\(set.problems.prefix(2))")
    }

    @Test func singlePackageWithTargetsAndTests() {
        let set = parse([("Package.swift", Self.app)])
        #expect(set.modules.map(\.name) == ["App", "Data", "Domain", "DomainTests"])
        #expect(set.modules.allSatisfy { $0.origin == .swiftPackage })
        #expect(module(set, "DomainTests")?.isTest == true)
        #expect(module(set, "Domain")?.isTest == false)
        #expect(module(set, "Domain")?.directory == "Sources/Domain")
        #expect(module(set, "DomainTests")?.directory == "Tests/DomainTests")
        #expect(deps(set, "Data") == ["Domain"]) // the remote product is external
        #expect(deps(set, "App") == ["Data", "Domain"])
        #expect(deps(set, "DomainTests") == ["Domain"])
        #expect(set.problems.isEmpty)
    }


    /// A harness named `...Testing` or `XCT...` that only tests (and other harnesses) depend on
    /// is test code; an `ABTesting` feature the app imports is not.
    /// A harness-named feature that another package's app code depends on is app code.
    @Test func aHarnessNamedFeatureAnotherPackageUsesIsAppCode() {
        let set = parse([("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", dependencies: [.package(path: "Experiments")], targets: [
                .executableTarget(name: "App", dependencies: [.product(name: "ABTesting", package: "Experiments"),
                                                              .product(name: "Flags", package: "Experiments")]),
            ])
            """), ("Experiments/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Experiments", products: [.library(name: "ABTesting", targets: ["ABTesting"]),
                                                                  .library(name: "Flags", targets: ["FlagsTesting", "Flags"])], targets: [
                .target(name: "ABTesting"),
                .testTarget(name: "ABTestingTests", dependencies: ["ABTesting"]),
                .target(name: "Flags"),
                .target(name: "FlagsTesting"),
                .testTarget(name: "FlagsTestingTests", dependencies: ["FlagsTesting"]),
            ])
            """)])
        #expect(module(set, "ABTesting")?.isTest == false)
        // Reached through a product of another name that bundles it.
        #expect(module(set, "FlagsTesting")?.isTest == false)
    }

    @Test func harnessesOnlyTestsDependOnAreTestCode() {
        let set = parse([("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Server", targets: [
                .target(name: "Server"),
                .target(name: "ServerTesting", dependencies: ["Server"]),
                .target(name: "XCTServer", dependencies: ["ServerTesting"]),
                .target(name: "ABTesting"),
                .target(name: "Shop", dependencies: ["ABTesting"]),
                .target(name: "UnusedTesting"),
                .target(name: "PaywallTesting"),
                .testTarget(name: "PaywallTestingTests", dependencies: ["PaywallTesting"]),
                .target(name: "XCTFluent", dependencies: ["Server"]),
                .testTarget(name: "FluentTests", dependencies: ["XCTFluent"]),
                .testTarget(name: "ServerTests", dependencies: ["XCTServer", "ServerTesting"]),
            ])
            """)])
        #expect(module(set, "ServerTesting")?.isTest == true)
        #expect(module(set, "XCTServer")?.isTest == true)
        #expect(module(set, "ABTesting")?.isTest == false)
        #expect(module(set, "UnusedTesting")?.isTest == false)
        // A harness named for its package rather than a module (fluent-kit's XCTFluent).
        #expect(module(set, "XCTFluent")?.isTest == true)
        #expect(module(set, "PaywallTesting")?.isTest == true)
        #expect(module(set, "Server")?.isTest == false)
    }
    @Test func dependencyPositionsPointAtTheManifestText() {
        let set = parse([("Package.swift", Self.app)])
        let dependency = module(set, "Data")!.declaredDependencies[0]
        #expect(dependency.manifestPath == "Package.swift")
        #expect(dependency.line == 18)
        #expect(dependency.column == 17) // the opening quote of "Domain"
        let app = module(set, "App")!.declaredDependencies
        #expect(app[0].line == 22 && app[1].line == 22)
        #expect(app[0].column < app[1].column)
        // A call's position is its name string's: what a finding underlines.
        let calls = parse([("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "A", dependencies: [.target(name: "B"), .product(name: "C", package: "D")]),
                .target(name: "B"),
            ])
            """)])
        let a = module(calls, "A")!.declaredDependencies
        #expect(a.map(\.column) == [53], "\(a.map(\.column))") // `"B"` of `.target(name: "B")`
    }

    @Test func customPathsAndArgumentOrder() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.7
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(dependencies: ["Util"], path: "Code/./Core/", name: "Core"),
            .target(name: "Util", path: "Code/Util"),
            .testTarget(name: "CoreTests", dependencies: ["Core"], path: "Checks"),
            .plugin(name: "Gen", capability: .buildTool()),
        ])
        """)])
        #expect(module(set, "Core")?.directory == "Code/Core")
        #expect(deps(set, "Core") == ["Util"])
        #expect(module(set, "CoreTests")?.directory == "Checks")
        #expect(module(set, "Gen")?.directory == "Plugins/Gen")
        #expect(set.moduleName(forFile: "Code/Core/A.swift") == "Core")
        #expect(set.moduleName(forFile: "Code/Util/B.swift") == "Util")
        #expect(set.moduleName(forFile: "Checks/X/T.swift") == "CoreTests")
    }

    @Test func sourcesAndExcludeShareAFolder() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shared", targets: [
            .target(name: "Models", path: "Sources/Shared", sources: ["Models", "Shared.swift"]),
            .target(name: "Views", path: "Sources/Shared", exclude: ["Models", "Shared.swift", "README.md"]),
        ])
        """)])
        #expect(set.moduleName(forFile: "Sources/Shared/Models/User.swift") == "Models")
        #expect(set.moduleName(forFile: "Sources/Shared/Shared.swift") == "Models")
        #expect(set.moduleName(forFile: "Sources/Shared/SharedExtra.swift") == "Views") // not the file "Shared.swift"
        #expect(set.moduleName(forFile: "Sources/Shared/Views/List.swift") == "Views")
        #expect(set.moduleName(forFile: "Sources/Shared/Models") == "Models")
    }

    @Test func excludedFilesBelongToNoOneWhenNothingElseClaimsThem() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Core", exclude: ["Generated", "Legacy.swift"]),
        ])
        """)])
        #expect(set.moduleName(forFile: "Sources/Core/Generated/G.swift") == nil)
        #expect(set.moduleName(forFile: "Sources/Core/Legacy.swift") == nil)
        #expect(set.moduleName(forFile: "Sources/Core/Live.swift") == "Core")
    }

    @Test func productDependencyOnLocalNestedPackage() {
        let root = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [
                .package(path: "Packages/Networking"),
                .package(name: "Storage", path: "./Packages/StorageKit"),
                .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.0.0"),
            ],
            targets: [
                .executableTarget(name: "App", dependencies: [
                    .product(name: "Networking", package: "networking"),
                    .product(name: "StorageKit", package: "Storage", condition: .when(platforms: [.iOS])),
                    .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
                    "HTTPMocks",
                ]),
            ]
        )
        """
        let networking = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Networking",
            products: [
                .library(name: "Networking", targets: ["HTTP", "Endpoints"]),
                .library(name: "HTTPMocks", targets: ["HTTPMocks"]),
            ],
            targets: [
                .target(name: "HTTP"),
                .target(name: "Endpoints", dependencies: ["HTTP"]),
                .target(name: "HTTPMocks", dependencies: ["HTTP"]),
                .testTarget(name: "HTTPTests", dependencies: ["HTTP"]),
            ]
        )
        """
        let storage = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "StorageKit",
            products: [.library(name: "StorageKit", type: .dynamic, targets: ["StorageKit"])],
            targets: [.target(name: "StorageKit", dependencies: [.product(name: "Networking", package: "Networking")])])
        """
        let set = parse([("Packages/StorageKit/Package.swift", storage), ("Package.swift", root),
                         ("Packages/Networking/Package.swift", networking)])
        #expect(set.modules.map(\.name) == ["App", "Endpoints", "HTTP", "HTTPMocks", "HTTPTests", "StorageKit"])
        #expect(deps(set, "App") == ["HTTP", "Endpoints", "StorageKit", "HTTPMocks"])
        #expect(module(set, "HTTP")?.directory == "Packages/Networking/Sources/HTTP")
        #expect(module(set, "HTTPTests")?.directory == "Packages/Networking/Tests/HTTPTests")
        // Not declared as a local path: found in the tree by package name.
        #expect(deps(set, "StorageKit") == ["HTTP", "Endpoints"])
        #expect(module(set, "App")!.declaredDependencies.allSatisfy { $0.manifestPath == "Package.swift" })
        #expect(set.moduleName(forFile: "Packages/Networking/Sources/HTTP/Client.swift") == "HTTP")
        #expect(set.moduleName(forFile: "Sources/App/main.swift") == "App")
        #expect(set.moduleName(forFile: "Packages/Networking/Package.swift") == nil)
        #expect(set.problems.isEmpty)
    }

    @Test func commentsAndMultilineStringsAreNotCode() {
        let set = parse([("Package.swift", #"""
        // swift-tools-version:5.9
        /* .target(name: "Ghost"), */
        import PackageDescription

        let description = """
            targets: [.target(name: "AlsoGhost")]
            "still a string"
            """
        let package = Package(
            name: "P", // .target(name: "NotHere")
            targets: [
                // .target(name: "Commented"),
                .target(
                    name: "Real", /* path: "Nope", */
                    dependencies: [ /* "Ghost" */ ],
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-warn-long-function-bodies=200"])]
                ),
                .target(name: #"Raw"#, dependencies: ["Real"]),
                /**
                 .testTarget(name: "DocGhost")
                 */
            ]
        )
        """#)])
        #expect(set.modules.map(\.name) == ["Raw", "Real"])
        #expect(module(set, "Real")?.directory == "Sources/Real")
        #expect(deps(set, "Raw") == ["Real"])
        #expect(set.problems.isEmpty)
    }

    @Test func garbageAndHalfWrittenManifestsNeverCrash() {
        let inputs: [String] = [
            "",
            "// swift-tools-version:5.9\nlet package = Package(name: \"X\", targets: [.target(name: \"A\", dependencies: [\"B\"",
            "let package = Package(",
            "))))]]]}}}{{{ let let = = Package Package(((",
            "// swift-tools-version:5.9\nlet package = Package(name: \"P\", targets: [.target(name: \"Open, .target(name: \"B\")])",
            "\u{0}\u{1}\u{FF}\"\"\"\n\\(",
            String(repeating: "[", count: 5000) + String(repeating: "(", count: 5000),
            "let package = Package(targets: " + String(repeating: "[", count: 3000),
            "let a = b\nlet b = a\nlet package = Package(name: \"P\", targets: a)",
            "let package = Package(name: \"P\", targets: [x ?? \"\\(y)\", .target(name: \"\\(\"\\(z)\")\"), \"\\(\")])",
            "let package = Package(name: \"P\", targets: [.target(name: \"A\")]) \\( ) ) ] } \"\\(\"",
        ]
        for (k, text) in inputs.enumerated() {
            let set = parse([("P\(k)/Package.swift", text)])
            _ = set.moduleName(forFile: "P\(k)/Sources/A/a.swift")
            _ = set.regexMode(forFile: "P\(k)/Sources/A/a.swift")
        }
        let half = parse([("Package.swift", inputs[1])])
        #expect(half.modules.map(\.name) == ["A"])
        let none = parse([("Package.swift", "import PackageDescription\n")])
        #expect(none.modules.isEmpty)
        #expect(none.problems.contains { $0.message.contains("no `let package") })
    }

    @Test func macroAndOtherTargetKinds() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        import CompilerPluginSupport
        let package = Package(
            name: "Macros",
            dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "509.0.0")],
            targets: [
                .macro(name: "MacrosImpl", dependencies: [
                    .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                    .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                ]),
                .target(name: "Macros", dependencies: ["MacrosImpl", "CSQLite", "Vendor"]),
                .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
                .binaryTarget(name: "Vendor", path: "Frameworks/Vendor.xcframework"),
                .testTarget(name: "MacrosTests", dependencies: ["MacrosImpl"]),
            ]
        )
        """)])
        #expect(set.modules.map(\.name) == ["CSQLite", "Macros", "MacrosImpl", "MacrosTests", "Vendor"])
        #expect(module(set, "MacrosImpl")?.directory == "Sources/MacrosImpl")
        #expect(deps(set, "MacrosImpl").isEmpty)
        #expect(deps(set, "Macros") == ["MacrosImpl", "CSQLite", "Vendor"])
        #expect(module(set, "CSQLite")?.directory == nil)
        #expect(module(set, "Vendor")?.directory == nil)
        #expect(set.moduleName(forFile: "Sources/CSQLite/shim.swift") == nil)
    }

    @Test func toolsVersionLines() {
        #expect(ManifestReader.toolsVersion(Array("// swift-tools-version:5.9\n".utf8))! == (5, 9))
        #expect(ManifestReader.toolsVersion(Array("// swift-tools-version: 6.0\n".utf8))! == (6, 0))
        #expect(ManifestReader.toolsVersion(Array("//swift-tools-version:5.10.1".utf8))! == (5, 10))
        #expect(ManifestReader.toolsVersion(Array("// Swift-Tools-Version:6.1;(experimentalCxx)\n".utf8))! == (6, 1))
        #expect(ManifestReader.toolsVersion(Array("\u{FEFF}\n\n// swift-tools-version:5.5\r\n".utf8))! == (5, 5))
        #expect(ManifestReader.toolsVersion(Array("import PackageDescription\n// swift-tools-version:5.9".utf8)) == nil)
        #expect(ManifestReader.toolsVersion(Array("// swift-tools-version:\n".utf8)) == nil)
    }

    @Test func regexModeFollowsLanguageModeAndFeatures() {
        let swift5 = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Five", targets: [
            .target(name: "Plain"),
            .target(name: "Regex", swiftSettings: [.enableUpcomingFeature("BareSlashRegexLiterals")]),
            .target(name: "Flag", swiftSettings: [.unsafeFlags(["-enable-bare-slash-regex"])]),
        ])
        """
        let swift6 = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Six", targets: [
            .target(name: "Modern"),
            .target(name: "Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
        ])
        """
        let swift6ButV5 = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "SixOnFive", targets: [.target(name: "Old")], swiftLanguageModes: [.v5])
        """
        let set = parse([("Five/Package.swift", swift5), ("Six/Package.swift", swift6), ("Old/Package.swift", swift6ButV5)])
        #expect(set.regexMode(forFile: "Five/Sources/Plain/a.swift") == .bareSlashDisabled)
        #expect(set.regexMode(forFile: "Five/Sources/Regex/a.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Five/Sources/Flag/a.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Six/Sources/Modern/a.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Six/Sources/Legacy/a.swift") == .bareSlashDisabled)
        #expect(set.regexMode(forFile: "Six/Scripts/loose.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Old/Sources/Old/a.swift") == .bareSlashDisabled)
        #expect(set.regexMode(forFile: "NoPackage/a.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Five/Scripts/loose.swift") == .bareSlashDisabled)
    }

    @Test func loopOverPackageTargetsEnablesTheFeatureEverywhere() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
        for target in package.targets {
            var settings = target.swiftSettings ?? []
            settings.append(.enableUpcomingFeature("BareSlashRegexLiterals"))
            target.swiftSettings = settings
        }
        """)])
        #expect(set.regexMode(forFile: "Sources/A/a.swift") == .bareSlashEnabled)
        #expect(set.regexMode(forFile: "Sources/B/b.swift") == .bareSlashEnabled)
    }

    @Test func moduleNameEdgeCases() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Outer", path: "Sources", exclude: ["Inner"]),
            .target(name: "Inner", path: "Sources/Inner"),
            .target(name: "Innerish", path: "Sources/InnerMore"),
        ])
        """)])
        #expect(set.moduleName(forFile: "Sources/Inner/a.swift") == "Inner")
        #expect(set.moduleName(forFile: "Sources/Inner/Deep/b.swift") == "Inner")
        #expect(set.moduleName(forFile: "Sources/InnerMore/c.swift") == "Innerish")
        #expect(set.moduleName(forFile: "Sources/top.swift") == "Outer")
        #expect(set.moduleName(forFile: "Package.swift") == nil)
        #expect(set.moduleName(forFile: "Package@swift-5.9.swift") == nil)
        #expect(set.moduleName(forFile: "Sources/Inner/Package.swift") == nil)
        #expect(set.moduleName(forFile: "Scripts/tool.swift") == nil)
        #expect(set.moduleName(forFile: "SourcesExtra/x.swift") == nil)
        #expect(set.moduleName(forFile: "README.swift") == nil)
    }

    @Test func nestedPackageFilesBelongToTheNestedPackage() {
        let set = parse([
            ("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Root", targets: [.target(name: "Root", path: ".")])
            """),
            ("Tools/Gen/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Gen", targets: [.executableTarget(name: "Gen")])
            """),
        ])
        #expect(set.moduleName(forFile: "Tools/Gen/Sources/Gen/main.swift") == "Gen")
        #expect(set.moduleName(forFile: "Tools/Gen/Other/x.swift") == nil)
        #expect(set.moduleName(forFile: "Anything/y.swift") == "Root")
    }

    @Test func constantsInterpolationAndCodeDefinedTargets() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let prefix = "Feature"
        let commonDeps: [Target.Dependency] = ["Core", .target(name: "Logging")]
        let features = ["Search", "Profile"]
        let core = Target.target(name: "Core")

        let package = Package(
            name: "P",
            targets: [
                core,
                .target(name: "Logging"),
                .target(name: "\\(prefix)Shell", dependencies: commonDeps + ["Logging"]),
            ] + features.map { .target(name: $0, dependencies: commonDeps) }
              + [makeTarget("Magic")]
        )
        package.targets += [.testTarget(name: "CoreTests", dependencies: ["Core"])]
        package.targets.append(.target(name: "Late"))
        """)])
        #expect(set.modules.map(\.name) == ["Core", "CoreTests", "FeatureShell", "Late", "Logging"])
        #expect(deps(set, "FeatureShell") == ["Core", "Logging"])
        #expect(set.problems.contains { $0.path == "Package.swift:15" && $0.message == "cannot read targets defined by code; their files are checked as files of no package" })
        #expect(set.problems.contains { $0.path == "Package.swift:16" && $0.message == "cannot read a target defined by code; its files are checked as files of no package" })
        #expect(set.problems.count == 2, "\(set.problems)")
        // Both change what is checked: the user hears of them.
        #expect(set.warnings.map(\.path) == ["Package.swift:15", "Package.swift:16"], "\(set.warnings)")
    }

    @Test func unreadableElementsAreSkippedWithAProblem() {
        let set = parse([("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        func feature(_ name: String) -> Target { .target(name: name) }
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A"),
                feature("B"),
                .target(name: "C", dependencies: [someDependency]),
                makeTarget("D"),
            ]
        )
        """)])
        // `feature` is a one-expression helper: read through.
        #expect(set.modules.map(\.name) == ["A", "B", "C"])
        #expect(set.problems.contains { $0.path == "Package.swift:10" && $0.message == "cannot read a target defined by code; its files are checked as files of no package" })
        #expect(set.problems.contains { $0.path == "Package.swift:9" })
        #expect(set.modules.first { $0.name == "C" }?.dependenciesAreIncomplete == true)
    }

    @Test func duplicateModulesAcrossPackagesKeepTheFirst() {
        let manifest = { (name: String) in
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"Shared\")])\n"
        }
        let set = parse([("B/Package.swift", manifest("B")), ("A/Package.swift", manifest("A"))])
        #expect(set.modules.count == 1)
        #expect(set.modules[0].directory == "A/Sources/Shared")
        #expect(set.problems.contains { $0.path == "B/Package.swift:3" && $0.message.contains("already defined by A/Package.swift") })
        #expect(set.moduleName(forFile: "B/Sources/Shared/x.swift") == nil)
    }

    @Test func conventionalFoldersOnDisk() {
        let manifests = [
            (relativePath: "Package.swift", bytes: Array("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Solo", targets: [.target(name: "Solo"), .testTarget(name: "SoloTests")])
            """.utf8)),
            (relativePath: "Legacy/Package.swift", bytes: Array("""
            // swift-tools-version:5.5
            import PackageDescription
            let package = Package(name: "Legacy", targets: [.target(name: "Lib"), .testTarget(name: "LibTests")])
            """.utf8)),
        ]
        let existing: Set<String> = ["|Sources", "|Tests", "Legacy|src", "Legacy|src/Lib", "Legacy|src/LibTests"]
        let set = ManifestSet.build(manifests, directoryExists: { existing.contains($0 + "|" + $1) })
        #expect(module(set, "Solo")?.directory == "Sources") // one target, tools >= 5.9: the whole folder
        #expect(module(set, "SoloTests")?.directory == "Tests")
        #expect(module(set, "Lib")?.directory == "Legacy/src/Lib")
        #expect(module(set, "LibTests")?.directory == "Legacy/src/LibTests")
        #expect(set.moduleName(forFile: "Sources/a.swift") == "Solo")
        #expect(set.warnings.isEmpty, "\(set.warnings)")

        // SwiftPM reads the first of Sources, Source, src, srcs that exists: a target missing
        // there has no files, which is said once per manifest.
        let decoy = [(relativePath: "Package.swift", bytes: Array("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "S", targets: [.target(name: "Domain"), .target(name: "Data")])
            """.utf8))]
        let misplaced = ManifestSet.build(decoy, directoryExists: { ["|Source", "|src", "|src/Domain", "|src/Data"].contains($0 + "|" + $1) })
        #expect(module(misplaced, "Domain")?.directory == "Source/Domain")
        #expect(misplaced.warnings.map { "\($0.path): \($0.message)" } == [
            "Package.swift:3: targets Domain (Source/Domain), Data (Source/Data) have no folder (SwiftPM looks in the first of Sources, Source, src, srcs that exists, or in path:); no file belongs to them",
        ])
        // A test target is looked for under Tests first, and the warning says so.
        let untested = [(relativePath: "Package.swift", bytes: Array("""
            // swift-tools-version:5.7
            import PackageDescription
            let package = Package(name: "Common", targets: [.target(name: "Common"), .testTarget(name: "CommonTests", dependencies: ["Common"])])
            """.utf8))]
        let noTests = ManifestSet.build(untested, directoryExists: { ["|Sources", "|Sources/Common"].contains($0 + "|" + $1) })
        #expect(noTests.warnings.map { "\($0.path): \($0.message)" } == [
            "Package.swift:3: target CommonTests (Sources/CommonTests) has no folder (SwiftPM looks in the first of Tests, Sources, Source, src, srcs that exists, or in path:); no file belongs to it",
        ])
    }

    @Test func outputIsDeterministic() {
        let a = parse([("Package.swift", Self.app), ("X/Package.swift", Self.app)])
        let b = parse([("X/Package.swift", Self.app), ("Package.swift", Self.app)])
        #expect(a.modules == b.modules)
        #expect(a.problems == b.problems)
    }

    /// Each `.product(name:package:)` without a local path looked through every package of the
    /// tree, splitting each one's folder path: quadratic (10.8 s for 4,000 packages).
    @Test func productsOfThousandsOfLocalPackagesResolveInLinearTime() {
        let n = 3_000
        var files: [(String, String)] = []
        for i in 0..<n {
            files.append(("Packages/P\(i)/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "P\(i)", products: [.library(name: "P\(i)", targets: ["P\(i)"])],
                    targets: [.target(name: "P\(i)", dependencies: [.product(name: "P\((i + 1) % n)", package: "P\((i + 1) % n)")])])
                """))
        }
        let clock = ContinuousClock()
        var set: ManifestSet?
        let elapsed = clock.measure { set = parse(files) }
        #expect(set.map { deps($0, "P0") } == ["P1"])
        #expect(set.map { deps($0, "P\(n - 1)") } == ["P0"])
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}
