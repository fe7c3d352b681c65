import ArchlintSyntax
import ArchlintWorkspace
import Foundation

/// Why one module or layer depends on another: an import, a type reference or a line of a
/// Package.swift.
public struct Evidence: Sendable, Hashable, Comparable {
    public enum Kind: String, Sendable { case `import`, reference, manifest }
    /// Root-relative file.
    public var file: String
    /// The imported module or the referenced type's name.
    public var target: String
    // Every dependency of a million-line workspace carries one of these.
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    @CompactPosition public var endColumn: Int
    public var kind: Kind

    public init(kind: Kind, file: String, line: Int, column: Int, endColumn: Int, target: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.endColumn = endColumn
        self.target = target
    }

    public static func < (a: Evidence, b: Evidence) -> Bool {
        if a.file != b.file { return a.file.precedesInUTF8Order(b.file) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return a.target < b.target
    }
}

/// A dependency of one file on another layer or module, in source order: what layer rules
/// and module rules report.
public struct FileDependency: Sendable, Hashable {
    public var evidence: Evidence
    /// The module depended on (imported, or declaring the referenced type).
    public var module: String
    /// The layer depended on, if that module or type is in one.
    public var layer: String?
    /// Whether the module belongs to the workspace (else: a system or third-party module).
    public var isWorkspaceModule: Bool
}

/// Module and layer graph with evidence on every edge. External modules are leaves.
public struct DependencyGraph: Sendable {
    public let index: TypeIndex
    /// Per file (same order as `workspace.files`): its dependencies in source order.
    public private(set) var fileDependencies: [[FileDependency]] = []
    /// from -> to -> evidence (sorted). Both workspace and external targets.
    public private(set) var moduleEdges: [String: [String: [Evidence]]] = [:]
    /// How many imports and references each module edge has (its evidence list keeps the first
    /// `evidencePerEdge` of them, plus every manifest line: enough to show and to locate).
    public private(set) var moduleEdgeWeights: [String: [String: Int]] = [:]
    public private(set) var layerEdgeWeights: [String: [String: Int]] = [:]
    /// Evidence kept per edge; a million-line workspace has edges with tens of thousands.
    public static let evidencePerEdge = 32
    /// from -> to -> evidence (sorted), test code excluded.
    public private(set) var layerEdges: [String: [String: [Evidence]]] = [:]
    public private(set) var externalModules: Set<String> = []
    /// The modules each file can see (`TypeIndex.visibleModules(for:)`) as `TypeIndex.moduleMask`s,
    /// by file object.
    private var visibleMasks: [ObjectIdentifier: [Bool]] = [:]

    /// The modules `file` can see as a mask for `TypeIndex.isVisible`.
    public func visibleMask(of file: SourceFile) -> [Bool] {
        visibleMasks[ObjectIdentifier(file)] ?? index.moduleMask(index.visibleModules(for: file))
    }

    public init(workspace: Workspace, index: TypeIndex) {
        self.index = index
        // Per file, independent: resolved on all cores into one slot each, merged in file order.
        let files = workspace.files
        let resolved = ConcurrentMap.map(count: files.count, workers: ProcessInfo.processInfo.activeProcessorCount) { i in
            let mask = index.moduleMask(index.visibleModules(for: files[i]))
            let deps = Self.dependencies(of: files[i], visible: mask, workspace: workspace, index: index)
            return (deps, mask, Self.summarise(deps, of: files[i]))
        }
        visibleMasks.reserveCapacity(files.count)
        for (file, (deps, mask, summary)) in zip(files, resolved) {
            visibleMasks[ObjectIdentifier(file)] = mask
            fileDependencies.append(deps)
            if !summary.modules.isEmpty {
                // This file's rows of the edge tables, taken out once rather than looked up per edge.
                var weights = moduleEdgeWeights.removeValue(forKey: file.module) ?? [:]
                var edges = moduleEdges.removeValue(forKey: file.module) ?? [:]
                for (module, edge) in summary.modules {
                    let weight = weights[module, default: 0]
                    weights[module] = weight + edge.count
                    if weight < Self.evidencePerEdge {
                        edges[module, default: []].append(contentsOf: edge.evidence.prefix(Self.evidencePerEdge - weight).map { deps[Int($0)].evidence })
                    }
                    if !edge.isWorkspaceModule { externalModules.insert(module) }
                }
                moduleEdgeWeights[file.module] = weights
                moduleEdges[file.module] = edges
            }
            if let layer = file.layer, !file.isTest, !summary.layers.isEmpty {
                var weights = layerEdgeWeights.removeValue(forKey: layer) ?? [:]
                var row = layerEdges.removeValue(forKey: layer) ?? [:]
                for (to, edge) in summary.layers {
                    let weight = weights[to, default: 0]
                    weights[to] = weight + edge.count
                    if weight < Self.evidencePerEdge {
                        row[to, default: []].append(contentsOf: edge.evidence.prefix(Self.evidencePerEdge - weight).map { deps[Int($0)].evidence })
                    }
                }
                layerEdgeWeights[layer] = weights
                layerEdges[layer] = row
            }
        }
        for module in workspace.modules {
            for dep in module.declaredDependencies where dep.module != module.name {
                let ev = Evidence(kind: .manifest, file: dep.manifestPath, line: dep.line, column: dep.column,
                                  endColumn: dep.column, target: dep.module)
                moduleEdges[module.name, default: [:]][dep.module, default: []].append(ev)
                moduleEdgeWeights[module.name, default: [:]][dep.module, default: 0] += 1
            }
        }
        for (from, targets) in moduleEdges {
            for (to, list) in targets { moduleEdges[from]?[to] = list.sorted() }
        }
        for (from, targets) in layerEdges {
            for (to, list) in targets { layerEdges[from]?[to] = list.sorted() }
        }
    }

