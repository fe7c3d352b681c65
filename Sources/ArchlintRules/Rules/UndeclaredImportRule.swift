import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// `undeclared-import`: a file of a SwiftPM target imports another workspace module that the
/// target does not declare (directly or through a product of a local package).
public struct UndeclaredImportRule: Rule {
    public static let description = RuleDescription(
        id: "undeclared-import",
        summary: "A target imports a workspace module it does not declare as a dependency in Package.swift.",
        rationale: """
            SwiftPM makes a module importable to a target only once it is built. Without the declaration \
            the import compiles only through other targets: when a target it declares depends on the module \
            (a chain that breaks as soon as that target drops the dependency), or else by build order alone, \
            which fails on a clean build ("no such module"). Either way the real dependency graph is hidden \
            from Package.swift. An import under `#if canImport(...)` of a target that itself depends on this \
            one is never compiled by SwiftPM and is not reported: declaring it would make a cycle.
            """,
        howToFix: """
            Add the module (or the product that contains it) to the target's dependencies in Package.swift. \
            When the imported module depends on this target, declaring it would make a cycle: remove the \
            import and move what it needs into a module both may depend on. When rules.json's layers forbid \
            the import (layer-dependency reports it too), remove it rather than declare it.
            """,
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
        // `@_exported import Fixtures` in TestSupport: a target declaring TestSupport is promised
        // Fixtures, as SwiftPM builds it (TestSupport's own manifest must declare it).
        var reexports: [String: Set<String>] = [:]
        for file in ws.files {
            // The whole module, not `@_exported import struct Core.Either` (one declaration).
            for imp in file.facts.imports where imp.kind == nil && imp.attributes.contains("@_exported") && imp.module != file.module {
                reexports[file.module, default: []].insert(imp.module)
            }
        }
        /// Whether a declared dependency (or a module it re-exports) re-exports `module`.
        func isReexported(_ module: String, byAnyOf declared: Set<String>) -> Bool {
            guard !reexports.isEmpty else { return false }
            var seen = Set<String>()
            var queue = Array(declared)
            while let next = queue.popLast() {
                guard seen.insert(next).inserted, let exported = reexports[next] else { continue }
                if exported.contains(module) { return true }
                queue.append(contentsOf: exported)
            }
            return false
        }
        var out: [FileDependencyDraft] = []
        for (fileIndex, file) in ws.files.enumerated() {
            let imports = file.facts.imports
            // A partial list of dependencies (written by code archlint cannot read) judges nothing.
            guard !imports.isEmpty, let m = numbers[file.module], ws.modules[m].origin == .swiftPackage,
                  !ws.modules[m].dependenciesAreIncomplete else { continue }
            let module = ws.modules[m]
            for k in imports.indices where imports[k].module != module.name && file.isImportBuilt(k) {
                guard let t = numbers[imports[k].module], ws.modules[t].origin == .swiftPackage else { continue }
                let imp = imports[k]
                if declaredByModule[m] == nil {
                    declaredByModule[m] = Set(module.declaredDependencies.map(\.module)).union(module.externalDependencies)
                }
                guard !declaredByModule[m]!.contains(imp.module), !isReexported(imp.module, byAnyOf: declaredByModule[m]!) else { continue }
                out.append(FileDependencyDraft(file: file, fileIndex: fileIndex, position: k, from: module.name))
            }
        }
        // Undeclared imports both ways (`Search` imports `Settings`, `Settings` imports `Search`):
        // declaring both would make a cycle, so the advice is to pick one direction.
        var undeclaredPairs = Set<String>()
        for draft in out { undeclaredPairs.insert(draft.from + "\u{0}" + draft.file.facts.imports[draft.position].module) }
        // How the import builds at all (few findings: paths looked up per finding, memoised).
        var paths: [String: [String]?] = [:]
        return out.map { draft in
            let imp = draft.file.facts.imports[draft.position]
            let key = draft.from + "\u{0}" + imp.module
            if paths[key] == nil { paths[key] = .some(ws.declaredPath(from: draft.from, to: imp.module)) }
            // The imported module depending on the importer: declaring it would make a cycle,
            // which SwiftPM refuses; the import itself has to go.
            let backKey = imp.module + "\u{0}" + draft.from
            if paths[backKey] == nil { paths[backKey] = .some(ws.declaredPath(from: imp.module, to: draft.from)) }
            if let back = paths[backKey]!, back.count >= 2,
               !(imp.condition.map { Workspace.conditionRequiresCanImport($0, module: imp.module) } ?? false) {
                return FindingDraft(
                    span: context.span(draft.file.path, line: imp.line, column: imp.column, endColumn: imp.endColumn),
                    message: "\(draft.from) imports \(imp.module) but does not declare it in Package.swift, and cannot: \(imp.module) depends on \(draft.from) (\(back.joined(separator: " -> "))), so declaring it makes a cycle SwiftPM refuses",
                    subject: "\(draft.from) imports \(imp.module)",
                    fix: "remove the import: move what \(draft.from) uses of \(imp.module) into a module both may depend on (an Interface module), or invert the dependency through a protocol",
                    firstInFileOnly: true)
            }
            // The layers forbid the edge: declaring it would make the build agree with an import
            // layer-dependency asks to remove (unless that rule is switched off).
            if let (layer, target) = Self.forbiddenLayerEdge(of: imp, in: draft, context: context) {
                return FindingDraft(
                    span: context.span(draft.file.path, line: imp.line, column: imp.column, endColumn: imp.endColumn),
                    message: "\(draft.from) imports \(imp.module) but does not declare it in Package.swift, and should not: \(imp.module) is in layer \(target), which layer \(layer) may not use (rules.json's allow)",
                    subject: "\(draft.from) imports \(imp.module)",
                    fix: "remove the import rather than declare it, as layer-dependency asks: reach what \(draft.from) needs of \(imp.module) through \(Self.usable(from: layer, context.configuration))",
                    firstInFileOnly: true)
            }
            let how: String
            if let path = paths[key]!, path.count > 2 {
                how = "it builds only because \(path[1]) depends on it (\(path.joined(separator: " -> "))), and breaks when that changes"
            } else if let condition = imp.condition, Workspace.conditionRequiresCanImport(condition, module: imp.module) {
                how = "the `#if \(condition)` block is compiled only when \(imp.module) happens to be built first"
            } else {
                how = "no dependency of \(draft.from) builds \(imp.module) first, so it fails on a clean build (\"no such module\") or builds only by build order"
            }
            // Where to add it, and the declaration the build leans on today.
            var related: [RelatedLocation] = []
            if let m = ws.module(named: draft.from), let path = m.manifestPath, let line = m.manifestLine {
                related.append(RelatedLocation(span: SourceSpan(file: path, line: line, column: m.manifestColumn), message: "target \(m.nameInManifest) is declared here"))
            }
            if let path = paths[key]!, path.count > 2, let via = ws.module(named: path[path.count - 2]),
               let edge = via.declaredDependencies.first(where: { $0.module == imp.module }) {
                related.append(RelatedLocation(span: SourceSpan(file: edge.manifestPath, line: edge.line, column: edge.column),
                                               message: "\(via.nameInManifest) declares \(edge.shownName) here"))
            }
            if undeclaredPairs.contains(backKey) {
                return FindingDraft(
                    span: context.span(draft.file.path, line: imp.line, column: imp.column, endColumn: imp.endColumn),
                    message: "\(draft.from) imports \(imp.module) but does not declare it in Package.swift; \(how); and \(imp.module) imports \(draft.from), also undeclared: declaring both makes a cycle SwiftPM refuses",
                    subject: "\(draft.from) imports \(imp.module)",
                    related: related,
                    fix: "decide which of \(draft.from) and \(imp.module) depends on the other: declare that dependency and remove the import the other way (through a protocol or an Interface module)",
                    firstInFileOnly: true)
            }
            return FindingDraft(
                span: context.span(draft.file.path, line: imp.line, column: imp.column, endColumn: imp.endColumn),
                message: "\(draft.from) imports \(imp.module) but does not declare it in Package.swift; \(how)",
                subject: "\(draft.from) imports \(imp.module)",
                related: related,
                fix: Self.fix(adding: ws.module(named: imp.module), named: imp.module, to: ws.module(named: draft.from), named: draft.from,
                              rootFolder: ws.root.split(separator: "/").last.map(String.init) ?? ws.root),
                firstInFileOnly: true)
        }
    }

