// swift-tools-version:6.0
// archlint: an architecture linter for Swift. No package dependencies, by design:
// the tokenizer and declaration parser are our own, so the tool builds in seconds anywhere.
import PackageDescription

let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .executable(name: "archlint-bench", targets: ["archlint-bench"]),
        .plugin(name: "ArchlintCommandPlugin", targets: ["ArchlintCommandPlugin"]),
    ],
    targets: [
        // Stage 1-2: bytes -> tokens -> per-file facts. Depends on nothing, not even Foundation.
        .target(name: "ArchlintSyntax"),
        // Stage 3: rules.json, file discovery, Package.swift manifests, modules and layers.
        .target(name: "ArchlintWorkspace", dependencies: ["ArchlintSyntax"]),
        // Stage 4: module / layer / type dependency graph and the workspace-wide type index.
        .target(name: "ArchlintGraph", dependencies: ["ArchlintWorkspace", "ArchlintSyntax"]),
        // Stage 5: the rule API and the built-in rules (pure functions of the graph).
        .target(name: "ArchlintRules", dependencies: ["ArchlintGraph", "ArchlintWorkspace", "ArchlintSyntax"]),
        // The pipeline facade: parallel scan, rules, severities, suppressions, baseline.
        .target(name: "ArchlintEngine", dependencies: ["ArchlintRules", "ArchlintGraph", "ArchlintWorkspace", "ArchlintSyntax"]),
        // Stage 6: text, JSON, SARIF, GitHub, JUnit, Checkstyle, Code Climate, graph pictures.
        .target(name: "ArchlintReporters", dependencies: ["ArchlintEngine", "ArchlintRules", "ArchlintGraph", "ArchlintWorkspace", "ArchlintSyntax"]),
        // `archlint lsp`: the findings of open documents as an editor's diagnostics, as the user types.
        .target(name: "ArchlintLanguageServer", dependencies: ["ArchlintEngine", "ArchlintReporters", "ArchlintRules", "ArchlintSyntax"]),
        // Stage 7: the command line; the composition root.
        .executableTarget(name: "archlint", dependencies: ["ArchlintEngine", "ArchlintLanguageServer", "ArchlintReporters", "ArchlintRules", "ArchlintWorkspace", "ArchlintSyntax"]),
        // Speed and robustness measurements: `swift run -c release archlint-bench monorepo|corpora|fuzz`.
        .executableTarget(name: "archlint-bench", dependencies: ["ArchlintEngine", "ArchlintReporters", "ArchlintSyntax"]),
        // `swift package plugin archlint`: lints the package it runs in; writes nothing.
        .plugin(
            name: "ArchlintCommandPlugin",
            capability: .command(intent: .custom(verb: "archlint", description: "Check the package's architecture with archlint")),
            dependencies: ["archlint"]
        ),

        .testTarget(name: "ArchlintSyntaxTests", dependencies: ["ArchlintSyntax"]),
        .testTarget(name: "ArchlintWorkspaceTests", dependencies: ["ArchlintWorkspace", "ArchlintSyntax"]),
        .testTarget(name: "ArchlintGraphTests", dependencies: ["ArchlintGraph"]),
        // Runs the whole linter over every folder of Fixtures/ and compares with the markers.
        .testTarget(name: "ArchlintRulesTests", dependencies: ["ArchlintEngine", "ArchlintGraph", "ArchlintReporters", "ArchlintRules", "ArchlintWorkspace"]),
        .testTarget(name: "ArchlintReportersTests", dependencies: ["ArchlintReporters", "ArchlintEngine", "ArchlintRules"]),
        .testTarget(name: "ArchlintLanguageServerTests", dependencies: ["ArchlintLanguageServer"]),
        // Runs the built `archlint` binary: stdout, stderr and exit codes.
        .testTarget(name: "ArchlintCLITests", dependencies: ["archlint"]),
    ]
)
