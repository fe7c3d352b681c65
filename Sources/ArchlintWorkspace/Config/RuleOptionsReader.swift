import ArchlintSyntax

/// Maps byte offsets of a configuration file to 1-based lines and UTF-8 columns.
struct ConfigSourceMap: Sendable {
    var table: LineTable
    /// A UTF-8 byte order mark is not counted in columns.
    var bomLength: Int

    init(_ bytes: [UInt8]) {
        table = LineTable(bytes)
        bomLength = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    func location(_ offset: Int) -> (line: Int, column: Int) {
        let (line, column) = table.location(of: offset)
        return (line, line == 1 ? max(1, column - bomLength) : column)
    }
}

/// Typed access to one rule's options (`"rules": { "fat-protocol": { "maxRequirements": 8 } }`).
///
/// Each getter records its key as known; a present value of the wrong type or out of range
/// throws a `ConfigurationError` at the value with the option's JSON path
/// (`$.rules.fat-protocol.maxRequirements`). `finish()` then names every key no getter asked
/// for. `null` is never accepted as "use the default" except by `string(_:default:)`.
public final class RuleOptionsReader: @unchecked Sendable {
    let file: String
    let ruleID: String
    let path: String
    let options: [JSONMember]
    let map: ConfigSourceMap?
    /// Keys asked for, in order (the did-you-mean candidates). Mutated only by the owner.
    private var readKeys: [String] = []

    init(file: String, ruleID: String, path: String, options: [JSONMember], lineTable: ConfigSourceMap?) {
        self.file = file
        self.ruleID = ruleID
        self.path = path
        self.options = options
        self.map = lineTable
    }

    private func lookup(_ key: String) -> JSONValue? {
        if !readKeys.contains(key) { readKeys.append(key) }
        return options.first { $0.key == key }?.value
    }

    private func error(at offset: Int, _ key: String, _ message: String, suggestion: String? = nil) -> ConfigurationError {
        let (line, column) = map?.location(offset) ?? (1, 1)
        return ConfigurationError(file: file, line: line, column: column, jsonPath: JSONPath.key(path, key),
                                  message: message, suggestion: suggestion)
    }

    private func typeError(_ key: String, _ v: JSONValue, expected: String) -> ConfigurationError {
        error(at: v.offset, key, "expected \(expected), found \(v.typeName)")
    }

    public func int(_ key: String, default def: Int, range: ClosedRange<Int>? = nil) throws -> Int {
        guard let v = lookup(key) else { return def }
        guard case .number(let text) = v.kind, let n = v.intValue else {
            if case .number(let text) = v.kind {
                throw error(at: v.offset, key, "expected an integer, found \(text)")
            }
            throw typeError(key, v, expected: "an integer")
        }
        if let range, !range.contains(n) {
            throw error(at: v.offset, key, "\(text) is out of range; \(describe(range))")
        }
        return n
    }

    public func double(_ key: String, default def: Double, range: ClosedRange<Double>? = nil) throws -> Double {
        guard let v = lookup(key) else { return def }
        guard case .number(let text) = v.kind, let d = v.doubleValue, d.isFinite else { throw typeError(key, v, expected: "a number") }
        if let range, !range.contains(d) {
            throw error(at: v.offset, key, "\(text) is out of range; expected a number from \(format(range.lowerBound)) to \(format(range.upperBound))")
        }
        return d
    }

    public func bool(_ key: String, default def: Bool) throws -> Bool {
        guard let v = lookup(key) else { return def }
        guard let b = v.boolValue else { throw typeError(key, v, expected: "true or false") }
        return b
    }

    public func string(_ key: String, default def: String?) throws -> String? {
        guard let v = lookup(key) else { return def }
        if case .null = v.kind { return nil }
        guard let s = v.stringValue else { throw typeError(key, v, expected: "a string") }
        return s
    }

    public func stringArray(_ key: String, default def: [String]) throws -> [String] {
        guard let v = lookup(key) else { return def }
        guard let items = v.arrayValue else { throw typeError(key, v, expected: "an array of strings") }
        var out: [String] = []
        var errors: [ConfigurationError] = []
        for (n, item) in items.enumerated() {
            if let s = item.stringValue { out.append(s); continue }
            var e = typeError(key, item, expected: "a string")
            e.jsonPath = JSONPath.index(e.jsonPath, n)
            errors.append(e)
        }
        try throwAll(errors)
        return out
    }

    public func globArray(_ key: String, default def: [String]) throws -> [Glob] {
        guard let v = lookup(key) else {
            return try def.map { p in
                do { return try Glob(p) } catch let e as Glob.SyntaxError {
                    throw error(at: 0, key, "default: \(e.message)")  // a bug in the rule, not the user's
                }
            }
        }
        guard let items = v.arrayValue else { throw typeError(key, v, expected: "an array of glob strings") }
        var out: [Glob] = []
        var errors: [ConfigurationError] = []
        for (n, item) in items.enumerated() {
            var e: ConfigurationError
            if let s = item.stringValue {
                do { out.append(try Glob(s)); continue } catch let g as Glob.SyntaxError {
                    e = error(at: item.offset, key, g.message)
                } catch { continue }
            } else {
                e = typeError(key, item, expected: "a glob string")
            }
            e.jsonPath = JSONPath.index(e.jsonPath, n)
            errors.append(e)
        }
        try throwAll(errors)
        return out
    }

    private func throwAll(_ errors: [ConfigurationError]) throws {
        if errors.count == 1 { throw errors[0] }
        if errors.count > 1 { throw ConfigurationErrors(errors) }
    }

    /// Option keys no getter asked for, with a did-you-mean among the keys that were.
    public func finish() -> [ConfigurationError] {
        options.compactMap { m in
            if readKeys.contains(m.key) { return nil }
            if readKeys.isEmpty {
                return error(at: m.keyOffset, m.key, "unknown option \"\(m.key)\": rule \"\(ruleID)\" has no options besides \"severity\"")
            }
            if let guess = DidYouMean.suggest(m.key, among: readKeys + ["severity"]) {
                return error(at: m.keyOffset, m.key, "unknown option \"\(m.key)\" for rule \"\(ruleID)\"", suggestion: guess)
            }
            let known = (["severity"] + readKeys).map { "\"\($0)\"" }.joined(separator: ", ")
            return error(at: m.keyOffset, m.key, "unknown option \"\(m.key)\" for rule \"\(ruleID)\"; its options are \(known)")
        }
    }

    private func describe(_ r: ClosedRange<Int>) -> String {
        if r.upperBound == Int.max { return "expected at least \(r.lowerBound)" }
        if r.lowerBound == Int.min { return "expected at most \(r.upperBound)" }
        return "expected an integer from \(r.lowerBound) to \(r.upperBound)"
    }

    private func format(_ d: Double) -> String {
        d.isFinite && abs(d) < 1e15 && Double(Int(d)) == d ? String(Int(d)) : String(d)
    }
}