    /// The importing file's layer and the imported module's, when rules.json's `allow` forbids
    /// that edge and layer-dependency is on: what layer-dependency reports at the same import.
    /// Test files are held to no layer rule.
    private static func forbiddenLayerEdge(of imp: ImportFact, in draft: FileDependencyDraft, context: RuleContext) -> (String, String)? {
        let config = context.configuration
        guard !draft.file.isTest, let layer = draft.file.layer, config.ruleSetting(LayerDependencyRule.description.id)?.severity != "off",
              draft.fileIndex < context.graph.fileDependencies.count else { return nil }
        let dependency = context.graph.fileDependencies[draft.fileIndex].first {
            $0.evidence.kind == .import && $0.evidence.line == imp.line && $0.module == imp.module
        }
        guard let target = dependency?.layer, target != layer, !config.isAllowed(from: layer, to: target) else { return nil }
        // An exception the team wrote down (`// archlint:disable:next layer-dependency - legacy`):
        // the import stays, so declaring it is the fix again.
        if SuppressionReach.of(draft.file.facts.suppressions).contains(where: { $0.covers(LayerDependencyRule.description.id, line: imp.line) }) {
            return nil
        }
        return (layer, target)
    }

    /// The layers `layer` may use, for advice: `layer Domain`, `layer Domain or Shared`.
    private static func usable(from layer: String, _ config: Configuration) -> String {
        let others = config.allowedLayers(from: layer).filter { $0 != layer && $0 != "*" }
        return others.isEmpty ? "layer \(layer) itself" : (others.count == 1 ? "layer " : "layers ") + others.joined(separator: " or ")
    }

