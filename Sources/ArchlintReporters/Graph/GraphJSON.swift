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
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
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
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
