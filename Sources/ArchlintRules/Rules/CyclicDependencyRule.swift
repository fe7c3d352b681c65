import ArchlintGraph
import ArchlintWorkspace

/// `cyclic-dependency`: cycles in the module graph (imports plus Package.swift dependencies) and
/// in the layer graph. Strongly connected components first (iterative Tarjan), then the
/// shortest elementary cycles inside each, bounded per component.
public struct CyclicDependencyRule: Rule {
    public static let description = RuleDescription(
        id: "cyclic-dependency",
        summary: "Modules or layers depend on each other in a cycle.",
        rationale: """
            Modules in a cycle cannot be built, tested or reused separately: they are one module in \
            disguise. Between Interface modules a cycle defeats their purpose (breaking build-time \
            dependencies between features). Between layers it means the dependency rule runs both ways.
            """,
        howToFix: """
            Cut the edge with the fewest references (named in the message): move the shared types into \
            a lower module, or invert the dependency with a protocol owned by the lower module.
            """,
        defaultSeverity: .error,
        options: [RuleOptionDescription(name: "maxCyclesPerComponent", type: .integer, defaultValue: "10",
                                        summary: "the most cycles reported per strongly connected component; the rest are summarised")],
        badExample: """
            // SearchInterface/SearchRouting.swift
            import ProfileInterface
            // ProfileInterface/ProfileRouting.swift
            import SearchInterface
            """,
        goodExample: """
            // Both depend on a shared RoutingInterface instead of on each other.
            import RoutingInterface
            """)

    let maxCycles: Int

