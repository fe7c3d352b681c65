/// The output formats of `archlint graph`.
public enum GraphFormat: String, Sendable, CaseIterable {
    case dot, mermaid, json
}

/// Renders an `ArchitecturePicture` as Graphviz DOT, Mermaid or JSON.
///
/// A pure function of its input: the same picture always gives the same bytes. Every output
/// ends with a newline and an empty picture still renders a valid document.
public enum GraphRenderer {
    /// - Parameter includeExternal: when `false`, external nodes are left out, together with
    ///   every edge and cycle that touches them.
    public static func render(_ picture: ArchitecturePicture, format: GraphFormat, includeExternal: Bool) -> String {
        let view = GraphView(picture, includeExternal: includeExternal)
        switch format {
        case .dot: return GraphDOT.render(view)
        case .mermaid: return GraphMermaid.render(view)
        case .json: return GraphJSON.render(view)
        }
    }
}

/// What the renderers draw: the picture after external filtering, with a node declared for
/// every edge end (an edge to an undeclared id gets a plain node), so the three formats agree.
struct GraphView {
    var level: ArchitecturePicture.Level
    var nodes: [ArchitecturePicture.Node]
    var edges: [ArchitecturePicture.Edge]
    var cycles: [[String]]

    init(_ picture: ArchitecturePicture, includeExternal: Bool) {
        level = picture.level
        var hidden = Set<String>()
        if !includeExternal {
            for node in picture.nodes where node.isExternal { hidden.insert(node.id) }
        }
        var nodes = picture.nodes.filter { !hidden.contains($0.id) }
        edges = picture.edges.filter { !hidden.contains($0.from) && !hidden.contains($0.to) }
        cycles = picture.cycles.filter { cycle in !cycle.contains { hidden.contains($0) } }

        var known = Set(nodes.map(\.id))
        var implicit: [ArchitecturePicture.Node] = []
        for edge in edges {
            for id in [edge.from, edge.to] where !known.contains(id) {
                known.insert(id)
                implicit.append(ArchitecturePicture.Node(id: id))
            }
        }
        if !implicit.isEmpty {
            nodes = ArchitecturePicture(level: level, nodes: nodes + implicit).nodes
        }
        self.nodes = nodes
    }

    /// Layer names in order, with their nodes; `nil` when the picture is not grouped
    /// (layer level). Unlayered nodes are returned separately.
    func layerGroups() -> (groups: [(layer: String, nodes: [ArchitecturePicture.Node])], ungrouped: [ArchitecturePicture.Node]) {
        guard level == .module else { return ([], nodes) }
        var byLayer: [String: [ArchitecturePicture.Node]] = [:]
        var ungrouped: [ArchitecturePicture.Node] = []
        for node in nodes {
            if let layer = node.layer {
                byLayer[layer, default: []].append(node)
            } else {
                ungrouped.append(node)
            }
        }
        let groups = byLayer.keys.sorted().map { (layer: $0, nodes: byLayer[$0]!) }
        return (groups, ungrouped)
    }
}