    /// Within a package, the target's name; from another local package, the product that holds
    /// it (`.product(name: "CoreUIKit", package: "core")`) and that package among the importer's
    /// package dependencies (`.package(path: "../core")`), or a product to declare when none does.
    static func fix(adding imported: Module?, named importedName: String, to importer: Module?, named importerName: String,
                    rootFolder: String) -> String {
        let target = importer?.nameInManifest ?? importerName
        let written = imported?.nameInManifest ?? importedName
        let plain = "add \"\(written)\" (or the product containing it) to the dependencies of target \(target)"
        guard let from = importer?.manifestPath, let to = imported?.manifestPath, from != to,
              let path = relativePackagePath(from: from, to: to) else { return plain }
        // A package's identity is its folder's name: the root's when the path climbs to it.
        let folders = to.split(separator: "/").dropLast()
        let identity = folders.last.map(String.init) ?? rootFolder
        let package = ".package(path: \"\(path)\") to its package's dependencies if it is not there yet"
        // Products written by code (`names.map { .library(...) }`) are not known: no product to name.
        if imported?.productsIncomplete == true && imported?.productNames.isEmpty == true { return plain + ", and " + package }
        // The product named for the module (`AuthRepositories`) rather than an umbrella one
        // (`Domain`) that also holds it: the narrowest dependency, and the one manifests use.
        let products = imported?.productNames ?? []
        guard let product = products.first(where: { $0 == written || $0 == importedName }) ?? products.first else {
            return "declare a product holding \(written) in \(to) (.library(name: \"\(written)\", targets: [\"\(written)\"])), then add .product(name: \"\(written)\", package: \"\(identity)\") to the dependencies of target \(target), and \(package)"
        }
        return "add .product(name: \"\(product)\", package: \"\(identity)\") to the dependencies of target \(target), and \(package)"
    }

    /// `../Domain` from `Packages/Data/Package.swift` to `Packages/Domain/Package.swift`; nil for
    /// the same folder.
    static func relativePackagePath(from importer: String, to imported: String) -> String? {
        func folder(_ manifest: String) -> [Substring] { manifest.split(separator: "/").dropLast().map { $0 } }
        let a = folder(importer), b = folder(imported)
        var common = 0
        while common < a.count && common < b.count && a[common] == b[common] { common += 1 }
        // A package nested in the importer's own folder is still another package.
        let up = Array(repeating: "..", count: a.count - common)
        let path = (up + b[common...].map(String.init)).joined(separator: "/")
        return path.isEmpty ? nil : path
    }
}

/// An undeclared import, worded once all are known.
private struct FileDependencyDraft {
    let file: SourceFile
    let fileIndex: Int
    let position: Int
    let from: String
}
