/// `Configuration`'s module and layer questions asked for every file and module of a large
/// workspace: a rules.json listing thousands of modules (`{ "name": "M1", "paths": ["M1/**"] }`,
/// layers naming each) made them files x modules glob matches. Written-out names and folders
/// are looked up in tables; only the globs with wildcards are matched one by one. The answers
/// are `Configuration`'s own (first match in file order wins), which each candidate is checked
/// against.
extension Configuration {
    /// `configuredModule(forPath:)` for many paths.
    public struct ModuleLookup: Sendable {
        let modules: [ModuleSpec]
        /// A literal folder (`Features/Cart` of `Features/Cart/**`) -> the modules listing it,
        /// in file order.
        let byFolder: [String: [Int]]
        /// Modules with some path glob of another shape, in file order.
        let others: [Int]

        init(_ modules: [ModuleSpec]) {
            self.modules = modules
            var byFolder: [String: [Int]] = [:]
            var others: [Int] = []
            for (i, m) in modules.enumerated() {
                var general = false
                for g in m.paths {
                    if let folder = Self.literalFolder(g) {
                        if byFolder[folder]?.last != i { byFolder[folder, default: []].append(i) }
                    } else {
                        general = true
                    }
                }
                if general { others.append(i) }
            }
            self.byFolder = byFolder
            self.others = others
        }

        /// `Features/Cart` for `Features/Cart/**`; nil for any other shape.
        public static func literalFolder(_ glob: Glob) -> String? {
            let utf8 = glob.pattern.utf8
            guard utf8.count > 3, glob.pattern.hasSuffix("/**") else { return nil }
            let folder = String(glob.pattern.dropLast(3))
            guard let g = try? Glob(folder), g.isLiteral else { return nil }
            return folder
        }

        public func module(forPath relativePath: String) -> String? {
            firstEntry(matching: relativePath).map { modules[$0].name }
        }

        /// The entries whose paths match `relativePath` and whose excludes do not, in file order.
        func entries(matching relativePath: String) -> [Int] {
            candidates(for: relativePath).filter { matches($0, relativePath) }
        }

        func firstEntry(matching relativePath: String) -> Int? {
            candidates(for: relativePath).first { matches($0, relativePath) }
        }

        private func candidates(for relativePath: String) -> [Int] {
            if modules.isEmpty { return [] }
            var candidates = others
            Configuration.forEachFolder(of: relativePath) { folder in
                if let listed = byFolder[folder] { candidates += listed }
            }
            if candidates.count > 1 { candidates.sort() }
            return candidates
        }

        private func matches(_ k: Int, _ relativePath: String) -> Bool {
            modules[k].paths.contains { $0.matches(relativePath) } && !modules[k].exclude.contains { $0.matches(relativePath) }
        }
    }

    /// `layer(forModule:)` and `layer(forPath:module:)` for many modules and paths.
    public struct LayerLookup: Sendable {
        let names: [String]
        /// Per layer: its written-out module names (each hit confirmed by the glob itself, which
        /// compares bytes where `String` compares canonically), and its other module globs.
        let literal: [[String: [Glob]]]
        let wildcard: [[Glob]]
        /// Written-out folders of layer path globs (`Features/Cart` of `Features/Cart/**`) ->
        /// the layers listing them with the glob; the other path globs per layer.
        let pathFolders: [String: [(layer: Int, glob: Glob)]]
        let otherPaths: [[Glob]]
        let hasPathGlobs: Bool
        let targetNames: [String: String]

        init(_ configuration: Configuration) {
            names = configuration.layers.map(\.name)
            // `Domain/` is literal text but a glob of its own reading: matched one by one.
            let written = { (g: Glob) in g.isLiteral && !g.pattern.contains("/") }
            literal = configuration.layers.map { Dictionary(grouping: $0.modules.filter(written), by: \.pattern) }
            wildcard = configuration.layers.map { $0.modules.filter { !written($0) } }
            var folders: [String: [(layer: Int, glob: Glob)]] = [:]
            var others: [[Glob]] = []
            for (i, l) in configuration.layers.enumerated() {
                var rest: [Glob] = []
                for g in l.paths {
                    if let folder = ModuleLookup.literalFolder(g) { folders[folder, default: []].append((i, g)) } else { rest.append(g) }
                }
                others.append(rest)
            }
            pathFolders = folders
            otherPaths = others
            hasPathGlobs = configuration.layers.contains { !$0.paths.isEmpty }
            targetNames = configuration.moduleTargetNames
        }

        /// Whether layer `index`'s module globs match `module` (or its SwiftPM target's name).
        func matches(_ index: Int, _ module: String) -> Bool {
            let target = targetNames.isEmpty ? nil : targetNames[module]
            if literal[index][module]?.contains(where: { $0.matches(module) }) == true { return true }
            if let target, literal[index][target]?.contains(where: { $0.matches(target) }) == true { return true }
            return wildcard[index].contains { $0.matches(module) || target.map($0.matches) == true }
        }

        public func layer(forModule module: String) -> String? {
            for i in names.indices where matches(i, module) { return names[i] }
            return nil
        }

        /// The first layer whose path globs match the file or whose module globs match its module.
        public func layer(forPath relativePath: String, module: String) -> String? {
            if !hasPathGlobs { return layer(forModule: module) }
            return Glob.withPreparedPath(relativePath) { path in
                // The earliest layer naming a folder the file is in...
                var best = names.count
                if !pathFolders.isEmpty {
                    Configuration.forEachFolder(of: relativePath) { folder in
                        for hit in pathFolders[folder] ?? [] where hit.layer < best && hit.glob.matches(path) { best = hit.layer }
                    }
                }
                // ...unless an earlier one matches by another glob or by module.
                for l in 0..<best where otherPaths[l].contains(where: { $0.matches(path) }) || matches(l, module) { return names[l] }
                return best < names.count ? names[best] : nil
            }
        }
    }

    /// Each folder `relativePath` lies in, outermost first: `A`, then `A/B`, of `A/B/c.swift`.
    static func forEachFolder(of relativePath: String, _ body: (String) -> Void) {
        let utf8 = relativePath.utf8
        var i = utf8.startIndex
        while let slash = utf8[i...].firstIndex(of: UInt8(ascii: "/")) {
            body(String(relativePath[..<slash]))
            i = utf8.index(after: slash)
        }
    }

    public func moduleLookup() -> ModuleLookup { ModuleLookup(modules) }

    public func layerLookup() -> LayerLookup { LayerLookup(self) }
}
