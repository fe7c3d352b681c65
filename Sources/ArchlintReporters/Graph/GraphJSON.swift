import ArchlintSyntax
import ArchlintEngine

/// JSON: `{"cycles":[...],"edges":[...],"level":"module","nodes":[...],"version":1}`.
///
/// Keys are sorted at every level and the layout is fixed (two-space indent, one key per
/// line), so the output is byte-for-byte deterministic. Written by hand rather than through
/// `JSONSerialization`, whose escaping and key order vary by platform.
enum GraphJSON {
    static let version = 1

    indirect enum Value {
        case object([String: Value])
        case array([Value])
        case string(String)
        case int(Int)
        case bool(Bool)
        case null

        static func optional(_ s: String?) -> Value { s.map(Value.string) ?? .null }
    }

    static func render(_ view: GraphView) -> String {
        let nodes: [Value] = view.nodes.map { node in
            .object([
                "id": .string(node.id),
                "label": .string(node.label),
                "layer": .optional(node.layer),
                "isExternal": .bool(node.isExternal),
                "isInterface": .bool(node.isInterface),
                "isTest": .bool(node.isTest),
                "fileCount": .int(node.fileCount),
            ])
        }
        let edges: [Value] = view.edges.map { edge in
            .object([
                "from": .string(edge.from),
                "to": .string(edge.to),
                "weight": .int(edge.weight),
                "violations": .array(edge.violations.map(Value.string)),
                "inCycle": .bool(edge.inCycle),
                "example": .optional(edge.example),
            ])
        }
        let root: Value = .object([
            "version": .int(version),
            "level": .string(view.level.rawValue),
            "nodes": .array(nodes),
            "edges": .array(edges),
            "cycles": .array(view.cycles.map { .array($0.map(Value.string)) }),
        ])
        var out = ""
        write(root, indent: "", into: &out)
        return out + "\n"
    }

    static func write(_ value: Value, indent: String, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): out += quote(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // Arrays of scalars (violations, cycles) stay on one line.
            if items.allSatisfy(\.isScalar) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    write(item, indent: indent, into: &out)
                }
                out += "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            let inner = indent + "  "
            let keys = members.keys.sorted { $0.precedesInUTF8Order($1) }
            out += "{\n"
            for (i, key) in keys.enumerated() {
                out += inner + quote(key) + ": "
                write(members[key]!, indent: inner, into: &out)
                out += i == keys.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    /// A JSON string literal: `"` `\` and control characters escaped (short forms where JSON
    /// has them, `\u00XX` otherwise), U+2028/U+2029 as `\u` escapes so the output is also
    /// valid JavaScript; everything else verbatim UTF-8.
    static func quote(_ s: String) -> String {
        JSONText.quoted(s)
    }
}

extension GraphJSON.Value {
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
