import ArchlintGraph
import ArchlintWorkspace

/// `unused-dependency` (opt-in): a target declares a workspace dependency that none of its
/// files imports.
public struct UnusedDependencyRule: Rule {
    public static let description = RuleDescription(
        id: "unused-dependency",
        summary: "A target declares a dependency on a workspace module that none of its files imports (opt-in).",
        rationale: """
            Unused dependencies lengthen builds and hide the real architecture: the declared graph \
            says two modules are coupled when they are not.
            """,
        howToFix: "Remove the dependency from the target in Package.swift.",
        defaultSeverity: .off,
        badExample: "// .target(name: \"Search\", dependencies: [\"Analytics\"])  // nothing imports Analytics",
        goodExample: "// .target(name: \"Search\", dependencies: [])")

    public init(options: RuleOptionsReader) throws {}

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let ws = context.workspace
        var imported: [String: Set<String>] = [:]
        var withSwiftFiles = Set<String>()
        for file in ws.files {
            withSwiftFiles.insert(file.module)
            for imp in file.facts.imports { imported[file.module, default: []].insert(imp.module) }
        }
        var out: [FindingDraft] = []
        // A target without Swift files (C, Objective-C, resources) imports in a way archlint does not read.
        for module in ws.modules where module.origin == .swiftPackage && withSwiftFiles.contains(module.name) {
            var seen = Set<String>()
            for dep in module.declaredDependencies where ws.isWorkspaceModule(dep.module) {
                guard seen.insert(dep.module).inserted, imported[module.name]?.contains(dep.module) != true else { continue }
                out.append(FindingDraft(
                    span: context.span(dep.manifestPath, line: dep.line, column: dep.column, endColumn: dep.endColumn),
                    message: "target \(module.nameInManifest) declares a dependency on \(dep.shownName) but none of its files imports it; it costs build time and misstates the architecture",
                    subject: "\(module.name) -> \(dep.module)",
                    fix: "remove \(dep.shownName) from the dependencies of \(module.nameInManifest)"))
            }
        }
        return out
    }
}
