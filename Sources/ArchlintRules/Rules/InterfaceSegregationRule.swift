import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// `interface-segregation`: a type holds a dependency typed as a workspace protocol and uses at
/// most `maxUsedRatio` of its requirements, in its body and its extensions in the same module.
public struct InterfaceSegregationRule: Rule {
    public static let description = RuleDescription(
        id: "interface-segregation",
        summary: "A type depends on a protocol but uses only a small part of it: depend on a narrower one.",
        rationale: """
            A use case that holds a 12-method repository and calls one method depends on eleven it does \
            not need: its test doubles must stub them all, and changes to any of them ripple into it.
            """,
        howToFix: """
            Depend on the narrowest protocol that covers what the type uses (the message names an \
            existing one when there is one), or extract one from the used requirements.
            """,
        defaultSeverity: .warning,
        options: [RuleOptionDescription(name: "maxUsedRatio", type: .number, defaultValue: "0.5",
                                        summary: "report when the used share of requirements is at most this (0...1)")],
        badExample: """
            typealias Repository = MemoRepository & TaskRepository
            struct FetchMemosUseCase {
                let repository: Repository          // uses fetchAllMemo only
                func callAsFunction() async throws -> [Memo] { try await repository.fetchAllMemo() }
            }
            """,
        goodExample: """
            struct FetchMemosUseCase {
                let repository: MemoRepository
                func callAsFunction() async throws -> [Memo] { try await repository.fetchAllMemo() }
            }
            """)

    let maxUsedRatio: Double

