/// Reads `rules.json` (version 1) strictly: every unknown key, wrong type, undefined layer,
/// duplicate name, bad glob and bad severity is reported, all at once, as
/// `ConfigurationErrors` (see `ConfigurationError` for positions). Rule ids and rule options
/// are checked later by the engine (`Configuration.unknownRuleErrors(known:)`,
/// `RuleOptionsReader`), because the rule list lives in another target.
public enum ConfigurationLoader {
    /// Top-level keys, in documentation order. Kept in step with `rules.schema.json` by a test.
    static let topLevelKeys = [
        "$schema", "$comment", "version", "exclude", "modules", "layers", "allow", "forbiddenImports",
        "interfaceModules", "independent", "compositionRoots", "requireLayer", "requireSuppressionReason", "rules",
    ]
    static let moduleKeys = ["name", "paths", "exclude"]
    static let layerKeys = ["name", "paths", "modules"]
    static let severities = ["off", "warning", "error"]
    static let supportedVersion = 1

    public static func load(bytes: [UInt8], path: String) throws -> Configuration {
        let (config, errors) = read(bytes: bytes, path: path)
        if !errors.isEmpty { throw ConfigurationErrors(errors.sorted(by: <)) }
        return config
    }

    /// Whether the file is evidently another tool's: a well-formed JSON object without the
    /// `"version"` key every archlint configuration has. One that does not parse may be an
    /// archlint configuration with a typo (a trailing comma), whose errors must be reported.
    public static func isAnotherToolsFile(bytes: [UInt8]) -> Bool {
        guard let object = JSONParser.parse(bytes).value?.objectValue else { return false }
        return !object.contains { $0.key == "version" }
    }

    /// What could be read of the file, with every error found. The engine adds its checks of
    /// rule ids and options to these errors, so that one run names every problem of the file
    /// rather than one kind per run.
    public static func read(bytes: [UInt8], path: String) -> (Configuration, [ConfigurationError]) {
        var decoder = Decoder(file: path, map: ConfigSourceMap(bytes))
        let config = decoder.decode(bytes)
        return (config, decoder.errors)
    }

    private struct Decoder {
        let file: String
        let map: ConfigSourceMap
        var errors: [ConfigurationError] = []

        init(file: String, map: ConfigSourceMap) {
            self.file = file
            self.map = map
        }

        var layersKeyMisspelled = false

        mutating func report(_ offset: Int, _ path: String, _ message: String, suggestion: String? = nil) {
            let (line, column) = map.location(offset)
            errors.append(ConfigurationError(file: file, line: line, column: column, jsonPath: path, message: message, suggestion: suggestion))
        }

        func position(_ offset: Int, _ path: String) -> ConfigurationPosition {
            let (line, column) = map.location(offset)
            return ConfigurationPosition(file: file, line: line, column: column, jsonPath: path)
        }

        mutating func typeError(_ v: JSONValue, _ path: String, expected: String) {
            report(v.offset, path, "expected \(expected), found \(v.typeName)")
        }

