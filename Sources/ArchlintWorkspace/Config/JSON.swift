import ArchlintSyntax

/// A JSON value that remembers where it came from (UTF-8 byte offset of its first byte).
///
/// The parser is strict JSON (RFC 8259) with two tolerances: a UTF-8 byte order mark and
/// `//` / `/* */` comments (JSONC, as in VS Code settings and `tsconfig.json`), because
/// `archlint init` writes a commented starter `rules.json`. Trailing commas, single quotes,
/// NaN, leading zeros and trailing content are errors. Duplicate keys are reported (all of
/// them); the first occurrence wins.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        /// The literal text is kept, so integers are exact and messages can quote it.
        case number(String)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    var kind: Kind
    /// UTF-8 byte offset of the first byte of the value.
    var offset: Int

    var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number(let t): return isIntegerLiteral(t) ? "an integer" : "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    var stringValue: String? { if case .string(let s) = kind { return s } else { return nil } }
    var arrayValue: [JSONValue]? { if case .array(let a) = kind { return a } else { return nil } }
    var objectValue: [JSONMember]? { if case .object(let o) = kind { return o } else { return nil } }
    var boolValue: Bool? { if case .bool(let b) = kind { return b } else { return nil } }
    var doubleValue: Double? { if case .number(let t) = kind { return Double(t) } else { return nil } }
    /// Exact integer value: a literal without fraction or exponent that fits `Int`, or a
    /// number with an exponent/fraction whose value is integral and fits (e.g. `1e3`).
    var intValue: Int? {
        guard case .number(let t) = kind else { return nil }
        if let i = Int(t) { return i }
        if let d = Double(t), d.isFinite, abs(d) < 9.0e15, Double(Int(d)) == d { return Int(d) }  // no libm (`rounded`) needed
        return nil
    }
}

private func isIntegerLiteral(_ t: String) -> Bool {
    !t.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
}

struct JSONMember: Sendable {
    var key: String
    /// UTF-8 byte offset of the key's opening quote.
    var keyOffset: Int
    var value: JSONValue
}

struct JSONSyntaxError: Error, Sendable, Hashable {
    var offset: Int
    var message: String
    /// JSON path of the container being parsed when the error occurred.
    var path: String
    /// For duplicate keys: where the key was first defined. The loader appends its position.
    var relatedOffset: Int? = nil
}

/// Parses JSON; returns the value (nil when there is a syntax error) and every error found.
/// Syntax errors stop the parse (only the first is reported: later ones would be noise);
/// duplicate keys do not.
struct JSONParser {
    /// Deeper nesting is an error, never a stack overflow. rules.json needs depth 4.
    static let maxDepth = 128

    private let bytes: [UInt8]
    private var i = 0
    private var errors: [JSONSyntaxError] = []
    private var path: [JSONPathComponent] = []

    private struct Failure: Error {}

    static func parse(_ bytes: [UInt8]) -> (value: JSONValue?, errors: [JSONSyntaxError]) {
        var p = JSONParser(bytes: bytes)
        return p.run()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run() -> (value: JSONValue?, errors: [JSONSyntaxError]) {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        do {
            try skipTrivia()
            if i >= bytes.count { try fail("the file is empty; expected a JSON object") }
            let v = try parseValue(depth: 0)
            try skipTrivia()
            if i < bytes.count {
                path = []
                try fail("unexpected \(describe(at: i)) after the end of the top-level value")
            }
            return (v, errors)
        } catch {
            return (nil, errors)
        }
    }

    private var renderedPath: String { JSONPath.render(path) }

    private mutating func fail(_ message: String, at offset: Int? = nil) throws -> Never {
        errors.append(JSONSyntaxError(offset: offset ?? i, message: message, path: renderedPath))
        throw Failure()
    }

    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let c = bytes[offset]
        if c >= 0x21 && c < 0x7F { return "character '\(Character(Unicode.Scalar(c)))'" }
        if c >= 0x80 { return "non-ASCII character" }
        return "control character U+\(hex4(UInt32(c)))"
    }

