import Foundation
import ArchlintGraph
import ArchlintRules
import ArchlintSyntax
import ArchlintWorkspace

/// Rules the engine itself checks (they judge suppression comments, not the architecture).
public enum EngineRules {
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression",
        summary: "An archlint:disable comment suppresses nothing, or names an unknown rule.",
        rationale: """
            A suppression that no longer matches a finding hides nothing today but will silently hide \
            a real violation tomorrow; one naming an unknown rule is a typo that suppresses nothing.
            """,
        howToFix: "Delete the comment, or correct the rule id (`archlint rules` lists them).",
        defaultSeverity: .warning,
        badExample: """
            // archlint:disable:next layer-dependency - legacy
            import Foundation
            """,
        goodExample: """
            // archlint:disable:next forbidden-import - UIImage until the avatar moves to Presentation (JIRA-42)
            import UIKit
            """)

    public static let missingSuppressionReason = RuleDescription(
        id: "missing-suppression-reason",
        summary: "A suppression gives no reason while rules.json requires one.",
        rationale: """
            With "requireSuppressionReason": true, every exception to the architecture must say why, \
            so that reviewers can judge it and it can be revisited.
            """,
        howToFix: "Add the reason after ` - `: `// archlint:disable:next RULE - why this is acceptable`.",
        defaultSeverity: .warning,
        badExample: "// archlint:disable:next forbidden-import\nimport UIKit",
        goodExample: "// archlint:disable:next forbidden-import - UIImage in legacy DTO, JIRA-42\nimport UIKit")

    public static let all = [missingSuppressionReason, unusedSuppression, Baseline.staleEntry]
}

/// Every rule description: built-in rules and engine rules, sorted by id.
public var allRuleDescriptions: [RuleDescription] {
    (builtInRules.map { $0.description } + EngineRules.all).sorted { $0.id < $1.id }
}

/// Findings after severities, suppressions and (optionally) the baseline were applied.
public struct CheckOutcome: Sendable {
    public var findings: [Finding]
    /// The file of each finding a suppression comment hid.
    public var suppressedFiles: [String]
    /// The findings the baseline hid (what a pruned baseline keeps).
    public var baselinedFindings: [Finding] = []
    /// Baseline entries that no longer match any finding.
    public var staleBaselineEntries: Int
    /// The file each stale-entry finding's baseline entry names, by the finding's fingerprint.
    public var staleEntryFiles: [String: String] = [:]
    /// The baseline entries no finding matched, whatever `stale-baseline-entry`'s severity.
    public var unmatchedBaselineEntries: [Baseline.Entry] = []

    public var suppressed: Int { suppressedFiles.count }
    public var baselined: Int { baselinedFindings.count }
}

/// The configured rules of one run: instances, severities, and the engine's bookkeeping.
public struct RuleSet: Sendable {
    struct Entry: Sendable {
        var rule: any Rule
        var id: String
        var severity: Severity
        var severityIsExplicit: Bool
    }
    var entries: [Entry] = []
    var engineSeverities: [String: Severity] = [:]
    var requireSuppressionReason: Bool
    /// Rules switched off: a suppression of one matches nothing now, by the configuration's
    /// choice, and is not reported as unused (SwiftLint's rule).
    var switchedOff: Set<String> = []

    public init(configuration: Configuration, configPath: String) throws {
        var errors: [ConfigurationError] = []
        let known = allRuleDescriptions.map(\.id)
        errors += configuration.unknownRuleErrors(known: known)
        for type in builtInRules {
            let d = type.description
            let setting = configuration.ruleSetting(d.id)
            let severity = setting?.severity.flatMap(Severity.init(rawValue:)) ?? d.defaultSeverity
            do {
                let reader = configuration.optionsReader(forRule: d.id)
                let rule = try type.init(options: reader)
                errors += reader.finish()
                if severity != .off {
                    entries.append(Entry(rule: rule, id: d.id, severity: severity,
                                         severityIsExplicit: setting?.severity != nil))
                } else {
                    switchedOff.insert(d.id)
                }
            } catch let e as ConfigurationError {
                errors.append(e)
            } catch let e as ConfigurationErrors {
                errors += e.errors
            }
        }
        for d in EngineRules.all {
            engineSeverities[d.id] = configuration.ruleSetting(d.id)?.severity.flatMap(Severity.init(rawValue:)) ?? d.defaultSeverity
            errors += configuration.optionsReader(forRule: d.id).finish()
        }
        requireSuppressionReason = configuration.requireSuppressionReason
        if !errors.isEmpty { throw ConfigurationErrors(errors) }
    }

    public var enabledRuleIDs: [String] { entries.map(\.id) }

    /// The longest rules on a large workspace, longest first.
    static let startFirst = ["interface-segregation", "concrete-dependency", "direct-instantiation", "undeclared-import"]

    /// Whether `archlint:` occurs in the bytes: a manifest without it holds no command.
    static func mentionsArchlint(_ bytes: [UInt8]) -> Bool {
        let word = Array("archlint:".utf8)
        guard bytes.count >= word.count else { return false }
        for i in 0...(bytes.count - word.count) where bytes[i] == word[0] && bytes[i..<(i + word.count)].elementsEqual(word) {
            return true
        }
        return false
    }

