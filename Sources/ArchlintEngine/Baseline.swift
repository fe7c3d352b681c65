import ArchlintRules
import ArchlintWorkspace
import Foundation

/// Known findings of a legacy codebase, recorded so that only new ones are reported.
/// Entries match by fingerprint (rule + file + subject + occurrence), never by line, so that
/// moving code does not break the baseline. Entries that no longer match are reported as
/// stale, so the baseline can only shrink.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable {
        public var rule: String
        public var file: String
        public var subject: String
        public var message: String
        public var fingerprint: String
        /// Line of the entry in the baseline file (where a stale entry is reported).
        public var line: Int = 1
    }

    public var entries: [Entry]
    /// Root-relative (or as given) path, for stale-entry findings.
    public var path: String

    public static let staleEntry = RuleDescription(
        id: "stale-baseline-entry",
        summary: "A baseline entry matches no finding any more: remove it so the baseline only shrinks.",
        rationale: """
            Once a recorded violation is fixed, its baseline entry would hide the same violation if it \
            came back. Reporting stale entries keeps the baseline an honest list of debt.
            """,
        howToFix: "Prune the baseline with `--baseline FILE --write-baseline FILE`: it drops the entries that match nothing and records no new finding.",
        defaultSeverity: .warning,
        badExample: "{ \"rule\": \"layer-dependency\", \"file\": \"Domain/Fixed.swift\", ... }",
        goodExample: "(the entry removed after the violation was fixed)")

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read baseline file: \(path)")
        }
        // Positioned as rules.json's errors are, so that editors and problem matchers jump to it.
        if let error = JSONSyntaxCheck.firstBaselineError(in: [UInt8](data), file: path) { throw error }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = object["findings"] as? [[String: Any]] else {
            throw InputError("\(path): not an archlint baseline (expected {\"version\": 1, \"findings\": [...]})")
        }
        if let version = object["version"] as? Int, version != 1 {
            throw InputError("\(path): unsupported baseline version \(version)")
        }
        // Lines of each fingerprint in the file text, in order, so stale entries point at themselves.
        var linesByFingerprint: [String: [Int]] = [:]
        let text = String(decoding: data, as: UTF8.self)
        for (number, lineText) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = lineText.range(of: "\"fingerprint\"") else { continue }
            let rest = lineText[range.upperBound...]
            guard let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") else { continue }
            linesByFingerprint[String(rest[rest.index(after: open)..<close]), default: []].append(number + 1)
        }
        var seen: [String: Int] = [:]
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            guard let fp = item["fingerprint"] as? String else {
                throw InputError("\(path): $.findings[\(index)] has no \"fingerprint\" (re-record the baseline with --write-baseline)")
            }
            let occurrence = seen[fp, default: 0]
            seen[fp] = occurrence + 1
            let lines = linesByFingerprint[fp] ?? []
            entries.append(Entry(rule: item["rule"] as? String ?? "", file: item["file"] as? String ?? "",
                                 subject: item["subject"] as? String ?? "", message: item["message"] as? String ?? "",
                                 fingerprint: fp, line: occurrence < lines.count ? lines[occurrence] : 1))
        }
        return Baseline(entries: entries, path: path)
    }

    /// Hides recorded findings; adds a warning for each entry nothing matched.
    /// `displayPath` is where stale entries are reported (root-relative when the baseline lives
    /// under the root); `severity` is the configured one of `stale-baseline-entry`.
    public func apply(to outcome: CheckOutcome, displayPath: String? = nil, severity: Severity = .warning) -> CheckOutcome {
        var remaining: [String: Int] = [:]
        for e in entries { remaining[e.fingerprint, default: 0] += 1 }
        // A workspace-wide finding (a cycle) is fingerprinted without its file; a baseline
        // recorded when the file was part of it still names the same rule and subject.
        var bySubject: [String: [String]]?
        var kept: [Finding] = []
        var hidden: [Finding] = []
        for f in outcome.findings {
            if let n = remaining[f.fingerprint], n > 0 {
                remaining[f.fingerprint] = n - 1
                hidden.append(f)
                continue
            }
            if f.isWorkspaceWide {
                if bySubject == nil {
                    var map: [String: [String]] = [:]
                    for e in entries { map[e.rule + "\u{1F}" + e.subject, default: []].append(e.fingerprint) }
                    bySubject = map
                }
                if let recorded = bySubject?[f.rule + "\u{1F}" + f.subject]?.first(where: { (remaining[$0] ?? 0) > 0 }) {
                    remaining[recorded]! -= 1
                    hidden.append(f)
                    continue
                }
            }
            kept.append(f)
        }
        // The entries nothing matched, in file order: as many of each fingerprint as are left.
        var staleEntries: [Entry] = []
        var listed: [String: Int] = [:]
        for e in entries {
            let unmatched = remaining[e.fingerprint] ?? 0
            let done = listed[e.fingerprint, default: 0]
            guard done < unmatched else { continue }
            listed[e.fingerprint] = done + 1
            staleEntries.append(e)
        }
        var stale = 0
        var staleFiles: [String: String] = [:]
        for e in staleEntries where severity != .off {
            stale += 1
            staleFiles[e.fingerprint] = e.file
            kept.append(Finding(
                rule: Self.staleEntry.id, severity: severity,
                message: "baseline entry no longer matches a finding: \(e.rule) in \(e.file) (\(e.subject)); remove it so the baseline only shrinks",
                span: SourceSpan(file: displayPath ?? path, line: e.line, column: 1), subject: e.fingerprint,
                fingerprint: e.fingerprint, fix: "prune the baseline: --baseline \(ShellWord.quoted(path)) --write-baseline \(ShellWord.quoted(path))"))
        }
        kept.sort(by: Finding.reportOrder)
        return CheckOutcome(findings: kept, suppressedFiles: outcome.suppressedFiles, baselinedFindings: hidden,
                            staleBaselineEntries: stale, staleEntryFiles: staleFiles, unmatchedBaselineEntries: staleEntries)
    }

    /// The baseline file's text for these findings, and `entries` kept as they are: sorted, one
    /// readable entry per finding.
    public static func render(_ findings: [Finding], keeping entries: [Entry] = []) -> String {
        let rows = findings.map { Entry(rule: $0.rule, file: $0.span.file, subject: $0.subject, message: $0.message, fingerprint: $0.fingerprint) }
            + entries
        let sorted = rows.sorted {
            ($0.file, $0.rule, $0.subject, $0.fingerprint) < ($1.file, $1.rule, $1.subject, $1.fingerprint)
        }
        var out = "{\n  \"version\": 1,\n  \"findings\": ["
        for (i, f) in sorted.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"rule\": \(quote(f.rule)), \"file\": \(quote(f.file)), \"subject\": \(quote(f.subject)), "
            out += "\"fingerprint\": \(quote(f.fingerprint)), \"message\": \(quote(f.message))}"
        }
        out += sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Writes atomically: a reader never sees half a baseline.
    public static func write(_ findings: [Finding], keeping entries: [Entry] = [], to path: String) throws {
        try OutputFile.writeReplacing(path, render(findings, keeping: entries), kind: "baseline")
    }

    private static func quote(_ s: String) -> String {
        JSONText.quoted(s)
    }
}