    public init(options: RuleOptionsReader) throws {
        maxUsedRatio = try options.double("maxUsedRatio", default: 0.5, range: 0...1)
    }

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let index = context.index
        // Pass 1: the stored properties typed as workspace protocols (the only ones this rule
        // judges), so that pass 2 looks only at accesses through those names.
        struct Candidate { var file: SourceFile; var property: StoredPropertyFact; var written: String; var protocols: [String] }
        var candidates: [Candidate] = []
        var candidateNames = NameSet()
        var denoted: [String: [String]?] = [:]
        for file in context.workspace.files where !file.isTest && !file.facts.storedProperties.isEmpty {
            var protocolNames: Set<String>?
            for p in file.facts.storedProperties where !p.isStatic {
                guard let written = p.type else { continue }
                let protocols: [String]?
                if let cached = denoted[written] { protocols = cached } else {
                    protocols = index.protocolsDenoted(by: written)
                    denoted[written] = protocols
                }
                guard let protocols, !protocols.isEmpty else { continue }
                if protocolNames == nil {
                    protocolNames = Set(file.facts.declarations.lazy.filter { $0.kind == .protocol }.map(\.name))
                }
                if protocolNames?.contains(p.enclosingType) == true { continue }
                candidates.append(Candidate(file: file, property: p, written: written, protocols: protocols))
                candidateNames.insert(p.name)
            }
        }
        if candidates.isEmpty { return [] }
        // Pass 2: member uses and escapes per (module, holder type name), from all files of the module.
        var uses: [HolderKey: [String: Set<String>]] = [:]
        var escapes: [HolderKey: Set<String>] = [:]
        // `holder.property.member` from other code: the property's uses cannot be attributed to
        // its holder, so the rule stays silent about it.
        var reachedFromOutside: [String: Set<String>] = [:]
        for file in context.workspace.files {
            // By index, reading fields in place: most of the workspace's accesses are rejected
            // on their names, and copying each fact out cost more than the test.
            for optional in [false, true] {
                let accesses = optional ? file.facts.optionalChainedAccesses : file.facts.memberAccesses
                for k in accesses.indices {
                    if candidateNames.contains(accesses[k].member) {
                        reachedFromOutside[file.module, default: []].insert(accesses[k].member)
                    }
                    guard candidateNames.contains(accesses[k].base), let holder = accesses[k].enclosingType else { continue }
                    uses[key(file.module, holder), default: [:]][accesses[k].base, default: []].insert(accesses[k].member)
                }
            }
            let valueUses = file.facts.valueUses
            for k in valueUses.indices where candidateNames.contains(valueUses[k].name) {
                guard let holder = valueUses[k].enclosingType else { continue }
                escapes[key(file.module, holder), default: []].insert(valueUses[k].name)
            }
        }
        var out: [FindingDraft] = []
        for candidate in candidates {
            let file = candidate.file
            let p = candidate.property
            let written = candidate.written
            let protocols = candidate.protocols
            do {
                let k = key(file.module, p.enclosingType)
                if escapes[k]?.contains(p.name) == true || reachedFromOutside[file.module]?.contains(p.name) == true { continue }
                var requirementNames: [String] = []
                for proto in protocols {
                    for r in index.allRequirements(of: proto) where r.kind != "associatedtype" && !requirementNames.contains(r.name) {
                        requirementNames.append(r.name)
                    }
                }
                guard !requirementNames.isEmpty else { continue }
                let accessed = uses[k]?[p.name] ?? []
                let used = requirementNames.filter { accessed.contains($0) }
                let unused = requirementNames.filter { !accessed.contains($0) }
                let ratio = Double(used.count) / Double(requirementNames.count)
                let span = context.span(file.path, line: p.line, column: p.column, endColumn: p.column + p.name.utf8.count)
                // A property other files can read may be used there: "never used" is only
                // knowable for private ones.
                if used.isEmpty, p.accessLevel != "private" && p.accessLevel != "fileprivate" { continue }
                if used.isEmpty {
                    out.append(FindingDraft(
                        span: span,
                        message: "\(p.enclosingType).\(p.name) (\(written)) is never used through its requirements; an unused dependency still has to be built and injected",
                        subject: "\(p.enclosingType).\(p.name) unused",
                        fix: "remove the dependency"))
                    continue
                }
                guard requirementNames.count >= 2, ratio <= maxUsedRatio else { continue }
                let narrower = narrowestCovering(used: Set(used), within: protocols, index: index, total: requirementNames.count)
                let suggestion = narrower.map { "depend on \($0), which covers what is used" }
                    ?? "extract a protocol with \(used.joined(separator: ", ")) and depend on it"
                out.append(FindingDraft(
                    span: span,
                    message: "\(p.enclosingType).\(p.name) uses \(used.count) of \(requirementNames.count) requirements of \(written) (\(used.joined(separator: ", "))); unused: \(unused.joined(separator: ", ")); it depends on (and its test doubles must implement) requirements it never calls",
                    subject: "\(p.enclosingType).\(p.name): \(written)",
                    fix: suggestion))
            }
        }
        return out
    }

    static let maxNarrowerCandidates = 64

    /// A holder type within a module; `Cache<Key>` and `Cache` are the same holder.
    private struct HolderKey: Hashable {
        var module: String
        var holder: Substring
    }

    private func key(_ module: String, _ holder: String) -> HolderKey {
        if let lt = holder.utf8.firstIndex(of: UInt8(ascii: "<")) {
            return HolderKey(module: module, holder: holder[..<lt])
        }
        return HolderKey(module: module, holder: Substring(holder))
    }

    /// The existing workspace protocol with the fewest requirements that still covers `used`,
    /// among the protocols the dependency is composed of or inherits from.
    private func narrowestCovering(used: Set<String>, within protocols: [String], index: TypeIndex, total: Int) -> String? {
        var candidates = Set<String>()
        var stack = protocols
        // Real hierarchies hold a handful of protocols; each candidate costs a walk of its own
        // ancestors, so a generated 10,000-protocol chain would be quadratic without a bound.
        while let p = stack.popLast(), candidates.count < Self.maxNarrowerCandidates {
            guard candidates.insert(p).inserted else { continue }
            for d in index.declarations(named: p) where d.kind == .protocol {
                for parent in d.inherits { stack.append(TypeIndex.lastComponent(parent)) }
            }
        }
        var best: (String, Int)?
        for c in candidates.sorted() {
            let names = Set(index.allRequirements(of: c).map(\.name))
            guard names.isSuperset(of: used), names.count < total else { continue }
            if best == nil || names.count < best!.1 { best = (c, names.count) }
        }
        return best?.0
    }
}
