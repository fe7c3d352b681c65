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
        // A protocol can only exceed the limit in a file with more requirements than that.
        for file in context.workspace.files where !file.isTest && file.facts.protocolRequirements.count > maxRequirements {
            var lines: [String: [Int]] = [:]
            // Associated types are part of the protocol's vocabulary, not work a conformer does.
            for r in file.facts.protocolRequirements where r.kind != "associatedtype" {
                lines[r.protocolName, default: []].append(r.line)
            }
            for decl in file.facts.declarations where decl.kind == .protocol {
                // By declaration, not by name: `#if` / `#else` may declare the protocol twice, and
                // only one of the copies is ever compiled.
                let own = (lines[decl.name] ?? []).filter { $0 >= decl.line && $0 <= decl.endLine }
                guard own.count > maxRequirements else { continue }
                out.append(FindingDraft(
                    span: context.span(file.path, line: decl.line, column: decl.column,
                                       endColumn: decl.column + TypeIndex.lastComponent(decl.name).utf8.count),
                    message: "protocol \(decl.name) declares \(own.count) requirements (more than \(maxRequirements)); each client depends on all of them, and every conformer and test double must satisfy them all",
                    subject: "protocol \(decl.name)",
                    fix: "split \(decl.name) by client into smaller protocols and compose them with a typealias where needed"))
            }
        }
        return out
    }
}