    private mutating func skipTrivia() throws {
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 {
                i += 1
            } else if c == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            } else if c == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*") {
                let start = i
                i += 2
                while true {
                    if i + 1 >= bytes.count { i = bytes.count; try fail("unterminated /* comment", at: start) }
                    if bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/") { i += 2; break }
                    i += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard i < bytes.count else { try fail("unexpected end of file; expected a value") }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"):
            if depth >= Self.maxDepth { path = []; try fail("nesting is deeper than \(Self.maxDepth) levels") }
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            if depth >= Self.maxDepth { path = []; try fail("nesting is deeper than \(Self.maxDepth) levels") }
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            try literal("true"); return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false"); return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null"); return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "'"):
            try fail("strings must use double quotes (\"), not single quotes")
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            try fail("unexpected \(describe(at: i)); expected a value")
        default:
            try fail("unexpected \(describe(at: i)); expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let start = i
        let n = word.utf8CodeUnitCount
        var k = 0
        word.withUTF8Buffer { w in
            while k < n && i + k < bytes.count && bytes[i + k] == w[k] { k += 1 }
        }
        if k == n {
            let end = i + n
            if end < bytes.count, isWordByte(bytes[end]) {
                try fail("invalid literal; expected \(word)", at: start)
            }
            i = end
            return
        }
        try fail("invalid literal; expected a value such as \(word)", at: start)
    }

    private func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, isDigit(bytes[i]) else { try fail("invalid number: expected a digit after '-'", at: start) }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, isDigit(bytes[i]) { try fail("invalid number: leading zeros are not allowed", at: start) }
        } else {
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < bytes.count, isDigit(bytes[i]) else { try fail("invalid number: expected a digit after '.'", at: start) }
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, isDigit(bytes[i]) else { try fail("invalid number: expected a digit in the exponent", at: start) }
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, isWordByte(bytes[i]) { try fail("invalid number", at: start) }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        return JSONValue(kind: .number(text), offset: start)
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private mutating func parseString() throws -> String {
        let start = i
        i += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { try fail("unterminated string", at: start) }
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { i += 1; break }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < bytes.count else { try fail("unterminated string", at: start) }
                let e = bytes[i + 1]
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e); i += 2
                case UInt8(ascii: "b"): out.append(0x08); i += 2
                case UInt8(ascii: "f"): out.append(0x0C); i += 2
                case UInt8(ascii: "n"): out.append(0x0A); i += 2
                case UInt8(ascii: "r"): out.append(0x0D); i += 2
                case UInt8(ascii: "t"): out.append(0x09); i += 2
                case UInt8(ascii: "u"):
                    let escStart = i
                    var scalar = try hexEscape()
                    if scalar >= 0xD800 && scalar <= 0xDBFF {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            try fail("invalid \\u escape: unpaired surrogate", at: escStart)
                        }
                        let low = try hexEscape()
                        guard low >= 0xDC00 && low <= 0xDFFF else { try fail("invalid \\u escape: unpaired surrogate", at: escStart) }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                        try fail("invalid \\u escape: unpaired surrogate", at: escStart)
                    }
                    guard let u = Unicode.Scalar(scalar) else { try fail("invalid \\u escape", at: escStart) }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    try fail("invalid escape sequence '\\\(describeEscape(e))' in string", at: i)
                }
                continue
            }
            if c < 0x20 {
                if c == 0x0A || c == 0x0D { try fail("unterminated string (strings cannot contain a line break)", at: start) }
                try fail("control character U+\(hex4(UInt32(c))) must be escaped in a string", at: i)
            }
            if c < 0x80 { out.append(c); i += 1; continue }
            let len = utf8SequenceLength(at: i)
            if len == 0 { try fail("invalid UTF-8 in string", at: i) }
            out.append(contentsOf: bytes[i..<(i + len)])
            i += len
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func describeEscape(_ e: UInt8) -> String {
        e >= 0x21 && e < 0x7F ? String(Character(Unicode.Scalar(e))) : "?"
    }

    /// Reads `\uXXXX` at `i`; returns the code unit.
    private mutating func hexEscape() throws -> UInt32 {
        let start = i
        i += 2
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count else { try fail("invalid \\u escape: expected 4 hex digits", at: start) }
            let c = bytes[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: try fail("invalid \\u escape: expected 4 hex digits", at: start)
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    /// Length of a well-formed UTF-8 sequence at `k`, or 0.
    private func utf8SequenceLength(at k: Int) -> Int {
        let c = bytes[k]
        let len: Int
        let minScalar: UInt32
        var scalar: UInt32
        switch c {
        case 0xC2...0xDF: len = 2; minScalar = 0x80; scalar = UInt32(c & 0x1F)
        case 0xE0...0xEF: len = 3; minScalar = 0x800; scalar = UInt32(c & 0x0F)
        case 0xF0...0xF4: len = 4; minScalar = 0x10000; scalar = UInt32(c & 0x07)
        default: return 0
        }
        guard k + len <= bytes.count else { return 0 }
        for j in 1..<len {
            let b = bytes[k + j]
            guard b & 0xC0 == 0x80 else { return 0 }
            scalar = (scalar << 6) | UInt32(b & 0x3F)
        }
        if scalar < minScalar || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return 0 }
        return len
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        let start = i
        i += 1
        var items: [JSONValue] = []
        try skipTrivia()
        if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; return JSONValue(kind: .array(items), offset: start) }
        while true {
            path.append(.index(items.count))
            try skipTrivia()
            items.append(try parseValue(depth: depth))
            path.removeLast()
            try skipTrivia()
            guard i < bytes.count else { try fail("unexpected end of file; expected ',' or ']' (an array is not closed)") }
            if bytes[i] == UInt8(ascii: ",") {
                let comma = i
                i += 1
                try skipTrivia()
                if i < bytes.count && bytes[i] == UInt8(ascii: "]") { try fail("trailing comma is not allowed in JSON", at: comma) }
                continue
            }
            if bytes[i] == UInt8(ascii: "]") { i += 1; break }
            try fail("unexpected \(describe(at: i)); expected ',' or ']' in array")
        }
        return JSONValue(kind: .array(items), offset: start)
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        let start = i
        i += 1
        var members: [JSONMember] = []
        var seen: [String: Int] = [:]
        try skipTrivia()
        if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; return JSONValue(kind: .object(members), offset: start) }
        while true {
            try skipTrivia()
            guard i < bytes.count else { try fail("unexpected end of file; expected a key in double quotes") }
            guard bytes[i] == UInt8(ascii: "\"") else {
                if bytes[i] == UInt8(ascii: "'") { try fail("keys must use double quotes (\"), not single quotes") }
                try fail("unexpected \(describe(at: i)); expected a key in double quotes")
            }
            let keyOffset = i
            let key = try parseString()
            try skipTrivia()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                try fail("unexpected \(describe(at: i)); expected ':' after the key \"\(key)\"")
            }
            i += 1
            try skipTrivia()
            path.append(.key(key))
            let value = try parseValue(depth: depth)
            if let first = seen[key] {
                errors.append(JSONSyntaxError(offset: keyOffset, message: "duplicate key \"\(key)\"",
                                              path: renderedPath, relatedOffset: first))
            } else {
                seen[key] = keyOffset
                members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            }
            path.removeLast()
            try skipTrivia()
            guard i < bytes.count else { try fail("unexpected end of file; expected ',' or '}' (an object is not closed)") }
            if bytes[i] == UInt8(ascii: ",") {
                let comma = i
                i += 1
                try skipTrivia()
                if i < bytes.count && bytes[i] == UInt8(ascii: "}") { try fail("trailing comma is not allowed in JSON", at: comma) }
                continue
            }
            if bytes[i] == UInt8(ascii: "}") { i += 1; break }
            try fail("unexpected \(describe(at: i)); expected ',' or '}' after an object member")
        }
        return JSONValue(kind: .object(members), offset: start)
    }
}

