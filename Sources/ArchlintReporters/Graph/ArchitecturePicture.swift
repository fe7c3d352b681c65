/// A neutral, render-ready picture of an architecture: modules (or layers) as nodes, their
/// dependencies as edges, with the violations and cycles the rules found on them.
///
/// The picture knows nothing about the graph, rules or engine modules; integration code builds
/// it, `GraphRenderer` turns it into DOT, Mermaid or JSON. The initialiser normalises the input
/// (sorted nodes, edges, violations and cycles) so the same architecture always renders to the
/// same bytes, whatever order it was collected in.
public struct ArchitecturePicture: Sendable, Equatable {
    public enum Level: String, Sendable, CaseIterable {
        case module, layer
    }

    public struct Node: Sendable, Equatable {
        /// Unique name of the module (or layer); edges refer to nodes by this id.
        public var id: String
        /// What a picture shows for the node; the id unless told otherwise.
        public var label: String
        /// The layer the module belongs to (module level only); `nil` when unlayered.
        public var layer: String?
        /// A module outside the workspace (an SDK or a package dependency).
        public var isExternal: Bool
        /// An interface (protocols-only) module.
        public var isInterface: Bool
        /// A test target.
        public var isTest: Bool
        /// Number of Swift files in the module (or layer).
        public var fileCount: Int

        public init(
            id: String,
            label: String? = nil,
            layer: String? = nil,
            isExternal: Bool = false,
            isInterface: Bool = false,
            isTest: Bool = false,
            fileCount: Int = 0
        ) {
            self.id = id
            self.label = label ?? id
            self.layer = layer
            self.isExternal = isExternal
            self.isInterface = isInterface
            self.isTest = isTest
            self.fileCount = fileCount
        }
    }

    public struct Edge: Sendable, Equatable {
        /// Id of the depending node.
        public var from: String
        /// Id of the node depended upon.
        public var to: String
        /// Evidence count: imports plus references.
        public var weight: Int
        /// Ids of the rules this dependency violates, sorted and unique.
        public var violations: [String]
        /// The dependency is part of a dependency cycle.
        public var inCycle: Bool
        /// The first piece of evidence, e.g. `Sources/Domain/A.swift:3`.
        public var example: String?

        public init(
            from: String,
            to: String,
            weight: Int = 1,
            violations: [String] = [],
            inCycle: Bool = false,
            example: String? = nil
        ) {
            self.from = from
            self.to = to
            self.weight = weight
            self.violations = Array(Set(violations)).sorted()
            self.inCycle = inCycle
            self.example = example
        }
    }

    public var level: Level
    /// Sorted by id.
    public var nodes: [Node]
    /// Sorted by `(from, to)`.
    public var edges: [Edge]
    /// Node ids per cycle, each rotated to start at its smallest id; cycles sorted.
    public var cycles: [[String]]

    /// Normalises for deterministic output: nodes sorted by id, edges by `(from, to)`, each
    /// edge's violations sorted and unique, each cycle rotated to start at its smallest id and
    /// the cycles sorted. An edge between consecutive members of a listed cycle is marked
    /// `inCycle` even if the caller did not say so.
    public init(level: Level = .module, nodes: [Node] = [], edges: [Edge] = [], cycles: [[String]] = []) {
        self.level = level
        self.nodes = nodes.sorted(by: Self.nodeOrder)

        let normalisedCycles = cycles.filter { !$0.isEmpty }.map(Self.rotated)
        var cycleEdges = Set<PairKey>()
        for cycle in normalisedCycles {
            for (i, from) in cycle.enumerated() {
                cycleEdges.insert(PairKey(from: from, to: cycle[(i + 1) % cycle.count]))
            }
        }
        self.cycles = normalisedCycles.sorted { $0.lexicographicallyPrecedes($1) }

        self.edges = edges.map { edge in
            var edge = edge
            edge.violations = Array(Set(edge.violations)).sorted()
            if cycleEdges.contains(PairKey(from: edge.from, to: edge.to)) { edge.inCycle = true }
            return edge
        }.sorted(by: Self.edgeOrder)
    }

    private struct PairKey: Hashable {
        var from: String
        var to: String
    }

    private static func rotated(_ cycle: [String]) -> [String] {
        guard let smallest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return cycle }
        return Array(cycle[smallest...] + cycle[..<smallest])
    }

    private static func nodeOrder(_ a: Node, _ b: Node) -> Bool {
        if a.id != b.id { return a.id < b.id }
        if a.label != b.label { return a.label < b.label }
        return (a.layer ?? "") < (b.layer ?? "")
    }

    private static func edgeOrder(_ a: Edge, _ b: Edge) -> Bool {
        if a.from != b.from { return a.from < b.from }
        if a.to != b.to { return a.to < b.to }
        if a.weight != b.weight { return a.weight < b.weight }
        if a.violations != b.violations { return a.violations.lexicographicallyPrecedes(b.violations) }
        return (a.example ?? "") < (b.example ?? "")
    }
}
