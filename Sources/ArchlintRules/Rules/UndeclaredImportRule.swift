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
        // Modules by name on bytes, and each target's declared dependencies gathered once (per
        // file they had cost a Set and two Dictionary probes).
        var numbers = NameMap<Int>(minimumCapacity: ws.modules.count)
        // A repeated name means its last module, as `Workspace.module(named:)` answers.
        for (k, module) in ws.modules.enumerated() { numbers.values[numbers.insert(module.name, value: k)] = k }
        var declaredByModule = [Set<String>?](repeating: nil, count: ws.modules.count)
        var out: [FindingDraft] = []
        for file in ws.files {
            let imports = file.facts.imports
            guard !imports.isEmpty, let m = numbers[file.module], ws.modules[m].origin == .swiftPackage else { continue }
            let module = ws.modules[m]
            for k in imports.indices where imports[k].module != module.name {
                guard let t = numbers[imports[k].module], ws.modules[t].origin == .swiftPackage else { continue }
                let imp = imports[k]
                if declaredByModule[m] == nil {
                    declaredByModule[m] = Set(module.declaredDependencies.map(\.module)).union(module.externalDependencies)
                }
                guard !declaredByModule[m]!.contains(imp.module) else { continue }
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