func hex4(_ v: UInt32) -> String {
    let h = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - h.count)) + h
}

enum JSONPathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}

enum JSONPath {
    /// `$.layers[1].paths[0]`, `$.rules.fat-protocol.maxRequirements`; keys that are not
    /// plain words (letters, digits, `_`, `-`, `$`) use brackets: `$.forbiddenImports["*"]`.
    static func render(_ components: [JSONPathComponent]) -> String {
        var s = "$"
        for c in components { s = append(s, c) }
        return s
    }

    static func append(_ base: String, _ c: JSONPathComponent) -> String {
        switch c {
        case .index(let n): return base + "[\(n)]"
        case .key(let k):
            let plain = !k.isEmpty && k.utf8.allSatisfy { b in
                (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                    || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: "$")
            }
            if plain { return base + "." + k }
            var escaped = ""
            for ch in k.unicodeScalars {
                switch ch {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                default:
                    if ch.value < 0x20 { escaped += "\\u" + hex4(ch.value) } else { escaped.unicodeScalars.append(ch) }
                }
            }
            return base + "[\"" + escaped + "\"]"
        }
    }

    static func key(_ base: String, _ k: String) -> String { append(base, .key(k)) }
    static func index(_ base: String, _ n: Int) -> String { append(base, .index(n)) }
}

