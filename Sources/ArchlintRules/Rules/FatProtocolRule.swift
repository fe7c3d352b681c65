import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// `fat-protocol`: a protocol that declares more than `maxRequirements` requirements of its own.
public struct FatProtocolRule: Rule {
    public static let description = RuleDescription(
        id: "fat-protocol",
        summary: "A protocol declares more requirements than maxRequirements (default 10): split it by client.",
        rationale: """
            A fat protocol forces every conformer (and every test double) to implement everything, and \
            every client to depend on methods it never calls (the Interface Segregation Principle).
            """,
        howToFix: """
            Split it into smaller protocols grouped by the clients that use them (`MemoReading`, \
            `MemoWriting`), and compose them where one type really needs all: `typealias MemoStore = \
            MemoReading & MemoWriting`.
            """,
        defaultSeverity: .warning,
        options: [RuleOptionDescription(name: "maxRequirements", type: .integer, defaultValue: "10",
                                        summary: "the most requirements a protocol may declare itself (inherited ones are not counted)")],
        badExample: "protocol UserService {  // 14 requirements: auth, profile, settings, avatars ...\n}",
        goodExample: "protocol Authenticating { ... }\nprotocol ProfileEditing { ... }\ntypealias UserService = Authenticating & ProfileEditing")

    let maxRequirements: Int

    public init(options: RuleOptionsReader) throws {
        maxRequirements = try options.int("maxRequirements", default: 10, range: 1...10_000)
    }

    public func check(_ context: RuleContext) -> [FindingDraft] {
        var out: [FindingDraft] = []
        var members: ExtensionMembers?
        // A protocol can only exceed the limit in a file with more requirements than that.
        for file in context.workspace.files where !file.isTest && file.facts.protocolRequirements.count > maxRequirements {
            var byProtocol: [String: [Int]] = [:]
            let requirements = file.facts.protocolRequirements
            // Associated types are part of the protocol's vocabulary, not work a conformer does.
            for k in requirements.indices where requirements[k].kind != "associatedtype" {
                byProtocol[requirements[k].protocolName, default: []].append(k)
            }
            for decl in file.facts.declarations where decl.kind == .protocol {
                // By declaration, not by name: `#if` / `#else` may declare the protocol twice, and
                // only one of the copies is ever compiled. Inside one body likewise: of an `#if`'s
                // branches only one is compiled, so the largest counts.
                let own = (byProtocol[decl.name] ?? []).filter { requirements[$0].line >= decl.line && requirements[$0].line <= decl.endLine }
                guard own.count > maxRequirements else { continue }
                var count = 0
                var branches: [Int32: [Int32: Int]] = [:]
                for k in own {
                    let r = requirements[k]
                    if r.ifGroup == 0 || Int(r.ifGroupLine) < decl.line { count += 1 } else { branches[r.ifGroup, default: [:]][r.ifBranch, default: 0] += 1 }
                }
                for group in branches.values { count += group.values.max() ?? 0 }
                guard count > maxRequirements else { continue }
                // `@objc optional` requirements are counted (clients still see them), but no
                // conformer has to implement them: the message says so.
                let optional = own.filter { requirements[$0].isOptional }.count
                // A requirement a protocol extension implements binds no conformer either
                // (swift-syntax's visitors, Vapor's DebuggableError): the message says how many.
                if members == nil { members = ExtensionMembers(files: context.workspace.files) }
                let defaulted = members!.defaulted(own.filter { !requirements[$0].isOptional }.map { requirements[$0] },
                                                   of: decl.name, module: file.module, context: context)
                let required = count - optional - defaulted
                let burden = required <= 0 && defaulted > 0 ? "a conformer silently keeps the default of any it forgets to implement"
                    : optional > 0 && required <= 0 ? "every conformer must know which of them it implements"
                    : required == count ? "every conformer and test double must satisfy them all"
                    : "every conformer and test double must satisfy the \(required) that \(defaulted == 0 ? "are not optional" : optional == 0 ? "have no default" : "are neither optional nor defaulted")"
                var notes: [String] = []
                if optional > 0 { notes.append("\(optional) optional") }
                if defaulted > 0 { notes.append("\(defaulted) with a default implementation") }
                notes.append("more than \(maxRequirements)")
                out.append(FindingDraft(
                    span: context.span(file.path, line: decl.line, column: decl.column,
                                       endColumn: decl.column + TypeIndex.lastComponent(decl.name).utf8.count),
                    message: "protocol \(decl.name) declares \(count) requirements (\(notes.joined(separator: ", "))); each client depends on all of them, and \(burden)",
                    subject: "protocol \(decl.name)",
                    fix: "split \(decl.name) by client into smaller protocols and compose them with a typealias where needed"))
            }
        }
        return out
    }

