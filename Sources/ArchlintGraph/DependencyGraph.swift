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
    /// by position in `workspace.files`.
    private var visibleMasksInOrder: [ModuleMask] = []

    /// The modules `file` can see as a mask for `TypeIndex.isVisible` (computed again: callers
    /// that walk the files in order use `visibleMask(ofFileAt:)`).
    public func visibleMask(of file: SourceFile) -> ModuleMask {
        index.visibleMask(for: file)
    }

    /// `visibleMask(of:)` for the file at `position` in `workspace.files`.
    public func visibleMask(ofFileAt position: Int) -> ModuleMask {
        visibleMasksInOrder[position]
    }

    public init(workspace: Workspace, index: TypeIndex) {
        self.index = index
        // Per file, independent: resolved on all cores into one slot each, merged in file order.
        // Each worker keeps one name memo for all the files it handles.
        let files = workspace.files
        let moduleTable = ModuleTable(workspace)
        let resolved = ConcurrentMap.map(count: files.count, workers: ProcessInfo.processInfo.activeProcessorCount,
                                         state: { Scratch() }) { i, scratch in
            let mask = index.visibleMask(for: files[i])
            let deps = Self.dependencies(of: files[i], visible: mask, workspace: workspace, modules: moduleTable, index: index,
                                         scratch: &scratch)
            return (deps, mask)
        }
        visibleMasksInOrder.reserveCapacity(files.count)
        fileDependencies.reserveCapacity(files.count)
        // Edge tables by number while merging, turned into the public dictionaries at the end.
        // A file's dependencies on one module or layer mostly come in a row: the previous
        // dependency's edge is reused without hashing.
        var modules = EdgeTable()
        var layers = EdgeTable()
        for (file, (deps, mask)) in zip(files, resolved) {
            visibleMasksInOrder.append(mask)
            fileDependencies.append(deps)
            if deps.isEmpty { continue }
            var fromModule = -1
            let fromLayer = file.isTest ? nil : file.layer
            // A test file inside a production module (an Xcode test bundle's folder matched by the
            // module's glob) is a module of its own to the compiler: `@testable import App` from
            // `ShopData/ShopDataTests/` is no ShopData -> App edge.
            let countsForModule = !file.isTest || workspace.module(named: file.module)?.isTest != false
            let fromLayerNumber = fromLayer.map { layers.number($0) } ?? -1
            var lastModule: String?
            var moduleEdge = -1
            var lastLayer: String?
            var layerEdge = -1
            for position in deps.indices {
                let module = deps[position].module
                if module != file.module && countsForModule {
                    if lastModule == nil || lastModule! != module {
                        if fromModule < 0 { fromModule = modules.number(file.module) }
                        let to = modules.number(module)
                        moduleEdge = modules.edge(from: fromModule, to: to)
                        if !deps[position].isWorkspaceModule { modules.isExternal[to] = true }
                        lastModule = module
                    }
                    modules.add(deps[position].evidence, from: fromModule, edge: moduleEdge)
                }
                if let from = fromLayer, let to = deps[position].layer, from != to {
                    if lastLayer == nil || lastLayer! != to {
                        layerEdge = layers.edge(from: fromLayerNumber, to: layers.number(to))
                        lastLayer = to
                    }
                    layers.add(deps[position].evidence, from: fromLayerNumber, edge: layerEdge)
                }
            }
        }
        for (name, external) in zip(modules.numbers.keys, modules.isExternal) where external { externalModules.insert(name) }
        (moduleEdges, moduleEdgeWeights) = modules.dictionaries()
        (layerEdges, layerEdgeWeights) = layers.dictionaries()
        for module in workspace.modules {
            for dep in module.declaredDependencies where dep.module != module.name {
                // The quoted name as written (`"Session"`), as module-independence underlines it.
                let ev = Evidence(kind: .manifest, file: dep.manifestPath, line: dep.line, column: dep.column,
                                  endColumn: dep.endColumn, target: dep.module)
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

    /// Whether a module is the workspace's and its layer, by name on bytes (`Workspace` answers
    /// from two Dictionary probes; every import of the workspace asks).
    struct ModuleTable: Sendable {
        private var modules = NameMap<(isWorkspace: Bool, layer: String?)>()

        init(_ workspace: Workspace) {
            for module in workspace.modules { modules.insert(module.name, value: (true, workspace.moduleLayers[module.name])) }
            for (name, layer) in workspace.moduleLayers.sorted(by: { $0.key.precedesInUTF8Order($1.key) }) {
                modules.insert(name, value: (workspace.isWorkspaceModule(name), layer))
            }
            // A package outside the tree named in a layer's `modules` (`"Data": ["Networking",
            // "Alamofire"]`, remote SPM packages): its imports belong to that layer. Only names
            // written out: a wildcard (`*Kit`) would also take the SDK's modules.
            for layer in workspace.configuration.layers {
                for glob in layer.modules where glob.isLiteral && modules[glob.pattern] == nil {
                    modules.insert(glob.pattern, value: (false, layer.name))
                }
            }
        }

        subscript(name: String) -> (isWorkspace: Bool, layer: String?) {
            modules[name] ?? (false, nil)
        }
    }

    /// Weights and first evidence of module or layer edges, by node number.
    struct EdgeTable {
        var numbers = NameMap<Int>()
        /// Per node: depended on as a module outside the workspace.
        var isExternal: [Bool] = []
        /// Per source node: target node -> position in `targets`, `weights`, `evidence`.
        var rows: [[Int: Int]] = []
        var targets: [[Int]] = []
        var weights: [[Int]] = []
        var evidence: [[[Evidence]]] = []

        mutating func number(_ name: String) -> Int {
            let next = numbers.count
            let n = numbers.insert(name, value: next)
            if n == rows.count { rows.append([:]); targets.append([]); weights.append([]); evidence.append([]); isExternal.append(false) }
            return n
        }

        /// The position of the edge `from` -> `to` in `from`'s row, made if new.
        mutating func edge(from: Int, to: Int) -> Int {
            if let known = rows[from][to] { return known }
            let k = targets[from].count
            rows[from][to] = k
            targets[from].append(to)
            weights[from].append(0)
            evidence[from].append([])
            return k
        }

        /// One more dependency on an edge; its evidence is kept while the edge has fewer than
        /// `evidencePerEdge` (so each edge keeps its first ones in file order).
        mutating func add(_ ev: Evidence, from: Int, edge k: Int) {
            if weights[from][k] < DependencyGraph.evidencePerEdge { evidence[from][k].append(ev) }
            weights[from][k] += 1
        }

        func dictionaries() -> (edges: [String: [String: [Evidence]]], weights: [String: [String: Int]]) {
            var edges: [String: [String: [Evidence]]] = [:]
            var weightTable: [String: [String: Int]] = [:]
            let names = numbers.keys
            for from in rows.indices where !targets[from].isEmpty {
                var edgeRow: [String: [Evidence]] = [:]
                var weightRow: [String: Int] = [:]
                for (k, to) in targets[from].enumerated() {
                    edgeRow[names[to]] = evidence[from][k]
                    weightRow[names[to]] = weights[from][k]
                }
                edges[names[from]] = edgeRow
                weightTable[names[from]] = weightRow
            }
            return (edges, weightTable)
        }
    }

    /// A worker's memory of the names of the file it is reading.
    struct Scratch {
        /// Name -> position in `types`, or -1.
        var memo = NameMap<Int32>(minimumCapacity: 256)
        var recent = RecentAnswers<Int32>()
    }

    /// A file's dependencies in source order: imports, type references, constructions.
    /// `scratch` belongs to the calling worker: each name is resolved once per file.
    static func dependencies(of file: SourceFile, visible: ModuleMask, workspace: Workspace, modules: ModuleTable, index: TypeIndex,
                             scratch: inout Scratch) -> [FileDependency] {
        var deps: [FileDependency] = []
        // Each array read from the file in place: copying its whole facts costs a retain per array.
        let imports = file.facts.imports
        deps.reserveCapacity(imports.count)
        for k in imports.indices {
            let module = imports[k].module
            if module == file.module || !file.isImportBuilt(k) { continue }
            let (isWorkspace, layer) = modules[module]
            let ev = Evidence(kind: .import, file: file.path, line: imports[k].line, column: imports[k].column,
                              endColumn: imports[k].endColumn, target: module)
            deps.append(FileDependency(evidence: ev, module: module, layer: layer, isWorkspaceModule: isWorkspace))
        }
        // What each name written in this file stands for: a position in `types`, or -1 for
        // none. A name declared in this file (a nested `State`, `Store` or `Error`, a generic
        // parameter) means that type, not a same-named type elsewhere: entered as -1 up front.
        scratch.memo.removeAll()
        scratch.recent.forgetAll()
        for d in file.facts.declarations where d.kind != .extension { scratch.memo.insert(TypeIndex.lastComponent(d.name), value: -1) }
        for g in file.facts.genericParameters { scratch.memo.insert(g.name, value: -1) }
        // `extension DBModel { ... Details ... }` with `DBModel.Details` declared in another file
        // (one model per file in a namespace): inside the extension the name is the nested type.
        // Looked up for the types this file extends without declaring them (a few at most).
        var extended: [String] = []
        let declarations = file.facts.declarations
        for k in declarations.indices where declarations[k].kind == .extension {
            // Read in place: copying each declaration out cost a retain per field.
            let name = declarations[k].name
            if !extended.contains(name) && index.hasNestedTypes(name) && scratch.memo[TypeIndex.lastComponent(name)] == nil {
                extended.append(name)
            }
            // `extension Page { func first() -> Item? }`: Page's own `Item`, wherever Page is declared.
            for parameter in index.typeParameterNames(ofExtended: name) where scratch.memo[parameter] == nil {
                scratch.memo.insert(parameter, value: -1)
            }
        }
        let moduleNumber = index.moduleNumber(of: file.module)
        let types = index.types
        func resolved(_ name: String) -> Int {
            if let recent = scratch.recent.answer(for: name) { return Int(recent) }
            let h = NameHash.of(name)
            if let known = scratch.memo[name, hash: h] {
                scratch.recent.remember(name, known)
                return Int(known)
            }
            var picked = -1
            var candidates = index.resolveIndices(name, hash: h, fromModuleNumber: moduleNumber, workspace: workspace)
            if !candidates.isEmpty && !extended.isEmpty {
                for outer in extended {
                    let nested = index.nestedTypeIndices(in: outer, named: name, hash: h)
                    if !nested.isEmpty { candidates = nested; break }
                }
            }
            if !candidates.isEmpty, let p = Self.pick(candidates, visible: visible, index: index, for: file),
               types[p].module != file.module || types[p].layer != file.layer {
                picked = p
            }
            scratch.memo.insert(name, hash: h, value: Int32(picked))
            scratch.recent.remember(name, Int32(picked))
            return picked
        }
        func reference(_ name: String, line: Int, column: Int) {
            let picked = resolved(name)
            guard picked >= 0 else { return }
            let ev = Evidence(kind: .reference, file: file.path, line: line, column: column,
                              endColumn: column + name.utf8.count, target: types[picked].name)
            deps.append(FileDependency(evidence: ev, module: types[picked].module, layer: types[picked].layer, isWorkspaceModule: true))
        }
        // SwiftUI previews are exempt: only the canvas runs them.
        let previews = file.facts.previewRanges
        let sites = file.facts.typeReferenceSites
        for k in sites.indices {
            if !previews.isEmpty && file.facts.isInPreview(line: sites[k].line) { continue }
            // A dotted site (`User.Remote`) matters only when its base has nested types or is a
            // module; most dotted types are a library's (`JSONDecoder.KeyDecodingStrategy`).
            let name = sites[k].name
            if name.containsUTF8Byte(UInt8(ascii: ".")) {
                let base = String(name.utf8.prefix { $0 != UInt8(ascii: ".") })!
                if !index.hasNestedTypes(base) && !workspace.isWorkspaceModule(base) { continue }
            }
            reference(name, line: sites[k].line, column: sites[k].column)
        }
        // Code that builds a type or calls its static members (`RemoteRepository()`,
        // `APIClient.shared`) depends on it as much as code that names it in a type.
        let constructions = file.facts.constructions
        // `Keys.ImageCache()` builds the type nested in `Keys`, never a top-level `ImageCache`;
        // the namespace `Keys` is a reference of its own (below), which stands for the chain.
        for k in constructions.indices where constructions[k].form != .implicitInit && !constructions[k].isInPreview {
            if let qualifier = constructions[k].qualifier, !workspace.isWorkspaceModule(qualifier) { continue }
            if let name = constructions[k].qualifiedTypeName { reference(name, line: constructions[k].line, column: constructions[k].column) }
        }
        // `Endpoints.Profile.path`, `L10n.Settings.title`, `Theme.Colors.primary`: a type used as
        // a namespace is a reference too, even when the member is itself a nested type.
        let accesses = file.facts.memberAccesses
        for k in accesses.indices {
            let base = accesses[k].base
            guard let first = base.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            if !previews.isEmpty && file.facts.isInPreview(line: accesses[k].line) { continue }
            let column = max(1, accesses[k].column - base.utf8.count - 1)
            reference(base, line: accesses[k].line, column: column)
            // `User.Remote.self`, `Networking.HTTPClient.self`: a nested or module-qualified type
            // (the dotted name is built only when the base has nested types or is a module).
            let member = accesses[k].member
            if let m = member.utf8.first, m >= UInt8(ascii: "A"), m <= UInt8(ascii: "Z"),
               index.hasNestedTypes(base) || workspace.isWorkspaceModule(base) {
                reference(base + "." + member, line: accesses[k].line, column: column)
            }
        }
        // One file: the evidence differs by position and target only.
        deps.sort { a, b in
            if a.evidence.line != b.evidence.line { return a.evidence.line < b.evidence.line }
            if a.evidence.column != b.evidence.column { return a.evidence.column < b.evidence.column }
            return a.evidence.target < b.evidence.target
        }
        // `AppState.permission(for:)` is both a static-member construction and a member-access
        // base: one use, counted once. So is a chain within one module and layer
        // (`Endpoints.Profile.Item` is a use of `Endpoints`); `User.Remote` with `Remote` declared
        // in another layer's `extension User` is a use of its own.
        var kept = 0
        for k in deps.indices {
            if kept > 0 {
                let last = deps[kept - 1].evidence, this = deps[k].evidence
                if last.line == this.line && last.column == this.column && last.kind == this.kind {
                    if last.target == this.target { continue }
                    if this.target.hasPrefix(last.target + "."), deps[kept - 1].module == deps[k].module,
                       deps[kept - 1].layer == deps[k].layer { continue }
                }
            }
            deps[kept] = deps[k]
            kept += 1
        }
        deps.removeLast(deps.count - kept)
        return deps
    }

    /// One declaration for a name: ambiguous names (declared in several modules or layers)
    /// resolve to the one in the file's own layer if any, else only when unambiguous.
    static func pick(_ candidates: [Int], visible: ModuleMask, index: TypeIndex, for file: SourceFile) -> Int? {
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
