/// Where a setting was written in the configuration file.
public struct ConfigurationPosition: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    public var jsonPath: String

    public init(file: String, line: Int, column: Int, jsonPath: String) {
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }

    func error(_ message: String, suggestion: String? = nil) -> ConfigurationError {
        ConfigurationError(file: file, line: line, column: column, jsonPath: jsonPath, message: message, suggestion: suggestion)
    }
}

/// A rule's entry in `"rules"`: `"error"` or `{ "severity": "warning", ...options }`.
public struct RuleSetting: Sendable {
    /// `"off"`, `"warning"` or `"error"`; nil when the object form gives no severity.
    public var severity: String?
    /// Where the rule id (the key) is written.
    public var position: ConfigurationPosition
    /// Options (every key of the object form except `severity`).
    var options: [JSONMember]
    /// JSON path of the rule's value, `$.rules.fat-protocol`.
    var path: String
}

/// A validated `rules.json` (version 1). Build it with `ConfigurationLoader.load`; every
/// query here is a pure function of it.
public struct Configuration: Sendable {
    public struct ModuleSpec: Sendable {
        public var name: String
        public var paths: [Glob]
        public var exclude: [Glob]
        /// Each of `paths` as written (`Features/Cart`, not `Features/Cart/**`) and where, in
        /// the same order.
        public var writtenPaths: [(text: String, position: ConfigurationPosition)] = []
    }

    public struct LayerSpec: Sendable {
        public var name: String
        public var paths: [Glob]
        public var modules: [Glob]
        /// Where each of `modules` is written, in the same order.
        public var modulePositions: [ConfigurationPosition] = []
    }

    /// Composition roots every project gets, besides `compositionRoots`:
    /// `main.swift`, `*App.swift` (only when the file has `@main`), `AppDelegate.swift`,
    /// `SceneDelegate.swift`, `*Component.swift`, `*Assembly.swift`, `*Assembler.swift`,
    /// `*Builder.swift`, `*.generated.swift`, `*CompositionRoot*.swift`,
    /// `*DIContainer.swift`, `*DependencyContainer.swift`, `AppContainer.swift`,
    /// `*Dependencies.swift`, `*Factory.swift`, `*Configurator.swift`, `*Wireframe.swift`,
    /// `*Registration.swift`, `*Registrations.swift`, `Container+*.swift`, `*DI.swift`,
    /// `*UIComposer.swift`, the server templates' `configure.swift`, `routes.swift` and
    /// `Application+build.swift`, and generated
    /// `*.pb.swift` / `*.grpc.swift`, in any folder (README and rules.schema.json
    /// list them too; SchemaTests keeps the lists in step).
    ///
    /// A plain `*Container.swift` is deliberately *not* a default: it also names views and
    /// coordinators (`ScrollContainer`, `CardContainer`); add yours, e.g.
    /// `"compositionRoots": ["App/**/AppContainer.swift"]`.
    public static let defaultCompositionRootPatterns: [String] = [
        "**/main.swift", "**/AppDelegate.swift", "**/SceneDelegate.swift", "**/*Component.swift",
        "**/*Assembly.swift", "**/*Assembler.swift", "**/*Builder.swift", "**/*.generated.swift",
        "**/*CompositionRoot*.swift", "**/*DIContainer.swift", "**/*DependencyContainer.swift",
        // Common names of the app's wiring: `AppContainer`, `AppDependencies`, `ScreenFactory`.
        "**/AppContainer.swift", "**/*Dependencies.swift", "**/*Factory.swift",
        // VIPER's and Clean Swift's module wiring, Swinject registrations, Factory's
        // `extension Container { var x: Factory<any P> { self { Live() } } }` files.
        "**/*Configurator.swift", "**/*Wireframe.swift", "**/*Registration.swift", "**/*Registrations.swift",
        // Essential Developer's `FeedUIComposer`.
        "**/*UIComposer.swift",
        "**/Container+*.swift", "**/*DI.swift",
        // Server apps' wiring: Vapor's template `configure(_:)` and `routes(_:)`, Hummingbird's
        // `buildApplication(_:)`.
        "**/configure.swift", "**/routes.swift", "**/Application+build.swift",
        // Code generators' output (protobuf, gRPC): nobody edits it to inject a dependency.
        "**/*.pb.swift", "**/*.grpc.swift",
    ]
    /// Counts as a composition root only when the file declares `@main`.
    public static let mainAttributeCompositionRootPatterns: [String] = ["**/*App.swift"]
    /// Interface modules when `interfaceModules` is absent.
    public static let defaultInterfaceModulePatterns: [String] = ["*Interface", "*Interfaces"]

    private static let defaultRoots: [Glob] = defaultCompositionRootPatterns.compactMap { try? Glob($0) }
    private static let mainRoots: [Glob] = mainAttributeCompositionRootPatterns.compactMap { try? Glob($0) }

