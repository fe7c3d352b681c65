import ArchlintEngine
import ArchlintGraph
import ArchlintRules
import ArchlintWorkspace

extension ArchitecturePicture {
    /// Rules whose findings sit on a dependency edge (an import, a reference, a manifest entry).
    static let edgeRules: Set<String> = [
        "layer-dependency", "forbidden-import", "module-independence", "undeclared-import",
        "cyclic-dependency", "interface-module-purity",
    ]

    /// The module or layer graph of an analysed workspace, with each edge marked by the rules
    /// that reported findings on its evidence.
    public init(analysed: AnalysedWorkspace, findings: [Finding], level: Level) {
        let workspace = analysed.workspace
        let graph = analysed.graph
        // Per line, the columns each finding covers: a line may hold an allowed reference beside
        // the one that breaks a rule (`let store: UserStore = LiveUserStore()`).
        var violationsAt: [String: [(from: Int, to: Int, rule: String)]] = [:]
        for f in findings where Self.edgeRules.contains(f.rule) {
            // The layer picture shows what breaks the layering: module rules (an undeclared
            // import between layers that may depend on each other) belong to the module picture.
            if level == .layer && f.rule != "layer-dependency" && !(f.rule == "cyclic-dependency" && f.message.hasPrefix("layer cycle")) { continue }
            if level == .module && f.rule == "cyclic-dependency" && f.message.hasPrefix("layer cycle") { continue }
            violationsAt["\(f.span.file):\(f.span.line)", default: []]
                .append((f.span.column, f.span.endLine > f.span.line ? Int.max : max(f.span.endColumn, f.span.column + 1), f.rule))
        }
        /// The rules of findings over an evidence's columns.
        func rulesFound(at ev: Evidence) -> Set<String>? {
            guard let onLine = violationsAt["\(ev.file):\(ev.line)"] else { return nil }
            let end = max(ev.endColumn, ev.column + 1)
            let found = Set(onLine.filter { $0.from < end && ev.column < $0.to }.map(\.rule))
            return found.isEmpty ? nil : found
        }
        let rawEdges: [String: [String: [Evidence]]]
        let weights: [String: [String: Int]]
        // Rules found on each edge, from every file's dependencies (edges keep only a sample of
        // their evidence) and from manifest lines.
        var violationsOnEdge: [String: Set<String>] = [:]
        // A marked edge's example is a site that breaks a rule, not an allowed import beside it.
        var violatingExample: [String: String] = [:]
        for (i, file) in workspace.files.enumerated() where i < graph.fileDependencies.count {
            for dep in graph.fileDependencies[i] {
                guard let rules = rulesFound(at: dep.evidence) else { continue }
                let from = level == .module ? file.module : (file.layer ?? "")
                let to = level == .module ? dep.module : (dep.layer ?? "")
                violationsOnEdge[from + "\u{1F}" + to, default: []].formUnion(rules)
                if violatingExample[from + "\u{1F}" + to] == nil {
                    violatingExample[from + "\u{1F}" + to] = "\(dep.evidence.file):\(dep.evidence.line)"
                }
            }
        }
        var nodes: [Node] = []
        switch level {
        case .module:
            rawEdges = graph.moduleEdges
            weights = graph.moduleEdgeWeights
            var fileCounts: [String: Int] = [:]
            for file in workspace.files { fileCounts[file.module, default: 0] += 1 }
            for m in workspace.modules {
                nodes.append(Node(id: m.name, label: m.name, layer: workspace.moduleLayers[m.name], isExternal: false,
                                  isInterface: m.isInterface, isTest: m.isTest, fileCount: fileCounts[m.name, default: 0]))
            }
            for name in graph.externalModules.sorted() where workspace.module(named: name) == nil {
                nodes.append(Node(id: name, label: name, layer: nil, isExternal: true, isInterface: false, isTest: false, fileCount: 0))
            }
        case .layer:
            rawEdges = graph.layerEdges
            weights = graph.layerEdgeWeights
            var fileCounts: [String: Int] = [:]
            for file in workspace.files { if let l = file.layer { fileCounts[l, default: 0] += 1 } }
            for l in workspace.configuration.layerNames {
                nodes.append(Node(id: l, label: l, layer: l, isExternal: false, isInterface: false, isTest: false,
                                  fileCount: fileCounts[l, default: 0]))
            }
        }
        let known = Set(nodes.map(\.id))
        var edges: [Edge] = []
        for (from, targets) in rawEdges where known.contains(from) {
            for (to, evidence) in targets where known.contains(to) {
                var rules = violationsOnEdge[from + "\u{1F}" + to] ?? []
                var example = violatingExample[from + "\u{1F}" + to]
                for ev in evidence where ev.kind == .manifest {
                    guard let found = rulesFound(at: ev) else { continue }
                    rules.formUnion(found)
                    if example == nil { example = "\(ev.file):\(ev.line)" }
                }
                if level == .layer, !workspace.configuration.isAllowed(from: from, to: to) { rules.insert("layer-dependency") }
                if example == nil { example = evidence.first.map { "\($0.file):\($0.line)" } }
                edges.append(Edge(from: from, to: to, weight: weights[from]?[to] ?? evidence.count, violations: rules.sorted(),
                                  inCycle: false, example: example))
            }
        }
        // Cycles over the drawn edges, as cyclic-dependency counts them: every edge, a layer edge
        // the configuration forbids included (it is red for layer-dependency, and the loop it
        // closes is a cycle all the same).
        let ids = nodes.map(\.id)
        var index: [String: Int] = [:]
        for (i, id) in ids.enumerated() { index[id] = i }
        var successors = [[Int]](repeating: [], count: ids.count)
        for e in edges {
            if let a = index[e.from], let b = index[e.to] { successors[a].append(b) }
        }
        // The edges come in dictionary order: sorted, the cycles listed (the first 20 of a
        // component) are the same on every run.
        for i in successors.indices { successors[i].sort() }
        var cycles: [[String]] = []
        // Every edge inside a strongly connected component lies on some cycle, listed or not.
        var componentOf = [Int](repeating: -1, count: ids.count)
        for (c, component) in Cycles.stronglyConnectedComponents(successors).enumerated() where component.count > 1 {
            for node in component { componentOf[node] = c }
            cycles += Cycles.elementaryCycles(in: component, successors: successors, limit: 20).cycles.map { $0.map { ids[$0] } }
        }
        for i in edges.indices {
            if let a = index[edges[i].from], let b = index[edges[i].to], componentOf[a] >= 0, componentOf[a] == componentOf[b] {
                edges[i].inCycle = true
            }
        }
        self.init(level: level, nodes: nodes, edges: edges, cycles: cycles)
    }
}
