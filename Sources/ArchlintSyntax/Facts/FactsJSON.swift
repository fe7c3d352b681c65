/// Renders facts in the reference extractor's schema (`../shared/oracle/README.md`): sorted
/// keys (UTF-8 byte order), explicit nulls, compact or pretty with 2-space indentation.
/// With `extras` (the default), archlint's extra fields are added: extra keys on the oracle's
/// rows (`column`, `endColumn`, `condition`, ...) and extra per-file lists (`constructions`,
/// `parameters`, `valueUses`, ...). `compare.py` reads only the oracle's fields, so both agree.
public enum FactsJSON {
    public static func render(_ files: [FileFacts], compact: Bool) -> String {
        render(files, compact: compact, extras: true)
    }

    public static func render(_ files: [FileFacts], compact: Bool, extras: Bool) -> String {
        var errors = 0
        var entries: [JValue] = []
        entries.reserveCapacity(files.count)
        for f in files {
            if f.hasSyntaxErrors { errors += 1 }
            entries.append(file(f, extras: extras))
        }
        let doc = JValue.object([("errors", .int(errors)), ("files", .array(entries))])
        var out = ""
        out.reserveCapacity(1 << 16)
        doc.write(into: &out, indent: compact ? nil : 2, level: 0)
        out += "\n"
        return out
    }

    // MARK: - Rows

    private static func file(_ f: FileFacts, extras: Bool) -> JValue {
        var fields: [(String, JValue)] = [
            ("path", .string(f.path)),
            ("hasSyntaxErrors", .bool(f.hasSyntaxErrors)),
            ("imports", .array(f.imports.map { imp in
                var r: [(String, JValue)] = [
                    ("module", .string(imp.module)), ("path", .string(imp.path)), ("kind", .str(imp.kind)),
                    ("attributes", .strings(imp.attributes)), ("accessLevel", .str(imp.accessLevel)),
                    ("conditional", .bool(imp.conditional)), ("line", .int(imp.line)),
                ]
                if extras {
                    r += [("column", .int(imp.column)), ("endColumn", .int(imp.endColumn)), ("condition", .str(imp.condition))]
                }
                return .object(r)
            })),
            ("declarations", .array(f.declarations.map { d in
                var r: [(String, JValue)] = [
                    ("kind", .string(d.kind.rawValue)), ("name", .string(d.name)), ("inherits", .strings(d.inherits)),
                    ("aliasOf", .str(d.aliasOf)), ("accessLevel", .str(d.accessLevel)),
                    ("conditional", .bool(d.conditional)), ("line", .int(d.line)),
                ]
                if extras {
                    r += [("column", .int(d.column)), ("endLine", .int(d.endLine)), ("attributes", .strings(d.attributes)),
                          ("modifiers", .strings(d.modifiers)), ("isLocal", .bool(d.isLocal))]
                }
                return .object(r)
            })),
            ("protocolRequirements", .array(f.protocolRequirements.map { p in
                var r: [(String, JValue)] = [
                    ("protocol", .string(p.protocolName)), ("kind", .string(p.kind)), ("name", .string(p.name)),
                    ("line", .int(p.line)),
                ]
                if extras { r += [("column", .int(p.column)), ("isStatic", .bool(p.isStatic)), ("isOptional", .bool(p.isOptional))] }
                return .object(r)
            })),
            ("defaultArguments", .array(f.defaultArguments.map { a in
                var r: [(String, JValue)] = [
                    ("function", .string(a.function)), ("enclosingType", .str(a.enclosingType)),
                    ("parameter", .string(a.parameter)), ("type", .string(a.type)),
                    ("defaultValue", .string(a.defaultValue)), ("line", .int(a.line)),
                ]
                if extras { r += [("column", .int(a.column)), ("construction", construction(a.construction))] }
                return .object(r)
            })),
            ("storedProperties", .array(f.storedProperties.map { s in
                var r: [(String, JValue)] = [
                    ("enclosingType", .string(s.enclosingType)), ("name", .string(s.name)), ("type", .str(s.type)),
                    ("initializer", .str(s.initializer)), ("isStatic", .bool(s.isStatic)), ("line", .int(s.line)),
                ]
                if extras {
                    r += [("column", .int(s.column)), ("attributes", .strings(s.attributes)), ("isLet", .bool(s.isLet)),
                          ("construction", construction(s.construction)), ("accessLevel", .str(s.accessLevel))]
                }
                return .object(r)
            })),
            ("typeReferences", .strings(f.typeReferences)),
            ("memberTypeReferences", .strings(f.memberTypeReferences)),
            ("memberAccesses", .array(f.memberAccesses.map { access($0, extras: extras) })),
        ]
        if extras {
            fields += [
                ("lineCount", .int(f.lineCount)),
                ("byteCount", .int(f.byteCount)),
                ("parameters", .array(f.parameters.map { p in
                    .object([
                        ("function", .string(p.function)), ("enclosingType", .str(p.enclosingType)), ("label", .str(p.label)),
                        ("name", .string(p.name)), ("type", .string(p.type)), ("defaultValue", .str(p.defaultValue)),
                        ("line", .int(p.line)), ("column", .int(p.column)),
                    ])
                })),
                ("typeReferenceSites", .array(f.typeReferenceSites.map { s in
                    .object([("name", .string(s.name)), ("line", .int(s.line)), ("column", .int(s.column)),
                             ("enclosingType", .str(s.enclosingType))])
                })),
                ("optionalChainedAccesses", .array(f.optionalChainedAccesses.map { access($0, extras: true) })),
                ("constructions", .array(f.constructions.map { construction($0) })),
                ("valueUses", .array(f.valueUses.map { v in
                    .object([("name", .string(v.name)), ("enclosingType", .str(v.enclosingType)), ("line", .int(v.line))])
                })),
                ("suppressions", .array(f.suppressions.map { s in
                    .object([("kind", .string(s.kind.rawValue)), ("rules", .strings(s.rules)), ("reason", .str(s.reason)),
                             ("line", .int(s.line)), ("column", .int(s.column)), ("targetLine", .int(s.targetLine))])
                })),
                ("genericParameters", .array(f.genericParameters.map { g in
                    .object([("constraint", .str(g.constraint)), ("line", .int(g.line)), ("name", .string(g.name))])
                })),
            ]
        }
        return .object(fields)
    }