        mutating func decode(_ bytes: [UInt8]) -> Configuration {
            var config = Configuration()
            config.file = file
            config.lineTable = map
            let (parsed, syntaxErrors) = JSONParser.parse(bytes)
            for e in syntaxErrors {
                var message = e.message
                if let first = e.relatedOffset {
                    let (l, c) = map.location(first)
                    message += " (first defined at line \(l), column \(c))"
                } else {
                    message = "invalid JSON: " + message
                }
                report(e.offset, e.path, message)
            }
            guard let root = parsed else { return config }
            guard let members = root.objectValue else {
                typeError(root, "$", expected: "an object at the top level")
                return config
            }
            checkKeys(members, known: ConfigurationLoader.topLevelKeys, path: "$", what: "key")
            // `"layer": [...]` already says "did you mean layers": every layer it names would
            // otherwise be reported again as undefined.
            layersKeyMisspelled = !members.contains { $0.key == "layers" }
                && members.contains { !ConfigurationLoader.topLevelKeys.contains($0.key) && DidYouMean.suggest($0.key, among: ["layers"]) == "layers" }

            // version first: a wrong version makes the rest meaningless but we still check it.
            if let v = members.first(where: { $0.key == "version" })?.value {
                if let n = v.intValue, case .number = v.kind {
                    if n != supportedVersion {
                        report(v.offset, "$.version", "unsupported version \(n); this archlint reads version \(supportedVersion)")
                    }
                } else {
                    typeError(v, "$.version", expected: "the integer 1")
                }
            } else {
                report(root.offset, "$", "missing required key \"version\" (add \"version\": 1)")
            }

            for m in members {
                let p = JSONPath.key("$", m.key)
                switch m.key {
                case "$schema", "$comment":
                    if m.value.stringValue == nil { typeError(m.value, p, expected: "a string") }
                case "exclude": config.exclude = globs(m.value, p, kind: .path)
                case "modules": config.modules = modules(m.value, p)
                case "layers": config.layers = layers(m.value, p)
                case "interfaceModules":
                    config.interfaceModules = globs(m.value, p, kind: .name)
                    config.interfaceModulesAreConfigured = true
                case "compositionRoots": config.compositionRoots = globs(m.value, p, kind: .path, anyFolderWhenBare: true, folderWhenBare: true)
                case "independent": config.independent = independent(m.value, p)
                case "requireLayer": config.requireLayer = bool(m.value, p)
                case "requireSuppressionReason": config.requireSuppressionReason = bool(m.value, p)
                case "rules": (config.rules, config.ruleOrder) = rules(m.value, p)
                default: break
                }
            }
            // Sections that name layers are read after `layers`, wherever they are written.
            let layerNames = config.layers.map(\.name)
            if let v = members.first(where: { $0.key == "allow" })?.value {
                config.allow = allow(v, "$.allow", layers: layerNames)
            }
            if let v = members.first(where: { $0.key == "forbiddenImports" })?.value {
                config.forbiddenImports = forbiddenImports(v, "$.forbiddenImports", layers: layerNames)
            }
            return config
        }

        mutating func checkKeys(_ members: [JSONMember], known: [String], path: String, what: String) {
            for m in members where !known.contains(m.key) {
                report(m.keyOffset, JSONPath.key(path, m.key), "unknown \(what) \"\(m.key)\"",
                       suggestion: DidYouMean.suggest(m.key, among: known))
            }
        }

        mutating func bool(_ v: JSONValue, _ path: String) -> Bool {
            guard let b = v.boolValue else { typeError(v, path, expected: "true or false"); return false }
            return b
        }

        enum GlobKind { case path, name }

        mutating func glob(_ v: JSONValue, _ path: String, kind: GlobKind, anyFolderWhenBare: Bool = false,
                           folderWhenBare: Bool = false) -> Glob? {
            guard let written = v.stringValue else { typeError(v, path, expected: kind == .path ? "a path glob string" : "a name glob string"); return nil }
            var s = written
            // Paths are relative to the root: `./Sources/**` is `Sources/**` (it matched nothing).
            if kind == .path { while s.hasPrefix("./") { s.removeFirst(2) } }
            // A composition root written as a file name (`AppDIContainer+*.swift`), like the
            // default ones, is found in any folder.
            if anyFolderWhenBare && !s.isEmpty && !written.contains("/") { s = "**/" + s }
            // A layer's or module's path that names a folder (`Domain`, `App/Features/`), as
            // `exclude` takes it, stands for what is inside: its last part can be no Swift file.
            if folderWhenBare, Self.namesFolder(s) {
                while s.hasSuffix("/") { s.removeLast() }
                s += "/**"
            }
            do {
                return try Glob(s)
            } catch let e as Glob.SyntaxError {
                // The message quotes the pattern as written, not as completed.
                report(v.offset, path, s == written ? e.message : e.message.replacingOccurrences(of: "\"\(s)\"", with: "\"\(written)\""))
            } catch {
                report(v.offset, path, "invalid glob")
            }
            return nil
        }