    /// The members of unconditional protocol extensions, by extended name, gathered on the
    /// first fat protocol; a function's labels are read back from its source only when a
    /// requirement of that name asks.
    struct ExtensionMembers {
        struct Member {
            var name: String
            var isStatic: Bool
            var module: String
            var path: String
            var line: Int
            var column: Int
        }
        private let byExtended: [String: [Member]]
        private var sources = LexedFiles()

        init(files: [SourceFile]) {
            var map: [String: [Member]] = [:]
            for file in files where !file.facts.extensionMembers.isEmpty {
                // `extension P where Self: UIViewController` serves only some conformers.
                let conditional = file.facts.declarations.filter { $0.kind == .extension && $0.hasWhereClause }
                    .map { $0.line...max($0.line, $0.endLine) }.sorted { $0.lowerBound < $1.lowerBound }
                // Members and extensions both come in source order: one walk.
                var next = 0
                for m in file.facts.extensionMembers {
                    while next < conditional.count, conditional[next].upperBound < m.line { next += 1 }
                    if next < conditional.count, conditional[next].contains(m.line) { continue }
                    map[TypeIndex.lastComponent(TypeIndex.stripGenerics(m.extendedType)), default: []].append(
                        Member(name: m.name, isStatic: m.isStatic, module: file.module, path: file.path, line: m.line, column: m.column))
                }
            }
            byExtended = map
        }

        /// How many of `requirements` of protocol `name` (declared in `module`) an extension of
        /// it in the same module implements: same name, same static-ness, and for a function
        /// the same labels (an `async` overload of `fetch(id:completion:)` is no default).
        mutating func defaulted(_ requirements: [ProtocolRequirementFact], of name: String, module: String, context: RuleContext) -> Int {
            guard let candidates = byExtended[TypeIndex.lastComponent(name)]?.filter({ $0.module == module }), !candidates.isEmpty else { return 0 }
            var byName: [String: [Member]] = [:]
            for c in candidates { byName[c.name, default: []].append(c) }
            // Per name and static-ness, the label lists the extension's functions of that name
            // have, read once: thousands of overloads are one pass, not one per requirement.
            var members: [String: (any: Bool, labels: Set<[String]>?)] = [:]
            var count = 0
            for r in requirements {
                let key = r.name + (r.isStatic ? "\u{0}static" : "")
                if members[key] == nil {
                    members[key] = ((byName[r.name] ?? []).contains { $0.isStatic == r.isStatic }, nil)
                }
                guard members[key]!.any else { continue }
                guard r.kind == "func", let labels = r.argumentLabels else { count += 1; continue }
                if members[key]!.labels == nil {
                    var set = Set<[String]>()
                    for m in byName[r.name] ?? [] where m.isStatic == r.isStatic {
                        if let found = labelsOf(m, context: context) { set.insert(found) }
                    }
                    members[key]!.labels = set
                }
                if members[key]!.labels!.contains(labels) { count += 1 }
            }
            return count
        }

        private mutating func labelsOf(_ m: Member, context: RuleContext) -> [String]? {
            let key = "\(m.path)\u{0}\(m.line)\u{0}\(m.column)"
            if let known = labels[key] { return known }
            guard let (source, bytes) = sources.lexed(m.path, context: context) else { return nil }
            let found = CallArguments.declaredLabels(at: m.line, column: m.column, in: source, bytes: bytes)
            labels[key] = .some(found)
            return found
        }
        private var labels: [String: [String]?] = [:]
    }
}