    private static func access(_ m: MemberAccessFact, extras: Bool) -> JValue {
        var r: [(String, JValue)] = [("base", .string(m.base)), ("member", .string(m.member)), ("line", .int(m.line))]
        if extras { r += [("column", .int(m.column)), ("enclosingType", .str(m.enclosingType))] }
        return .object(r)
    }

    private static func construction(_ c: ConstructionFact?) -> JValue {
        guard let c else { return .null }
        return .object([
            ("typeName", .str(c.typeName)), ("form", .string(c.form.rawValue)), ("member", .str(c.member)),
            ("line", .int(c.line)), ("column", .int(c.column)), ("endLine", .int(c.endLine)), ("endColumn", .int(c.endColumn)),
            ("enclosingType", .str(c.enclosingType)), ("enclosingFunction", .str(c.enclosingFunction)),
            ("context", .string(c.context.rawValue)), ("propertyName", .str(c.propertyName)), ("isInPreview", .bool(c.isInPreview)),
        ])
    }
}

/// A tiny deterministic JSON value; objects keep their pairs and are sorted when written.
enum JValue {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JValue])
    case object([(String, JValue)])

    static func str(_ s: String?) -> JValue { s.map { .string($0) } ?? .null }
    static func strings(_ a: [String]) -> JValue { .array(a.map { .string($0) }) }

    func write(into out: inout String, indent: Int?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): JValue.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                JValue.newline(&out, indent, level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
            }
            JValue.newline(&out, indent, level)
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            let sorted = pairs.sorted { $0.0.precedesInUTF8Order($1.0) }
            for (i, pair) in sorted.enumerated() {
                if i > 0 { out += "," }
                JValue.newline(&out, indent, level + 1)
                JValue.writeString(pair.0, into: &out)
                out += indent == nil ? ":" : ": "
                pair.1.write(into: &out, indent: indent, level: level + 1)
            }
            JValue.newline(&out, indent, level)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int?, _ level: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<(indent * level) { out += " " }
    }

    private static let hex: [Character] = Array("0123456789abcdef")

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let v = Int(scalar.value)
                    out += "\\u00"
                    out.append(hex[v >> 4])
                    out.append(hex[v & 0xF])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