        mutating func globs(_ v: JSONValue, _ path: String, kind: GlobKind, anyFolderWhenBare: Bool = false,
                            folderWhenBare: Bool = false) -> [Glob] {
            guard let items = v.arrayValue else {
                typeError(v, path, expected: "an array of \(kind == .path ? "path" : "name") globs")
                return []
            }
            return items.enumerated().compactMap { n, item in
                glob(item, JSONPath.index(path, n), kind: kind, anyFolderWhenBare: anyFolderWhenBare, folderWhenBare: folderWhenBare)
            }
        }

        /// A path glob whose last part has no wildcard and no `.swift` (or that ends in `/`).
        static func namesFolder(_ pattern: String) -> Bool {
            guard !pattern.isEmpty else { return false }
            if pattern.hasSuffix("/") { return true }
            let last = pattern.split(separator: "/").last.map(String.init) ?? pattern
            return !last.hasSuffix(".swift") && !last.contains { "*?[{\\".contains($0) }
        }

        /// A non-empty name string; `what` is "layer" or "module".
        mutating func name(_ v: JSONValue, _ path: String) -> String? {
            guard let s = v.stringValue else { typeError(v, path, expected: "a name string"); return nil }
            if s.trimmingSpaces.isEmpty { report(v.offset, path, "name must not be empty"); return nil }
            if s.trimmingSpaces != s { report(v.offset, path, "name \"\(s)\" has leading or trailing spaces"); return nil }
            return s
        }

        mutating func modules(_ v: JSONValue, _ path: String) -> [Configuration.ModuleSpec] {
            guard let items = v.arrayValue else { typeError(v, path, expected: "an array of module objects"); return [] }
            var out: [Configuration.ModuleSpec] = []
            var seen: [String: Int] = [:]
            for (n, item) in items.enumerated() {
                let p = JSONPath.index(path, n)
                guard let members = item.objectValue else {
                    typeError(item, p, expected: "a module object such as {\"name\": \"Domain\", \"paths\": [\"Domain/**\"]}")
                    continue
                }
                checkKeys(members, known: ConfigurationLoader.moduleKeys, path: p, what: "key")
                var spec = Configuration.ModuleSpec(name: "", paths: [], exclude: [])
                var nameOK = false
                if let nv = members.first(where: { $0.key == "name" })?.value {
                    if let s = name(nv, JSONPath.key(p, "name")) {
                        spec.name = s
                        nameOK = true
                        if let first = seen[s] {
                            let (l, _) = map.location(first)
                            report(nv.offset, JSONPath.key(p, "name"), "duplicate module name \"\(s)\" (first declared on line \(l))")
                        } else {
                            seen[s] = nv.offset
                        }
                    }
                } else {
                    report(item.offset, p, "missing required key \"name\"")
                }
                if let pv = members.first(where: { $0.key == "paths" })?.value {
                    if let items = pv.arrayValue {
                        for (k, item) in items.enumerated() {
                            let itemPath = JSONPath.index(JSONPath.key(p, "paths"), k)
                            guard let g = glob(item, itemPath, kind: .path, folderWhenBare: true), let text = item.stringValue else { continue }
                            spec.paths.append(g)
                            spec.writtenPaths.append((text, position(item.offset, itemPath)))
                        }
                    } else {
                        spec.paths = globs(pv, JSONPath.key(p, "paths"), kind: .path, folderWhenBare: true)
                    }
                    if pv.arrayValue?.isEmpty == true { report(pv.offset, JSONPath.key(p, "paths"), "a module needs at least one path glob") }
                } else {
                    report(item.offset, p, "missing required key \"paths\"")
                }
                if let ev = members.first(where: { $0.key == "exclude" })?.value {
                    spec.exclude = globs(ev, JSONPath.key(p, "exclude"), kind: .path, folderWhenBare: true)
                }
                if nameOK { out.append(spec) }
            }
            return out
        }