    public var version: Int = 1
    public var exclude: [Glob] = []
    public var modules: [ModuleSpec] = []
    public var layers: [LayerSpec] = []
    /// Layer -> layers it may depend on (`"*"` = every layer). A layer with no entry may
    /// depend only on itself.
    var allow: [String: [String]] = [:]
    /// `forbiddenImports` in file order; scope is a layer name or `"*"`.
    var forbiddenImports: [(scope: String, globs: [Glob])] = []
    public var interfaceModules: [Glob] = Configuration.defaultInterfaceModulePatterns.compactMap { try? Glob($0) }
    /// `interfaceModules` was written in the file (the defaults match nothing in many projects).
    public var interfaceModulesAreConfigured = false
    public var independent: [[Glob]] = []
    /// User globs, added to the defaults.
    public var compositionRoots: [Glob] = []
    public var requireLayer: Bool = false
    public var requireSuppressionReason: Bool = false
    var rules: [String: RuleSetting] = [:]
    /// Rule ids in file order (for deterministic error order).
    var ruleOrder: [String] = []
    /// Display name of the file this came from ("" for `default`).
    var file: String = ""
    /// The file's path relative to the root, for findings that point into it; set by the engine
    /// once the root is known (nil for the built-in default).
    public var rootRelativeFile: String?

    init() {}

    /// No layers, no modules, default composition roots and interface modules, no rule settings.
    public static let `default` = Configuration()

    /// Layer names in declaration order.
    public var layerNames: [String] { layers.map(\.name) }

    /// The same configuration for a root that holds this configuration's folder at `folder`
    /// (root-relative, no trailing `/`): its path globs are written relative to its own folder,
    /// so each is prefixed with `folder/`. Module-name globs are names, not paths: unchanged.
    public func rebased(under folder: String) -> Configuration {
        guard !folder.isEmpty else { return self }
        // The folder is a literal path: `App[1]` or `{legacy}` must not become glob syntax.
        var literal = ""
        for c in folder {
            if "*?[]{}\\".contains(c) { literal.append("\\") }
            literal.append(c)
        }
        func rebase(_ globs: [Glob]) -> [Glob] {
            globs.map { (try? Glob(literal + "/" + $0.pattern)) ?? $0 }
        }
        var copy = self
        copy.exclude = rebase(exclude)
        copy.compositionRoots = rebase(compositionRoots)
        for i in copy.modules.indices {
            copy.modules[i].paths = rebase(modules[i].paths)
            copy.modules[i].exclude = rebase(modules[i].exclude)
        }
        for i in copy.layers.indices { copy.layers[i].paths = rebase(layers[i].paths) }
        return copy
    }

    // MARK: Rules

    public func ruleSetting(_ id: String) -> RuleSetting? { rules[id] }

    /// Rule ids written in `"rules"` that are not in `known`, with a did-you-mean.
    public func unknownRuleErrors(known: [String]) -> [ConfigurationError] {
        let knownSet = Set(known)
        return ruleOrder.compactMap { id in
            guard !knownSet.contains(id), let s = rules[id] else { return nil }
            return s.position.error("unknown rule \"\(id)\"", suggestion: DidYouMean.suggest(id, among: known))
        }
    }

    /// A reader over the rule's options; empty when the rule is not configured or is
    /// configured with a severity string.
    public func optionsReader(forRule id: String) -> RuleOptionsReader {
        if let s = rules[id] {
            return RuleOptionsReader(file: file, ruleID: id, path: s.path, options: s.options, lineTable: lineTable)
        }
        return RuleOptionsReader(file: file, ruleID: id, path: JSONPath.key("$.rules", id), options: [], lineTable: lineTable)
    }

    var lineTable: ConfigSourceMap?

    // MARK: Files, modules, layers

    /// Whether the user's `exclude` globs exclude this path (the default excludes live in
    /// `FileScanner`). A directory is excluded when a glob matches it or is `P/**` with `P`
    /// matching it, so the walker can prune the whole folder (`**/Generated/**` excludes the
    /// directory `Sources/Generated`). A file is excluded when a glob matches it or one of
    /// its parent directories is excluded, so the answer does not depend on the walk.
    /// `parentsChecked`: a top-down walk has already checked every folder above the path (and
    /// pruned the excluded ones), so only the path itself is matched.
    public func isExcluded(relativePath: String, isDirectory: Bool, parentsChecked: Bool = false) -> Bool {
        if exclude.isEmpty { return false }
        if isDirectory, exclude.contains(where: { $0.matchesDirectory(relativePath) }) { return true }
        if !isDirectory, Glob.withPreparedPath(relativePath, { path in exclude.contains { $0.matches(path) } }) { return true }
        if parentsChecked { return false }
        var parent = Substring(relativePath)
        while let slash = parent.lastIndex(of: "/") {
            parent = parent[..<slash]
            if parent.isEmpty { break }
            let dir = String(parent)
            if exclude.contains(where: { $0.matchesDirectory(dir) }) { return true }
        }
        return false
    }