/// The first syntax error of a JSON text, positioned, for files other than rules.json that
/// archlint reads (baselines), in the form configuration errors take.
public enum JSONSyntaxCheck {
    public static func firstError(in bytes: [UInt8], file: String) -> ConfigurationError? {
        let parsed = JSONParser.parse(bytes)
        guard let error = parsed.errors.first else { return nil }
        return positioned(bytes, file: file, offset: error.offset, path: error.path.isEmpty ? "$" : error.path,
                          message: "not valid JSON: " + error.message)
    }

    /// The first syntax or shape error of a baseline file (`{"version": 1, "findings": [{"fingerprint":
    /// "...", "rule": "...", ...}]}`), positioned at the value at fault.
    public static func firstBaselineError(in bytes: [UInt8], file: String) -> ConfigurationError? {
        if let syntax = firstError(in: bytes, file: file) { return syntax }
        guard let root = JSONParser.parse(bytes).value else { return nil }
        func error(_ value: JSONValue, _ path: String, _ message: String) -> ConfigurationError {
            positioned(bytes, file: file, offset: value.offset, path: path, message: message)
        }
        let expected = "(re-record the baseline with --write-baseline)"
        guard let members = root.objectValue else {
            return error(root, "$", "a baseline is an object {\"version\": 1, \"findings\": [...]}, not \(root.typeName) \(expected)")
        }
        guard let version = members.first(where: { $0.key == "version" })?.value else {
            return error(root, "$", "no \"version\"; archlint's baselines have \"version\": 1 \(expected)")
        }
        guard version.intValue == 1 else {
            let shown: String
            if case .number(let text) = version.kind { shown = text } else { shown = version.typeName }
            return error(version, "$.version", "unsupported baseline version \(shown); this archlint reads version 1 \(expected)")
        }
        guard let findings = members.first(where: { $0.key == "findings" })?.value else {
            return error(root, "$", "no \"findings\" list \(expected)")
        }
        guard let list = findings.arrayValue else {
            return error(findings, "$.findings", "\"findings\" is \(findings.typeName), not an array \(expected)")
        }
        for (index, item) in list.enumerated() {
            let path = "$.findings[\(index)]"
            guard let fields = item.objectValue else { return error(item, path, "an entry is an object, not \(item.typeName) \(expected)") }
            guard let fingerprint = fields.first(where: { $0.key == "fingerprint" })?.value else {
                return error(item, path, "the entry has no \"fingerprint\" \(expected)")
            }
            guard fingerprint.stringValue != nil else {
                return error(fingerprint, path + ".fingerprint", "\"fingerprint\" is \(fingerprint.typeName), not a string \(expected)")
            }
            for field in fields where ["rule", "file", "subject", "message"].contains(field.key) && field.value.stringValue == nil {
                return error(field.value, path + "." + field.key, "\"\(field.key)\" is \(field.value.typeName), not a string \(expected)")
            }
        }
        return nil
    }

    private static func positioned(_ bytes: [UInt8], file: String, offset: Int, path: String, message: String) -> ConfigurationError {
        var line = 1, lineStart = 0
        for k in 0..<min(offset, bytes.count) where bytes[k] == 10 { line += 1; lineStart = k + 1 }
        return ConfigurationError(file: file, line: line, column: offset - lineStart + 1, jsonPath: path, message: message)
    }
}