        mutating func layers(_ v: JSONValue, _ path: String) -> [Configuration.LayerSpec] {
            guard let items = v.arrayValue else { typeError(v, path, expected: "an array of layer objects"); return [] }
            var out: [Configuration.LayerSpec] = []
            var seen: [String: Int] = [:]
            for (n, item) in items.enumerated() {
                let p = JSONPath.index(path, n)
                guard let members = item.objectValue else {
                    typeError(item, p, expected: "a layer object such as {\"name\": \"Domain\", \"paths\": [\"**/Domain/**\"]}")
                    continue
                }
                checkKeys(members, known: ConfigurationLoader.layerKeys, path: p, what: "key")
                var spec = Configuration.LayerSpec(name: "", paths: [], modules: [])
                var nameOK = false
                if let nv = members.first(where: { $0.key == "name" })?.value {
                    if let s = name(nv, JSONPath.key(p, "name")) {
                        if s == "*" {
                            report(nv.offset, JSONPath.key(p, "name"), "\"*\" is reserved (it means every layer in \"allow\" and \"forbiddenImports\"); choose another layer name")
                        } else if let first = seen[s] {
                            let (l, _) = map.location(first)
                            report(nv.offset, JSONPath.key(p, "name"), "duplicate layer name \"\(s)\" (first declared on line \(l))")
                        } else {
                            seen[s] = nv.offset
                            spec.name = s
                            nameOK = true
                        }
                    }
                } else {
                    report(item.offset, p, "missing required key \"name\"")
                }
                let pv = members.first(where: { $0.key == "paths" })?.value
                let mv = members.first(where: { $0.key == "modules" })?.value
                if let pv { spec.paths = globs(pv, JSONPath.key(p, "paths"), kind: .path, folderWhenBare: true) }
                if let mv {
                    if let items = mv.arrayValue {
                        for (k, item) in items.enumerated() {
                            let itemPath = JSONPath.index(JSONPath.key(p, "modules"), k)
                            guard let g = glob(item, itemPath, kind: .name) else { continue }
                            spec.modules.append(g)
                            spec.modulePositions.append(position(item.offset, itemPath))
                        }
                    } else {
                        spec.modules = globs(mv, JSONPath.key(p, "modules"), kind: .name)
                    }
                }
                let empty = (pv?.arrayValue?.isEmpty ?? (pv == nil)) && (mv?.arrayValue?.isEmpty ?? (mv == nil))
                if empty {
                    report(item.offset, p, "a layer needs \"paths\" or \"modules\" globs; this one can never match a file")
                }
                if nameOK { out.append(spec) }
            }
            return out
        }

        mutating func independent(_ v: JSONValue, _ path: String) -> [[Glob]] {
            guard let groups = v.arrayValue else {
                typeError(v, path, expected: "an array of groups (arrays of module globs), such as [[\"Feature*\"]]")
                return []
            }
            var out: [[Glob]] = []
            for (n, g) in groups.enumerated() {
                let p = JSONPath.index(path, n)
                guard let items = g.arrayValue else {
                    typeError(g, p, expected: "an array of module globs")
                    continue
                }
                if items.isEmpty { report(g.offset, p, "an empty group has no effect; list module globs such as \"Feature*\"") }
                out.append(globs(g, p, kind: .name))
            }
            return out
        }

        /// Layer names used as keys or values must be defined; `star` allows "*".
        mutating func layerReference(_ s: String, offset: Int, _ path: String, layers: [String], star: Bool) -> Bool {
            if layers.contains(s) || (star && s == "*") { return true }
            if s.isEmpty {
                report(offset, path, "empty layer name")
            } else if layers.isEmpty {
                if !layersKeyMisspelled { report(offset, path, "unknown layer \"\(s)\": no layers are defined (add them to \"layers\")") }
            } else {
                report(offset, path, "unknown layer \"\(s)\"", suggestion: DidYouMean.suggest(s, among: layers))
            }
            return false
        }

