import Foundation
import Testing
@testable import ArchlintWorkspace

/// Keeps `rules.schema.json` (repository root) in step with the loader.
@Suite struct SchemaTests {
    static let schemaPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("rules.schema.json").path

    private func schema() throws -> JSONValue {
        let data = try #require(FileManager.default.contents(atPath: Self.schemaPath), "cannot read \(Self.schemaPath)")
        let parsed = JSONParser.parse([UInt8](data))
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        return try #require(parsed.value)
    }

    private func keys(_ v: JSONValue?, _ path: [String]) -> [String] {
        var cur = v
        for p in path { cur = cur?.objectValue?.first { $0.key == p }?.value }
        return cur?.objectValue?.map(\.key) ?? []
    }

    @Test func defaultCompositionRootsAreListedWhereUsersReadThem() throws {
        let schema = try String(contentsOfFile: Self.schemaPath, encoding: .utf8)
        let readme = try String(contentsOfFile: (Self.schemaPath as NSString).deletingLastPathComponent + "/README.md", encoding: .utf8)
        for pattern in Configuration.defaultCompositionRootPatterns + Configuration.mainAttributeCompositionRootPatterns {
            #expect(schema.contains(pattern), "rules.schema.json does not list \(pattern)")
            let name = String(pattern.dropFirst(3))
            #expect(readme.contains("`\(name)`"), "README does not list \(name)")
        }
    }

    @Test func topLevelKeysMatchTheLoader() throws {
        let s = try schema()
        #expect(keys(s, ["properties"]) == ConfigurationLoader.topLevelKeys)
        #expect(keys(s, ["$defs", "layer", "properties"]) == ConfigurationLoader.layerKeys)
        #expect(keys(s, ["$defs", "module", "properties"]) == ConfigurationLoader.moduleKeys)
        let severities = s.objectValue?.first { $0.key == "$defs" }?.value.objectValue?.first { $0.key == "severity" }?
            .value.objectValue?.first { $0.key == "enum" }?.value.arrayValue?.compactMap(\.stringValue)
        #expect(severities == ConfigurationLoader.severities)
    }

    @Test func everyValidExampleValidatesAgainstTheSchema() throws {
        let s = try schema()
        for json in ConfigExamples.valid {
            let parsed = JSONParser.parse(Array(json.utf8))
            let value = try #require(parsed.value)
            var v = MiniSchemaValidator(root: s)
            v.validate(value, s, "$")
            #expect(v.errors.isEmpty, "\(v.errors)\n\(json)")
        }
    }

    @Test func structurallyInvalidConfigsAreRejectedByBoth() throws {
        let s = try schema()
        let invalid = [
            #"{"version": 2}"#,
            #"{}"#,
            #"{"version": 1, "layerz": []}"#,
            #"{"version": 1, "rules": {"x": "warn"}}"#,
            #"{"version": 1, "rules": {"x": {"severity": "eror"}}}"#,
            #"{"version": 1, "layers": [{"name": "A"}]}"#,
            #"{"version": 1, "layers": [{"name": "A", "paths": ["a"], "path": []}]}"#,
            #"{"version": 1, "modules": [{"name": "M"}]}"#,
            #"{"version": 1, "exclude": ["/abs"]}"#,
            #"{"version": 1, "exclude": ["a/***"]}"#,
            #"{"version": 1, "exclude": [""]}"#,
            #"{"version": 1, "requireLayer": "yes"}"#,
            #"{"version": 1, "independent": [[]]}"#,
        ]
        for json in invalid {
            #expect(!configErrors(json).isEmpty, "loader accepts \(json)")
            let value = try #require(JSONParser.parse(Array(json.utf8)).value)
            var v = MiniSchemaValidator(root: s)
            v.validate(value, s, "$")
            #expect(!v.errors.isEmpty, "schema accepts \(json)")
        }
    }
}

/// The subset of JSON Schema 2020-12 that rules.schema.json uses: type, const, enum,
/// properties, additionalProperties, required, items, minItems, minLength, pattern, $ref
/// (local), anyOf, oneOf, not. Annotations are ignored.
struct MiniSchemaValidator {
    let root: JSONValue
    var errors: [String] = []

    init(root: JSONValue) { self.root = root }

    private func member(_ schema: JSONValue, _ key: String) -> JSONValue? {
        schema.objectValue?.first { $0.key == key }?.value
    }

    private func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#/") else { return nil }
        var cur: JSONValue? = root
        for part in ref.dropFirst(2).split(separator: "/") { cur = cur.flatMap { member($0, String(part)) } }
        return cur
    }

    private func isValid(_ value: JSONValue, _ schema: JSONValue) -> Bool {
        var sub = MiniSchemaValidator(root: root)
        sub.validate(value, schema, "")
        return sub.errors.isEmpty
    }

    private func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number, .number): return a.doubleValue == b.doubleValue
        case (.string(let x), .string(let y)): return x == y
        default: return false
        }
    }

    mutating func validate(_ value: JSONValue, _ schema: JSONValue, _ path: String) {
        if let ref = member(schema, "$ref")?.stringValue {
            if let target = resolve(ref) { validate(value, target, path) } else { errors.append("\(path): bad $ref \(ref)") }
        }
        if let type = member(schema, "type")?.stringValue {
            let ok: Bool
            switch (type, value.kind) {
            case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): ok = true
            case ("integer", .number): ok = value.intValue != nil
            default: ok = false
            }
            if !ok { errors.append("\(path): expected \(type)"); return }
        }
        if let c = member(schema, "const"), !equal(value, c) { errors.append("\(path): const") }
        if let e = member(schema, "enum")?.arrayValue, !e.contains(where: { equal(value, $0) }) { errors.append("\(path): enum") }
        if let s = value.stringValue {
            if let n = member(schema, "minLength")?.intValue, s.count < n { errors.append("\(path): minLength") }
            if let p = member(schema, "pattern")?.stringValue {
                let re = try? NSRegularExpression(pattern: p)
                if re?.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) == nil { errors.append("\(path): pattern \(p)") }
            }
        }
        if let items = value.arrayValue {
            if let n = member(schema, "minItems")?.intValue, items.count < n { errors.append("\(path): minItems") }
            if let itemSchema = member(schema, "items") {
                for (i, item) in items.enumerated() { validate(item, itemSchema, "\(path)[\(i)]") }
            }
        }
        if let members = value.objectValue {
            let props = member(schema, "properties")?.objectValue ?? []
            for r in member(schema, "required")?.arrayValue?.compactMap(\.stringValue) ?? [] where !members.contains(where: { $0.key == r }) {
                errors.append("\(path): missing \(r)")
            }
            for m in members {
                if let p = props.first(where: { $0.key == m.key }) {
                    validate(m.value, p.value, "\(path).\(m.key)")
                } else if let extra = member(schema, "additionalProperties") {
                    if case .bool(false) = extra.kind { errors.append("\(path): additional property \(m.key)") } else { validate(m.value, extra, "\(path).\(m.key)") }
                }
            }
        }
        if let any = member(schema, "anyOf")?.arrayValue, !any.contains(where: { isValid(value, $0) }) { errors.append("\(path): anyOf") }
        if let one = member(schema, "oneOf")?.arrayValue, one.filter({ isValid(value, $0) }).count != 1 { errors.append("\(path): oneOf") }
        if let not = member(schema, "not"), isValid(value, not) { errors.append("\(path): not") }
    }
}
