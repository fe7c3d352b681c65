import ArchlintGraph
import ArchlintWorkspace

/// `undeclared-import`: a file of a SwiftPM target imports another workspace module that the
/// target does not declare (directly or through a product of a local package).
public struct UndeclaredImportRule: Rule {
    public static let description = RuleDescription(
        id: "undeclared-import",
        summary: "A target imports a workspace module it does not declare as a dependency in Package.swift.",
        rationale: """
            The import compiles only because another target happens to build the module first. It breaks \
            on a clean build of this target alone, in a different build order, or when that other target \
            drops the dependency, and the real dependency graph is hidden from Package.swift.
            """,
        howToFix: "Add the module (or the product that contains it) to the target's dependencies in Package.swift.",
        defaultSeverity: .error,
        badExample: """
            // Package.swift: .target(name: "Search", dependencies: ["DesignSystem"])
            // Sources/Search/SearchView.swift
            import Networking      // not declared
            """,
        goodExample: """
            // Package.swift: .target(name: "Search", dependencies: ["DesignSystem", "Networking"])
            """)

    public init(options: RuleOptionsReader) throws {}

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let ws = context.workspace
        var out: [FindingDraft] = []
        for file in ws.files {
            guard let module = ws.module(named: file.module), module.origin == .swiftPackage else { continue }
            let declared = Set(module.declaredDependencies.map(\.module)).union(module.externalDependencies)
            for imp in file.facts.imports where imp.module != module.name {
                guard let target = ws.module(named: imp.module), target.origin == .swiftPackage,
                      !declared.contains(imp.module) else { continue }
                out.append(FindingDraft(
                    span: context.span(file.path, line: imp.line, column: imp.column, endColumn: imp.endColumn),
                    message: "\(module.name) imports \(imp.module) but does not declare it in Package.swift; it builds only by accident, through another target",
                    subject: "\(module.name) imports \(imp.module)",
                    fix: "add \"\(imp.module)\" (or the product containing it) to the dependencies of target \(module.name)",
                    firstInFileOnly: true))
            }
        }
        return out
    }
}