    /// A finding in a Package.swift (a cycle only the manifests make, an undeclared dependency's
    /// declaration) can be silenced there like anywhere: the suppression comments of the
    /// manifests findings point into, read through the context's source reader (manifests are
    /// not linted files).
    static func manifestSuppressions(for findings: [Finding], in workspace: Workspace,
                                     read: (String) -> [UInt8]?) -> [String: [SuppressionFact]] {
        var out: [String: [SuppressionFact]] = [:]
        var linted: Set<String>?
        // Every manifest, not only those findings point into: a comment there that silences
        // nothing or names an unknown rule is reported as it is in a Swift file.
        var paths = Set(workspace.modules.lazy.compactMap(\.manifestPath))
        for f in findings where f.span.file.hasSuffix("Package.swift") { paths.insert(f.span.file) }
        for path in paths.sorted() {
            if linted == nil { linted = Set(workspace.files.lazy.map(\.path)) }
            if linted!.contains(path) { continue }
            guard let bytes = read(path), bytes.count < 4 << 20 else { out[path] = []; continue }
            // Most manifests have no command at all: not lexed again for nothing.
            guard Self.mentionsArchlint(bytes) else { out[path] = []; continue }
            out[path] = FactsExtractor.extract(path: path, bytes: bytes).suppressions
        }
        return out
    }

    /// The configured severity of an engine rule (suppressions, baseline).
    public func severity(of engineRule: String) -> Severity { engineSeverities[engineRule] ?? .warning }

    public func check(_ context: RuleContext) -> CheckOutcome {
        // Rules are pure functions of the context: they run side by side, each into its own
        // slot, and are merged in rule order, so the result does not depend on scheduling.
        // The rules that read every fact of every file are taken first, so that they run side
        // by side rather than one of them starting last.
        let entries = self.entries
        let order = Self.startFirst.compactMap { id in entries.firstIndex { $0.id == id } }
            + entries.indices.filter { !Self.startFirst.contains(entries[$0].id) }
        let started = ConcurrentMap.map(count: entries.count, workers: entries.count) { k in
            let i = order[k]
            let clock = PhaseClock()
            defer { clock.mark("rule \(entries[i].id)") }
            return entries[i].rule.check(context)
        }
        var drafts = [[FindingDraft]](repeating: [], count: entries.count)
        for (k, i) in order.enumerated() { drafts[i] = started[k] }
        var raw: [Finding] = []
        var firstInFileOnly = Set<String>()
        for (i, entry) in entries.enumerated() {
            for draft in drafts[i] {
                if draft.firstInFileOnly {
                    firstInFileOnly.insert(entry.id + "\u{1F}" + draft.span.file + "\u{1F}" + draft.subject)
                }
                let severity = entry.severityIsExplicit ? entry.severity : (draft.severity ?? entry.severity)
                var finding = Finding(rule: entry.id, severity: severity, message: draft.message, span: draft.span,
                                      subject: draft.subject, related: draft.related, fix: draft.fix)
                finding.isWorkspaceWide = draft.isWorkspaceWide
                raw.append(finding)
            }
        }
        var (kept, suppressed, suppressionFindings) = SuppressionFilter.apply(
            raw, files: context.workspace.files, manifestSuppressions: Self.manifestSuppressions(for: raw, in: context.workspace, read: context.readSource), knownRules: Set(allRuleDescriptions.map(\.id)),
            severities: engineSeverities, requireReason: requireSuppressionReason, switchedOff: switchedOff)
        // The file of each finding a comment hid: a run on part of a project counts its own.
        var suppressedFiles: [String] = []
        if firstInFileOnly.isEmpty {
            suppressedFiles = suppressed.map(\.span.file)
        } else {
            func key(_ f: Finding) -> String { f.rule + "\u{1F}" + f.span.file + "\u{1F}" + f.subject }
            kept.sort(by: Finding.reportOrder)
            var seen = Set<String>()
            kept = kept.filter { f in !firstInFileOnly.contains(key(f)) || seen.insert(key(f)).inserted }
            // A finding reported once per file and subject is one finding however many of its
            // occurrences a comment covers; none is hidden when a later occurrence reports it.
            // That later occurrence says why it shows when the first one, where the finding
            // was, is silenced: each use is its own (a new use of the legacy DTO is new debt).
            var silencedBefore: [String: Finding] = [:]
            for f in suppressed {
                let k = key(f)
                if firstInFileOnly.contains(k), silencedBefore[k].map({ Finding.reportOrder(f, $0) }) ?? true { silencedBefore[k] = f }
                if !firstInFileOnly.contains(k) || seen.insert(k).inserted { suppressedFiles.append(f.span.file) }
            }
            if !silencedBefore.isEmpty {
                for i in kept.indices {
                    guard let earlier = silencedBefore[key(kept[i])], Finding.reportOrder(earlier, kept[i]) else { continue }
                    kept[i].related.insert(RelatedLocation(
                        span: earlier.span,
                        message: "an archlint comment silences this earlier use; it covers the lines it is written for, not the file's other uses (silence them too, or wrap them in archlint:disable ... archlint:enable)"), at: 0)
                }
            }
        }
        kept += suppressionFindings
        kept = Fingerprints.assign(kept)
        kept.sort(by: Finding.reportOrder)
        return CheckOutcome(findings: kept, suppressedFiles: suppressedFiles, staleBaselineEntries: 0)
    }
}

/// Fingerprints from rule + file + subject (+ the occurrence index among equal keys), never
/// from line numbers, so that moving code keeps baselines and code-scanning alerts stable; a
/// workspace-wide subject (a cycle) leaves the file out.
enum Fingerprints {
    static func assign(_ findings: [Finding]) -> [Finding] {
        let ordered = findings.sorted(by: Finding.reportOrder)
        var seen: [String: Int] = [:]
        return ordered.map { f in
            var f = f
            let key = f.rule + "\u{1F}" + (f.isWorkspaceWide ? "" : f.span.file) + "\u{1F}" + f.subject
            let n = seen[key, default: 0]
            seen[key] = n + 1
            f.fingerprint = hash(key + "\u{1F}\(n)")
            return f
        }
    }

    /// FNV-1a 64, hex: stable across runs, platforms and Swift versions (unlike `Hasher`).
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