    /// One file's share of one edge: how many dependencies, the first `evidencePerEdge` of them.
    struct EdgeShare {
        var count = 0
        /// Positions in the file's dependencies (not copies: a million-line workspace holds
        /// every file's shares until the merge).
        var evidence: [Int32] = []
        var isWorkspaceModule = true

        mutating func add(_ position: Int) {
            if count < DependencyGraph.evidencePerEdge { evidence.append(Int32(truncatingIfNeeded: position)) }
            count += 1
        }
    }

    /// A file's dependencies grouped by target module and target layer, on the worker that
    /// found them, so that the merge in file order touches each edge once per file.
    static func summarise(_ deps: [FileDependency], of file: SourceFile) -> (modules: [String: EdgeShare], layers: [String: EdgeShare]) {
        var modules: [String: EdgeShare] = [:]
        var layers: [String: EdgeShare] = [:]
        let from = file.isTest ? nil : file.layer
        for (position, dep) in deps.enumerated() {
            if dep.module != file.module {
                modules[dep.module, default: EdgeShare(isWorkspaceModule: dep.isWorkspaceModule)].add(position)
            }
            if let from, let to = dep.layer, from != to {
                layers[to, default: EdgeShare()].add(position)
            }
        }
        return (modules, layers)
    }

    /// A file's dependencies in source order: imports, type references, constructions.
    static func dependencies(of file: SourceFile, visible: [Bool], workspace: Workspace, index: TypeIndex) -> [FileDependency] {
        var deps: [FileDependency] = []
        for imp in file.facts.imports {
            let isWorkspace = workspace.isWorkspaceModule(imp.module)
            if imp.module == file.module { continue }
            let ev = Evidence(kind: .import, file: file.path, line: imp.line, column: imp.column,
                              endColumn: imp.endColumn, target: imp.module)
            deps.append(FileDependency(evidence: ev, module: imp.module,
                                       layer: workspace.moduleLayers[imp.module], isWorkspaceModule: isWorkspace))
        }
        // A name declared in this file (a nested `State`, `Store` or `Error`, a generic
        // parameter) means that type, not a same-named type elsewhere.
        var declaredHere = FastStringSet()
        for d in file.facts.declarations where d.kind != .extension { declaredHere.insert(TypeIndex.lastComponent(d.name)) }
        for g in file.facts.genericParameters { declaredHere.insert(g.name) }
        func reference(_ name: String, line: Int, column: Int) {
            let candidates = index.resolveIndices(name, fromModule: file.module, workspace: workspace)
            guard !candidates.isEmpty, !declaredHere.contains(name), let picked = Self.pick(candidates, visible: visible, index: index, for: file) else { return }
            let types = index.types
            guard types[picked].module != file.module || types[picked].layer != file.layer else { return }
            let ev = Evidence(kind: .reference, file: file.path, line: line, column: column,
                              endColumn: column + name.utf8.count, target: types[picked].name)
            deps.append(FileDependency(evidence: ev, module: types[picked].module, layer: types[picked].layer, isWorkspaceModule: true))
        }
        for site in file.facts.typeReferenceSites { reference(site.name, line: site.line, column: site.column) }
        // Code that builds a type or calls its static members (`RemoteRepository()`,
        // `APIClient.shared`) depends on it as much as code that names it in a type.
        for c in file.facts.constructions where c.form != .implicitInit && !c.isInPreview {
            if let name = c.typeName { reference(name, line: c.line, column: c.column) }
        }
        // `Endpoints.Profile.path`, `L10n.Settings.title`, `Theme.Colors.primary`: a type used as
        // a namespace is a reference too, even when the member is itself a nested type.
        for access in file.facts.memberAccesses {
            guard let first = access.base.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            reference(access.base, line: access.line, column: max(1, access.column - access.base.utf8.count - 1))
        }
        deps.sort { $0.evidence < $1.evidence }
        return deps
    }

    /// One declaration for a name: ambiguous names (declared in several modules or layers)
    /// resolve to the one in the file's own layer if any, else only when unambiguous.
    static func pick(_ candidates: [Int], visible: [Bool], index: TypeIndex, for file: SourceFile) -> Int? {
        if candidates.count == 1 { return index.isVisible(candidates[0], in: visible) ? candidates[0] : nil }
        let types = index.types
        let seen = candidates.filter { index.isVisible($0, in: visible) }
        if seen.isEmpty { return nil }
        if seen.count == 1 { return seen[0] }
        if let same = seen.first(where: { types[$0].module == file.module && types[$0].layer == file.layer }) { return same }
        let first = types[seen[0]]
        return seen.allSatisfy({ types[$0].module == first.module && types[$0].layer == first.layer }) ? seen[0] : nil
    }

    /// Workspace modules only, as sorted adjacency lists over indices of `names`.
    public func workspaceModuleAdjacency(_ workspace: Workspace) -> (names: [String], successors: [[Int]]) {
        let names = workspace.modules.map(\.name)
        var idx: [String: Int] = [:]
        for (i, n) in names.enumerated() { idx[n] = i }
        var succ = [[Int]](repeating: [], count: names.count)
        for (i, n) in names.enumerated() {
            succ[i] = (moduleEdges[n] ?? [:]).keys.compactMap { idx[$0] }.sorted()
        }
        return (names, succ)
    }

    public func layerAdjacency(_ layers: [String]) -> [[Int]] {
        var idx: [String: Int] = [:]
        for (i, n) in layers.enumerated() { idx[n] = i }
        return layers.map { l in (layerEdges[l] ?? [:]).keys.compactMap { idx[$0] }.sorted() }
    }
}