    public init(options: RuleOptionsReader) throws {
        maxCycles = try options.int("maxCyclesPerComponent", default: 10, range: 1...1000)
    }

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let ws = context.workspace
        let (names, successors) = context.graph.workspaceModuleAdjacency(ws)
        let rootFiles = Set(ws.files.lazy.filter(\.isCompositionRoot).map(\.path))
        let config = ws.configuration
        // A module's layer: the one all its files are in (path globs), else its module glob's.
        var filesLayer: [String: String] = [:]
        var mixedLayers = Set<String>()
        if !config.layerNames.isEmpty {
            for file in ws.files where !file.isTest && !mixedLayers.contains(file.module) {
                guard let layer = file.layer else { mixedLayers.insert(file.module); continue }
                if let seen = filesLayer[file.module], seen != layer { mixedLayers.insert(file.module) } else { filesLayer[file.module] = layer }
            }
        }
        func layer(of module: String) -> String? {
            mixedLayers.contains(module) ? config.layer(forModule: module) : filesLayer[module] ?? config.layer(forModule: module)
        }
        // A step the project's own rules reject is the one to cut, whatever it weighs: first one
        // the layers forbid (the rule the team wrote down), then one Package.swift does not
        // declare (it builds only by build order).
        let rejected = { (from: String, to: String) -> (reason: String, rank: Int)? in
            if let a = layer(of: from), let b = layer(of: to), a != b, !config.isAllowed(from: a, to: b) {
                return ("rules.json does not allow \(a) to use \(b)", 2)
            }
            guard let module = ws.module(named: from), module.origin == .swiftPackage, !module.dependenciesAreIncomplete,
                  ws.module(named: to)?.origin == .swiftPackage, ws.declaredPath(from: from, to: to) == nil else { return nil }
            return ("Package.swift does not declare it", 1)
        }
        var moduleCycles: [[String]] = []
        // A target listing itself is the shortest cycle; the graph leaves self-edges out (a file
        // importing its own module only earns a compiler warning), but SwiftPM rejects this
        // manifest outright ("cyclic dependency declaration found").
        var selfDependent: [FindingDraft] = []
        for module in ws.modules {
            guard let dep = module.declaredDependencies.first(where: { $0.module == module.name }) else { continue }
            selfDependent.append(FindingDraft(
                span: SourceSpan(file: dep.manifestPath, line: dep.line, column: dep.column, endColumn: dep.endColumn),
                message: "module cycle: \(module.name) -> \(module.name); target \(module.name) lists itself as a dependency in Package.swift, which SwiftPM rejects (cyclic dependency declaration)",
                subject: "module cycle \(module.name)",
                fix: "remove \(dep.writtenName.map { "\"\($0)\"" } ?? module.name) from \(module.name)'s dependencies in Package.swift",
                isWorkspaceWide: true))
        }
        var out = findings(names: names, successors: successors, edges: context.graph.moduleEdges,
                           weights: context.graph.moduleEdgeWeights, level: "module", rootFiles: rootFiles,
                           decorate: { ws.module(named: $0)?.isInterface == true ? "\($0) (interface)" : $0 },
                           rejected: rejected,
                           isOneTarget: { path in path.allSatisfy { ws.module(named: $0)?.isFolderOfAppTarget == true } },
                           reported: &moduleCycles)
        // Layers that mirror modules (`Domain` holding the Domain target) see a module cycle a
        // second time: a layer cycle that is a reported module cycle's picture is that finding.
        var mirrored = Set<[String]>()
        for path in moduleCycles {
            var picture: [String] = []
            for module in path {
                guard let l = layer(of: module) else { picture = []; break }
                if picture.last != l { picture.append(l) }
            }
            while picture.count > 1 && picture.first == picture.last { picture.removeLast() }
            guard picture.count > 1, let start = picture.indices.min(by: { picture[$0].utf8.lexicographicallyPrecedes(picture[$1].utf8) })
            else { continue }
            mirrored.insert(Array(picture[start...] + picture[..<start]))
        }
        let layers = ws.configuration.layerNames
        // The layer graph is the code's: a step rules.json forbids (a layer-dependency finding
        // of its own) still closes the loop, and is the step to cut.
        out += findings(names: layers, successors: context.graph.layerAdjacency(layers), edges: context.graph.layerEdges,
                        weights: context.graph.layerEdgeWeights,
                        level: "layer", rootFiles: rootFiles, decorate: { $0 },
                        layerFix: { Self.layerCycleFix(cutting: $0, $1, config: ws.configuration) },
                        rejected: { from, to in
                            config.isAllowed(from: from, to: to) ? nil : ("rules.json does not allow \(from) to use \(to)", 2)
                        },
                        skipping: mirrored)
        return selfDependent + out
    }

    /// The step to cut: one rules.json forbids is already reported, reference by reference, as
    /// layer-dependency; when every step is allowed, the allow entry that made the cut one legal
    /// is a way out besides the code.
    static func layerCycleFix(cutting from: String, _ to: String, config: Configuration) -> String {
        var fix = "remove the dependency \(from) -> \(to): "
        if let shared = config.layerNames.first(where: { $0 != from && $0 != to && config.isAllowed(from: from, to: $0) && config.isAllowed(from: to, to: $0) }) {
            fix += "move what it uses into a layer both may use (\(shared)), or invert it with a protocol"
        } else {
            fix += "invert it with a protocol declared in \(from), implemented in \(to)"
        }
        if !config.isAllowed(from: from, to: to) {
            return fix + " (rules.json forbids it already: each reference is a layer-dependency finding)"
        }
        if config.allowsEveryLayer(from: from) {
            fix += "; if \(from) is not meant to use \(to) at all, replace \"*\" in allow[\"\(from)\"] by the layers \(from) may use, leaving out \(to)"
        } else {
            fix += "; if \(from) is not meant to use \(to) at all, drop \"\(to)\" from allow[\"\(from)\"] in rules.json"
        }
        return fix + ", so that each such reference is reported as layer-dependency"
    }

    private func findings(names: [String], successors: [[Int]], edges: [String: [String: [Evidence]]],
                          weights: [String: [String: Int]], level: String, rootFiles: Set<String>,
                          decorate: (String) -> String, layerFix: ((String, String) -> String)? = nil,
                          rejected: ((String, String) -> (reason: String, rank: Int)?)? = nil,
                          isOneTarget: (([String]) -> Bool)? = nil, skipping: Set<[String]> = []) -> [FindingDraft] {
        var reported: [[String]] = []
        return findings(names: names, successors: successors, edges: edges, weights: weights, level: level, rootFiles: rootFiles,
                        decorate: decorate, layerFix: layerFix, rejected: rejected, isOneTarget: isOneTarget, skipping: skipping,
                        reported: &reported)
    }

    /// One finding per elementary cycle (each path starting at its smallest name), but those
    /// in `skipping`; the paths reported go to `reported`.
    private func findings(names: [String], successors: [[Int]], edges: [String: [String: [Evidence]]],
                          weights: [String: [String: Int]], level: String, rootFiles: Set<String>,
                          decorate: (String) -> String, layerFix: ((String, String) -> String)? = nil,
                          rejected: ((String, String) -> (reason: String, rank: Int)?)? = nil,
                          isOneTarget: (([String]) -> Bool)? = nil, skipping: Set<[String]> = [],
                          reported: inout [[String]]) -> [FindingDraft] {
        // Sort node ids by name so that cycles start at the smallest name (byte order).
        let order = names.indices.sorted { names[$0].utf8.lexicographicallyPrecedes(names[$1].utf8) }
        var rank = [Int](repeating: 0, count: names.count)
        for (r, i) in order.enumerated() { rank[i] = r }
        let rankedSuccessors = order.map { i in successors[i].map { rank[$0] }.sorted() }
        let rankedNames = order.map { names[$0] }
        var out: [FindingDraft] = []
        // A layer step rules.json forbids may close many cycles (every layer below reaches back
        // up through it): the shortest one stands for them, as the step is what to cut.
        var forbiddenStepsReported = Set<String>()
        for component in Cycles.stronglyConnectedComponents(rankedSuccessors) where component.count > 1 {
            let (cycles, truncated) = Cycles.elementaryCycles(in: component, successors: rankedSuccessors, limit: maxCycles)
            for (n, cycle) in cycles.enumerated() {
                let path = cycle.map { rankedNames[$0] }
                if skipping.contains(path) { continue }
                let hops = zip(path, path.dropFirst() + [path[0]]).map { ($0, $1) }
                let evidence = hops.map { edges[$0.0]?[$0.1] ?? [] }
                let counts = hops.map { weights[$0.0]?[$0.1] ?? 0 }
                // An edge only composition roots make (the `@main` app showing its root view) is
                // the one that must stay: advise cutting another when there is one.
                // A step rules.json forbids is cut whoever makes it: it is reported as
                // layer-dependency already, and advice to cut another would contradict that.
                let cuttable = hops.indices.filter { k in
                    !evidence[k].allSatisfy { rootFiles.contains($0.file) } || rejected?(hops[k].0, hops[k].1)?.rank == 2
                }
                let pool = cuttable.isEmpty ? Array(hops.indices) : cuttable
                let reasons = pool.map { k in rejected?(hops[k].0, hops[k].1) }
                let topRank = reasons.compactMap { $0?.rank }.max()
                let rejectedHops = pool.indices.filter { reasons[$0] != nil && reasons[$0]!.rank == topRank }.map { pool[$0] }
                let weakest = (rejectedHops.isEmpty ? pool : rejectedHops).min { counts[$0] < counts[$1] } ?? 0
                let reason = pool.firstIndex(of: weakest).flatMap { reasons[$0]?.reason }
                if level == "layer", reason != nil,
                   !forbiddenStepsReported.insert(hops[weakest].0 + "\u{1F}" + hops[weakest].1).inserted { continue }
                // A cycle is shown from the step to cut, and reported where it starts: where the
                // fix goes (and where a step rules.json forbids breaks the layering), not at an
                // import that keeps to it.
                let start = weakest
                let shownPath = Array(path[start...] + path[..<start])
                // Reported at code when there is some: an import, else a reference, else the manifest line.
                let firstHop = evidence[start]
                guard let first = firstHop.first(where: { $0.kind == .import }) ?? firstHop.first(where: { $0.kind == .reference })
                    ?? firstHop.first else { continue }
                let shown = (shownPath + [shownPath[0]]).map(decorate).joined(separator: " -> ")
                var related: [RelatedLocation] = []
                // In the order the message walks the cycle, from the step to cut.
                let walked = Array(hops.indices[start...]) + Array(hops.indices[..<start])
                for (hop, list) in walked.map({ (hops[$0], evidence[$0]) }) {
                    for ev in list.prefix(5) {
                        related.append(RelatedLocation(
                            span: SourceSpan(file: ev.file, line: ev.line, column: ev.column, endColumn: ev.endColumn),
                            message: "\(hop.0) -> \(hop.1): \(ev.kind == .manifest ? "declared dependency" : ev.kind == .import ? "import \(ev.target)" : "uses \(ev.target)")"))
                    }
                }
                // Layers may share one target: what a layer cycle costs is the dependency rule.
                // Folders of one app target build together; the cycle is what keeps them from
                // becoming modules of their own.
                let cost = level == "module"
                    ? (isOneTarget?(path) == true ? "folders in a cycle cannot become modules of their own, nor be tested or reused apart"
                        : "modules in a cycle cannot be built, tested or reused apart")
                    : "layers in a cycle depend on each other both ways, so neither can change without the other"
                var message = "\(level) cycle: \(shown); \(cost)"
                if level == "layer", !hops.contains(where: { rejected?($0.0, $0.1) != nil }) { message += " (rules.json allows every step of it)" }
                let cut = hops[weakest]
                message += "; cut \(cut.0) -> \(cut.1) (\(counts[weakest]) reference\(counts[weakest] == 1 ? "" : "s")\(reason.map { "; \($0)" } ?? ""))"
                if truncated && n == cycles.count - 1 {
                    message += "; more cycles exist among \(component.map { rankedNames[$0] }.joined(separator: ", ")) (only the \(maxCycles) shortest are reported)"
                }
                reported.append(path)
                out.append(FindingDraft(
                    span: SourceSpan(file: first.file, line: first.line, column: first.column, endColumn: first.endColumn),
                    message: message, subject: "\(level) cycle \(path.joined(separator: ">"))", related: related,
                    fix: layerFix?(cut.0, cut.1)
                        // Declared in Package.swift and used by no code: nothing to move.
                        ?? (!evidence[weakest].isEmpty && evidence[weakest].allSatisfy { $0.kind == .manifest }
                            ? "remove \(cut.1) from \(cut.0)'s dependencies in Package.swift: no code of \(cut.0) uses it"
                            : "remove the dependency \(cut.0) -> \(cut.1): move what it uses into a module both can depend on, or invert it with a protocol"),
                    isWorkspaceWide: true))
            }
        }
        return out
    }
}