        mutating func allow(_ v: JSONValue, _ path: String, layers: [String]) -> [String: [String]] {
            guard let members = v.objectValue else {
                typeError(v, path, expected: "an object mapping each layer to the layers it may use, such as {\"Presentation\": [\"Domain\"]}")
                return [:]
            }
            var out: [String: [String]] = [:]
            for m in members {
                let p = JSONPath.key(path, m.key)
                let keyOK = layerReference(m.key, offset: m.keyOffset, p, layers: layers, star: false)
                guard let items = m.value.arrayValue else { typeError(m.value, p, expected: "an array of layer names"); continue }
                var list: [String] = []
                for (n, item) in items.enumerated() {
                    let ip = JSONPath.index(p, n)
                    guard let s = item.stringValue else { typeError(item, ip, expected: "a layer name"); continue }
                    if layerReference(s, offset: item.offset, ip, layers: layers, star: true) { list.append(s) }
                }
                if keyOK { out[m.key] = list }
            }
            return out
        }

        mutating func forbiddenImports(_ v: JSONValue, _ path: String, layers: [String]) -> [(scope: String, globs: [Glob])] {
            guard let members = v.objectValue else {
                typeError(v, path, expected: "an object mapping a layer (or \"*\") to module globs, such as {\"Domain\": [\"UIKit\"]}")
                return []
            }
            var out: [(scope: String, globs: [Glob])] = []
            for m in members {
                let p = JSONPath.key(path, m.key)
                let keyOK = layerReference(m.key, offset: m.keyOffset, p, layers: layers, star: true)
                let g = globs(m.value, p, kind: .name)
                if keyOK { out.append((m.key, g)) }
            }
            return out
        }

        mutating func rules(_ v: JSONValue, _ path: String) -> ([String: RuleSetting], [String]) {
            guard let members = v.objectValue else {
                typeError(v, path, expected: "an object mapping rule ids to a severity or an options object")
                return ([:], [])
            }
            var out: [String: RuleSetting] = [:]
            var order: [String] = []
            for m in members {
                let p = JSONPath.key(path, m.key)
                var setting = RuleSetting(severity: nil, position: position(m.keyOffset, p), options: [], path: p)
                switch m.value.kind {
                case .string(let s):
                    setting.severity = severity(s, offset: m.value.offset, p)
                case .object(let options):
                    for o in options {
                        if o.key == "severity" {
                            let sp = JSONPath.key(p, "severity")
                            if let s = o.value.stringValue {
                                setting.severity = severity(s, offset: o.value.offset, sp)
                            } else {
                                typeError(o.value, sp, expected: "\"off\", \"warning\" or \"error\"")
                            }
                        } else {
                            setting.options.append(o)
                        }
                    }
                default:
                    typeError(m.value, p, expected: "a severity (\"off\", \"warning\", \"error\") or an object such as {\"severity\": \"warning\"}")
                }
                out[m.key] = setting
                order.append(m.key)
            }
            return (out, order)
        }

        mutating func severity(_ s: String, offset: Int, _ path: String) -> String? {
            if ConfigurationLoader.severities.contains(s) { return s }
            report(offset, path, "invalid severity \"\(s)\"; expected \"off\", \"warning\" or \"error\"",
                   suggestion: DidYouMean.suggest(s, among: ConfigurationLoader.severities) ?? aliases[s.lowercased()])
            return nil
        }

        /// Common words from other linters' configs.
        let aliases = ["warn": "warning", "err": "error", "disabled": "off", "disable": "off", "none": "off",
                       "ignore": "off", "false": "off", "on": "error", "true": "error", "fatal": "error"]
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
