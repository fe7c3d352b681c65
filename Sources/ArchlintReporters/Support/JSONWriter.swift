import ArchlintEngine

/// A JSON value whose objects keep their keys in the order they were written.
///
/// Reports must be byte-identical across runs, so we never go through `Dictionary` (random
/// order) or `JSONSerialization` (platform-dependent escaping and number formatting).
public indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.array(a), .array(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// `.string(s)` when `s` is non-nil, `.null` otherwise.
    public static func optional(_ s: String?) -> JSONValue {
        s.map(JSONValue.string) ?? .null
    }
}

/// Serializes `JSONValue`s deterministically.
///
/// Pretty output uses 2-space indentation, `"key": value`, `[]` / `{}` for empty containers,
/// and no trailing newline (callers add one). Strings escape `"`, `\`, and every control
/// character below U+0020 (`\n`, `\t`... or `\u00XX`); U+2028/U+2029 are escaped too, so the
/// output can be pasted into JavaScript. Everything else, non-ASCII included, is kept as UTF-8.
public enum JSONWriter {
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ""
        write(value, into: &out, indent: pretty ? 0 : nil)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String, indent: Int?) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(into: &out, indent: indent.map { $0 + 1 })
                write(item, into: &out, indent: indent.map { $0 + 1 })
            }
            newline(into: &out, indent: indent)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, item)) in members.enumerated() {
                if i > 0 { out += "," }
                newline(into: &out, indent: indent.map { $0 + 1 })
                writeString(key, into: &out)
                out += indent == nil ? ":" : ": "
                write(item, into: &out, indent: indent.map { $0 + 1 })
            }
            newline(into: &out, indent: indent)
            out += "}"
        }
    }

    private static func newline(into out: inout String, indent: Int?) {
        guard let indent else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// Appends `s` as a quoted JSON string.
    public static func writeString(_ s: String, into out: inout String) {
        JSONText.append(s, to: &out)
    }

    /// Two lowercase hex digits.
    static func hexByte(_ b: UInt8) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }
}