    /// The first `modules` entry whose `paths` match and whose `exclude` does not.
    /// Whether rules.json declares a module of that name.
    public func isConfiguredModuleName(_ name: String) -> Bool {
        modules.contains { $0.name == name }
    }

    public func configuredModule(forPath relativePath: String) -> String? {
        for m in modules where m.paths.contains(where: { $0.matches(relativePath) }) {
            if m.exclude.contains(where: { $0.matches(relativePath) }) { continue }
            return m.name
        }
        return nil
    }

    /// Layers in declaration order: the first whose path globs match the file or whose module
    /// globs match its module.
    public func layer(forPath relativePath: String, module: String) -> String? {
        if !layers.contains(where: { !$0.paths.isEmpty }) { return layer(forModule: module) }
        return Glob.withPreparedPath(relativePath) { path in
            for l in layers {
                if l.paths.contains(where: { $0.matches(path) }) || l.modules.contains(where: { matchesModule($0, module) }) {
                    return l.name
                }
            }
            return nil
        }
    }

    /// Modules whose SwiftPM target has another name (`Net_Kit` for target `Net-Kit`), by
    /// module name: a glob may name either.
    public var moduleTargetNames: [String: String] = [:]

    public func matchesModule(_ glob: Glob, _ module: String) -> Bool {
        glob.matches(module) || (!moduleTargetNames.isEmpty && moduleTargetNames[module].map { glob.matches($0) } == true)
    }

    /// The first layer whose module globs match (path globs are ignored).
    public func layer(forModule module: String) -> String? {
        layers.first { l in l.modules.contains { matchesModule($0, module) } }?.name
    }

    /// Defaults (see `defaultCompositionRootPatterns`) plus `compositionRoots`; `*App.swift`
    /// counts only with `@main`.
    public func isCompositionRoot(path relativePath: String, hasMainAttribute: Bool = false) -> Bool {
        compositionRootMatcher().contains(path: relativePath, hasMainAttribute: hasMainAttribute)
    }

    /// `isCompositionRoot` for many files: the globs prepared once.
    public struct CompositionRoots: Sendable {
        let byName: GlobSet
        let byNameWithMain: GlobSet

        public func contains(path: String, hasMainAttribute: Bool) -> Bool {
            if byName.matches(path) || (hasMainAttribute && byNameWithMain.matches(path)) { return true }
            // `AppDIContainer+Profile.swift` extends the container `AppDIContainer.swift` declares.
            // On bytes: this runs for every file of the workspace.
            let utf8 = path.utf8
            guard let plus = utf8.lastIndex(of: UInt8(ascii: "+")), !utf8[plus...].contains(UInt8(ascii: "/")),
                  path.hasSuffix(".swift"), let stem = String(utf8[..<plus]) else { return false }
            let base = stem + ".swift"
            return !base.hasSuffix("/.swift") && base != ".swift" && byName.matches(base)
        }
    }

    public func compositionRootMatcher() -> CompositionRoots {
        CompositionRoots(byName: GlobSet(Configuration.defaultRoots + compositionRoots), byNameWithMain: GlobSet(Configuration.mainRoots))
    }

    public func isInterfaceModule(_ name: String) -> Bool {
        interfaceModules.contains { matchesModule($0, name) }
    }

    /// Indexes of the `independent` groups with a glob matching `module`.
    public func independentGroups(containing module: String) -> [Int] {
        independent.indices.filter { independent[$0].contains { matchesModule($0, module) } }
    }

    /// SwiftPM's convention: test targets end in `Tests`.
    public func looksLikeTestModule(_ name: String) -> Bool { name.hasSuffix("Tests") }

    // MARK: Layer policy

    /// Same layer: always. Otherwise `to` must be listed in `allow[from]` (or `"*"` be).
    public func isAllowed(from: String, to: String) -> Bool {
        if from == to { return true }
        guard let list = allow[from] else { return false }
        return list.contains(to) || list.contains("*")
    }

    /// Whether `allow[from]` is `"*"` (every layer) rather than a list.
    public func allowsEveryLayer(from: String) -> Bool { allow[from]?.contains("*") == true }

    /// The layers `from` may use (besides itself), in declaration order of the layers.
    public func allowedLayers(from: String) -> [String] {
        guard let list = allow[from] else { return [] }
        if list.contains("*") { return layerNames.filter { $0 != from } }
        return layerNames.filter { list.contains($0) }
    }

    /// The scope (`layer` or `"*"`) whose `forbiddenImports` globs match `module`: the
    /// layer's own list first, then `"*"`. Nil when the import is allowed.
    public func forbiddingScope(layer: String?, module: String) -> String? {
        if let layer {
            for entry in forbiddenImports where entry.scope == layer {
                if entry.globs.contains(where: { matchesModule($0, module) }) { return layer }
            }
        }
        for entry in forbiddenImports where entry.scope == "*" {
            if entry.globs.contains(where: { matchesModule($0, module) }) { return "*" }
        }
        return nil
    }
}
