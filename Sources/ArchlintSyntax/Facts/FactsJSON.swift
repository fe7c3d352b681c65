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
        // Written as UTF-8 bytes and made a string once: appending to a `String` scalar by
        // scalar made this command ten times slower than the lint itself.
        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        var orders = KeyOrders()
        doc.write(into: &out, indent: compact ? nil : 2, level: 0, orders: &orders)
        out.append(10)
        return String(decoding: out, as: UTF8.self)
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
                if extras {
                    r += [("column", .int(p.column)), ("isStatic", .bool(p.isStatic)), ("isOptional", .bool(p.isOptional)),
                          ("handsOutSelf", .bool(p.handsOutSelf))]
                    if let labels = p.argumentLabels { r.append(("argumentLabels", .strings(labels))) }
                }
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
                    r += [("column", .int(s.column)), ("attributes", .strings(s.attributes)), ("isLet", .bool(s.isLet)), ("isWeak", .bool(s.isWeak)),
                          ("construction", construction(s.construction)), ("accessLevel", .str(s.accessLevel)),
                          ("wrapperKeyPath", .str(s.wrapperKeyPath)), ("initializerColumn", .int(s.initializerColumn)),
                          ("initializerLine", .int(s.initializerColumn > 0 ? s.initializerLine : 0))]
                }
                return .object(r)
            })),
            ("typeReferences", .strings(f.typeReferences)),
            ("memberTypeReferences", .strings(f.memberTypeReferences)),
            ("memberAccesses", .array(f.memberAccesses.map { access($0, extras: extras) })),
        ]
        if extras {
            // A parameter's default is the default-argument row at its position.
            var defaults: [Int64: String] = [:]
            for a in f.defaultArguments { defaults[Int64(a.line) << 32 | Int64(a.column)] = a.defaultValue }
            fields += [
                ("lineCount", .int(f.lineCount)),
                ("byteCount", .int(f.byteCount)),
                ("parameters", .array(f.parameters.map { p in
                    let defaultValue = defaults[Int64(p.line) << 32 | Int64(p.column)]
                    return .object([
                        ("function", .string(p.function)), ("enclosingType", .str(p.enclosingType)), ("label", .str(p.label)),
                        ("name", .string(p.name)), ("type", .string(p.type)), ("defaultValue", .str(defaultValue)),
                        ("line", .int(p.line)), ("column", .int(p.column)),
                    ])
                })),
                ("typeReferenceSites", .array(f.typeReferenceSites.map { s in
                    .object([("name", .string(s.name)), ("line", .int(s.line)), ("column", .int(s.column)),
                             ("enclosingType", .str(s.enclosingType))])
                })),
                ("optionalChainedAccesses", .array(f.optionalChainedAccesses.map { access($0, extras: true) })),
                ("subscriptAccesses", .array(f.subscriptAccesses.map { access($0, extras: true) })),
                ("memberAssignments", .array(f.memberAssignments.map { access($0, extras: true) })),
                ("constructions", .array(f.constructions.map { construction($0) })),
                ("valueUses", .array(f.valueUses.map { v in
                    .object([("name", .string(v.name)), ("enclosingType", .str(v.enclosingType)), ("line", .int(v.line)), ("column", .int(v.column))])
                })),
                ("bindings", .array(f.bindings.map { v in
                    .object([("name", .string(v.name)), ("source", .string(v.source)), ("enclosingType", .str(v.enclosingType)),
                             ("line", .int(v.line)), ("column", .int(v.column)), ("endLine", .int(v.endLine)), ("isProperty", .bool(v.isProperty)),
                             ("accessLevel", .str(v.accessLevel))])
                })),
                ("extensionMembers", .array(f.extensionMembers.map { m in
                    .object([("extendedType", .string(m.extendedType)), ("name", .string(m.name)), ("line", .int(m.line)), ("column", .int(m.column)), ("type", .str(m.type)),
                             ("isStatic", .bool(m.isStatic)), ("selfType", .str(m.selfType)), ("selfUses", .strings(Array(f.selfUses(of: m)))), ("usesSelf", .bool(m.usesSelf))])
                })),
                ("delegatedImplicitMembers", .array(f.delegatedImplicitMembers.map { d in
                    .object([("label", .string(d.label)), ("value", .string(d.value)), ("enclosingType", .str(d.enclosingType)),
                             ("line", .int(d.line)), ("column", .int(d.column)), ("endColumn", .int(d.endColumn))])
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
            ("typeName", .str(c.typeName)), ("qualifier", .str(c.qualifier)), ("form", .string(c.form.rawValue)), ("member", .str(c.member)),
            ("line", .int(c.line)), ("column", .int(c.column)), ("endLine", .int(c.endLine)), ("endColumn", .int(c.endColumn)),
            ("enclosingType", .str(c.enclosingType)), ("enclosingFunction", .str(c.enclosingFunction)),
            ("context", .string(c.context.rawValue)), ("propertyName", .str(c.propertyName)), ("isInPreview", .bool(c.isInPreview)),
            ("isInRegistration", .bool(c.isInRegistration)), ("isWholeValue", .bool(c.isWholeValue)),
            ("isInStaticFunction", .bool(c.isInStaticFunction)), ("isInStaticProperty", .bool(c.isInStaticProperty)),
        ])
    }
}

/// The sorted order of an object's keys, worked out once per key list: every row of a kind
/// has the same keys in the same order, and sorting them again for each of a workspace's
/// hundreds of thousands of rows was most of the `facts` command's time.
struct KeyOrders {
    private var known: [(keys: [String], order: [Int])] = []

    mutating func order(of pairs: [(String, JValue)]) -> [Int] {
        for entry in known where entry.keys.count == pairs.count {
            var same = true
            for k in 0..<pairs.count where entry.keys[k] != pairs[k].0 { same = false; break }
            if same { return entry.order }
        }
        let order = pairs.indices.sorted { pairs[$0].0.precedesInUTF8Order(pairs[$1].0) }
        // The key lists are few (one per kind of row); objects with keys of their own are not kept.
        if known.count < 64 { known.append((pairs.map(\.0), order)) }
        return order
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

    func write(into out: inout [UInt8], indent: Int?, level: Int, orders: inout KeyOrders) {
        switch self {
        case .null: out.appendUTF8("null")
        case .bool(let b): out.appendUTF8(b ? "true" : "false")
        case .int(let i): out.appendDecimal(i)
        case .string(let s): JValue.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.appendUTF8("[]"); return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JValue.newline(&out, indent, level + 1)
                item.write(into: &out, indent: indent, level: level + 1, orders: &orders)
            }
            JValue.newline(&out, indent, level)
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty { out.appendUTF8("{}"); return }
            out.append(UInt8(ascii: "{"))
            let order = orders.order(of: pairs)
            for (i, k) in order.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JValue.newline(&out, indent, level + 1)
                JValue.writeString(pairs[k].0, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(32) }
                pairs[k].1.write(into: &out, indent: indent, level: level + 1, orders: &orders)
            }
            JValue.newline(&out, indent, level)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int?, _ level: Int) {
        guard let indent else { return }
        out.append(10)
        out.append(contentsOf: repeatElement(32, count: indent * level))
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX`
    /// escapes, everything else (DEL, U+2028 and all other non-ASCII text) as its UTF-8 bytes,
    /// as the reference extractor writes them.
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var copy = s
        copy.withUTF8 { bytes in
            var run = 0
            var i = 0
            let raw = UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!)
            while i < bytes.count {
                // Eight bytes at a time while none needs escaping (a control byte, `"` or `\`).
                while i + 8 <= bytes.count {
                    let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                    let quote = w ^ (ones &* 0x22), slash = w ^ (ones &* 0x5C)
                    let control = (w &- ones &* 0x20) & ~w
                    if ((quote &- ones) & ~quote | (slash &- ones) & ~slash | control) & highs != 0 { break }
                    i += 8
                }
                if i >= bytes.count { break }
                let c = bytes[i]
                if c >= 0x20 && c != UInt8(ascii: "\"") && c != UInt8(ascii: "\\") { i += 1; continue }
                if i > run { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
                out.append(UInt8(ascii: "\\"))
                switch c {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case 10: out.append(UInt8(ascii: "n"))
                case 13: out.append(UInt8(ascii: "r"))
                case 9: out.append(UInt8(ascii: "t"))
                case 8: out.append(UInt8(ascii: "b"))
                case 12: out.append(UInt8(ascii: "f"))
                default:
                    out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(c >> 4)], hex[Int(c & 0xF)]])
                }
                i += 1
                run = i
            }
            if bytes.count > run { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
        }
        out.append(UInt8(ascii: "\""))
    }
}
