import ArchlintGraph
import ArchlintWorkspace

/// `module-independence`: modules of one `independent` group depend on each other, by import
/// or by type reference. Interface modules may always be depended on.
public struct ModuleIndependenceRule: Rule {
    public static let description = RuleDescription(
        id: "module-independence",
        summary: "Modules that must stay independent (an `independent` group, e.g. features) depend on each other.",
        rationale: """
            Feature modules that import each other can no longer be built, tested or removed alone, and \
            soon form a tangle; they should talk through Interface modules or the app's router.
            """,
        howToFix: """
            Depend on the other feature's Interface module (protocols only) and let the composition \
            root inject the implementation, or move the shared code into a common module.
            """,
        defaultSeverity: .error,
        badExample: """
            // SearchFeature/SearchViewModel.swift
            import ProfileFeature
            """,
        goodExample: """
            // SearchFeature/SearchViewModel.swift
            import ProfileInterface
            """)

    public init(options: RuleOptionsReader) throws {}

    /// Names the interface module to use when the workspace has one for `module`: one named
    /// after it (`SettingsFeatureInterface`, `SettingsFeatureAPI`), or after its stem without a
    /// `Feature` / `Module` / `Kit` / `Implementation` / `Impl` / `Live` suffix
    /// (`SettingsInterface` for `SettingsFeature`); else says to make one.
    static func interfaceAdvice(for module: String, user: String, in ws: Workspace) -> String {
        let interfaces = ws.modules.filter { $0.isInterface && $0.name != module && $0.name != user }.map(\.name)
            .sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
        if let existing = interfaces.first(where: { $0.hasPrefix(module) }) { return "depend on \(existing) instead" }
        for suffix in ["Feature", "Module", "Kit", "Implementation", "Impl", "Live"] where module.hasSuffix(suffix) && module.utf8.count > suffix.utf8.count {
            let stem = String(module.dropLast(suffix.count))
            // The stem's own interface, not another module sharing its start (`SearchHistoryInterface`).
            if let existing = interfaces.first(where: { name in
                ["Interface", "Interfaces", "API", "Contract", "Contracts"].contains { name == stem + $0 }
            }) { return "depend on \(existing) instead" }
        }
        return "extract an interface module (\(module)Interface) with the protocols \(user) needs and depend on it"
    }

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let ws = context.workspace
        let config = ws.configuration
        var out: [FindingDraft] = []
        var reportedPairs = Set<String>()
        for (i, file) in ws.files.enumerated() where !file.isTest {
            let groups = config.independentGroups(containing: file.module)
            guard !groups.isEmpty else { continue }
            for dep in context.graph.fileDependencies[i] where dep.isWorkspaceModule && dep.module != file.module {
                // An interface module is how independent modules talk: `Feature*` also matches
                // `FeatureAuthInterface`, which every feature may use.
                if ws.module(named: dep.module)?.isInterface == true { continue }
                let shared = groups.filter { config.independentGroups(containing: dep.module).contains($0) }
                guard !shared.isEmpty else { continue }
                reportedPairs.insert(file.module + "\u{1F}" + dep.module)
                let ev = dep.evidence
                let how = ev.kind == .import ? "imports \(dep.module)" : "uses \(ev.target) from \(dep.module)"
                out.append(FindingDraft(
                    span: context.span(file.path, line: ev.line, column: ev.column, endColumn: ev.endColumn),
                    message: "\(file.module) \(how), but both are in an independent group; independent modules must not depend on each other",
                    subject: "\(file.module) -> \(dep.module)",
                    fix: "\(Self.interfaceAdvice(for: dep.module, user: file.module, in: ws)); the composition root injects the implementation",
                    firstInFileOnly: true))
            }
        }
        // A dependency Package.swift declares couples the two builds even when no file uses it
        // (yet): reported at the declaration, unless code already reports the pair.
        for module in ws.modules where !module.isTest {
            let groups = config.independentGroups(containing: module.name)
            guard !groups.isEmpty else { continue }
            for dep in module.declaredDependencies where dep.module != module.name {
                guard groups.contains(where: { config.independentGroups(containing: dep.module).contains($0) }),
                      !reportedPairs.contains(module.name + "\u{1F}" + dep.module),
                      ws.module(named: dep.module)?.isTest != true, ws.module(named: dep.module)?.isInterface != true else { continue }
                reportedPairs.insert(module.name + "\u{1F}" + dep.module)
                out.append(FindingDraft(
                    span: context.span(dep.manifestPath, line: dep.line, column: dep.column, endColumn: dep.endColumn),
                    message: "\(module.nameInManifest) declares a dependency on \(dep.shownName) in Package.swift, but both are in an independent group; independent modules must not depend on each other",
                    subject: "\(module.name) -> \(dep.module) (declared)",
                    fix: "remove \(dep.shownName) from \(module.nameInManifest)'s dependencies; \(Self.interfaceAdvice(for: dep.module, user: module.name, in: ws))"))
            }
        }
        return out
    }
}
