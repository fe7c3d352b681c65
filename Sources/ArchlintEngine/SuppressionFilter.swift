import ArchlintRules
import ArchlintSyntax
import ArchlintWorkspace

/// Applies `// archlint:disable...` comments: drops the findings they cover, and reports
/// suppressions that cover nothing, name unknown rules or (when required) give no reason.
enum SuppressionFilter {
    private struct Scope {
        /// The comment and the lines it silences.
        var reach: SuppressionReach
        var suppression: SuppressionFact { reach.suppression }
        /// Written with no rule id: taken as `all`, and reported so that it says so.
        var namesNoRule: Bool { reach.namesNoRule }
        var used = false
        /// The rules it silenced findings of (`all` counts for each).
        var usedRules: Set<String> = []
        /// An `enable` no earlier `disable` of its rules is open for.
        var isStrayEnable = false
        func covers(_ rule: String, line: Int) -> Bool { reach.covers(rule, line: line) }
    }

    /// The commands a comment can give, for the did-you-mean of a misspelt one.
    static let commands = [SuppressionKind.disableNext, .disableThis, .disable, .enable].map(\.rawValue)

    static func apply(_ findings: [Finding], files: [SourceFile], manifestSuppressions: [String: [SuppressionFact]] = [:],
                      knownRules: Set<String>, severities: [String: Severity], requireReason: Bool, switchedOff: Set<String> = [])
        -> (kept: [Finding], suppressed: [Finding], extra: [Finding]) {
        var scopesByFile: [String: [Scope]] = [:]
        for file in files where !file.facts.suppressions.isEmpty {
            scopesByFile[file.path] = scopes(for: file.facts.suppressions)
        }
        for (path, suppressions) in manifestSuppressions where !suppressions.isEmpty {
            scopesByFile[path] = scopes(for: suppressions)
        }
        var kept: [Finding] = []
        var suppressed: [Finding] = []
        for finding in findings {
            var hit = false
            if let count = scopesByFile[finding.span.file]?.count {
                // In place: copying the file's scopes out and back per finding was O(scopes) each.
                for i in 0..<count where scopesByFile[finding.span.file]![i].covers(finding.rule, line: finding.span.line) {
                    scopesByFile[finding.span.file]![i].used = true
                    scopesByFile[finding.span.file]![i].usedRules.insert(finding.rule)
                    hit = true
                }
            }
            if hit { suppressed.append(finding) } else { kept.append(finding) }
        }
        var extra: [Finding] = []
        let unusedSeverity = severities[EngineRules.unusedSuppression.id] ?? .warning
        let reasonSeverity = severities[EngineRules.missingSuppressionReason.id] ?? .warning
        for (path, scopes) in scopesByFile.sorted(by: { $0.key < $1.key }) {
            for scope in scopes where scope.suppression.kind != .enable || scope.isStrayEnable {
                let s = scope.suppression
                let span = SourceSpan(file: path, line: s.line, column: s.column)
                if s.kind == .enable {
                    guard unusedSeverity != .off else { continue }
                    extra.append(Finding(
                        rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                        message: "archlint:enable \(s.rules.joined(separator: ", ")) ends no archlint:disable of \(s.rules.count == 1 ? "that rule" : "those rules") above it; the comment does nothing",
                        span: span, subject: "stray enable \(s.rules.joined(separator: ","))",
                        fix: "delete the comment, or add the archlint:disable it was meant to end"))
                    continue
                }
                if s.kind == .unknownCommand {
                    guard unusedSeverity != .off else { continue }
                    let written = s.rules.first ?? ""
                    // `archlint: disable:next rule`: a command, but not where one is read.
                    if written.hasPrefix(" ") {
                        // Only when a rule id follows: else it is prose about archlint.
                        let next = s.rules.count > 1 ? s.rules[1] : ""
                        guard next == "all" || knownRules.contains(next) else { continue }
                        let command = String(written.drop { $0 == " " })
                        extra.append(Finding(
                            rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                            message: "'archlint: \(command)' has a space after the colon; the comment suppresses nothing",
                            span: span, subject: "spaced command \(command)",
                            fix: "write archlint:\(command) without the space"))
                        continue
                    }
                    let guess = DidYouMean.suggest(written, among: commands).map { " (did you mean 'archlint:\($0)'?)" } ?? ""
                    extra.append(Finding(
                        rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                        message: "unknown command 'archlint:\(written)'\(guess); the comment suppresses nothing",
                        span: span, subject: "unknown command \(written)",
                        fix: "write one of \(commands.map { "archlint:\($0)" }.joined(separator: ", ")), or delete the comment"))
                    continue
                }
                let unknown = s.rules.filter { $0 != "all" && !knownRules.contains($0) }
                if unusedSeverity != .off {
                    if scope.namesNoRule {
                        // It silences every rule, which a reader cannot tell from the comment.
                        let command = "archlint:\(s.kind.rawValue)"
                        extra.append(Finding(
                            rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                            message: "\(command) names no rule, so it silences every rule\(scope.used ? "" : " and matches no finding")",
                            span: span, subject: "no rule \(s.kind)",
                            fix: scope.used
                                ? "name the rules it is for (\(command) \(scope.usedRules.sorted().joined(separator: ", "))), or write 'all' if every rule is meant"
                                : "delete the comment"))
                    } else if !unknown.isEmpty {
                        let known = knownRules.sorted()
                        let guesses = unknown.compactMap { DidYouMean.suggest($0, among: known) }
                        let hint = guesses.isEmpty ? "" : " (did you mean \(guesses.map { "\"\($0)\"" }.joined(separator: ", "))?)"
                        extra.append(Finding(
                            rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                            message: "suppression names unknown rule \(unknown.map { "\"\($0)\"" }.joined(separator: ", "))\(hint); it suppresses nothing",
                            span: span, subject: "unknown \(unknown.joined(separator: ","))",
                            fix: "correct the rule id (`archlint rules` lists them) or delete the comment"))
                    } else if !scope.used && !s.rules.contains(where: switchedOff.contains) {
                        extra.append(Finding(
                            rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                            message: "suppression of \(s.rules.joined(separator: ", ")) matches no finding; it would silently hide a future violation",
                            span: span, subject: "unused \(s.kind) \(s.rules.joined(separator: ","))",
                            fix: "delete the comment"))
                    } else if s.rules.count > 1, !s.rules.contains("all") {
                        // `disable:next forbidden-import, fat-protocol`: each rule named must be used.
                        let idle = s.rules.filter { !scope.usedRules.contains($0) && !switchedOff.contains($0) }
                        if !idle.isEmpty {
                            extra.append(Finding(
                                rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                                message: "suppression names \(idle.joined(separator: ", ")), which \(idle.count == 1 ? "matches" : "match") no finding here; it would silently hide a future violation",
                                span: span, subject: "unused part \(s.kind) \(idle.joined(separator: ","))",
                                fix: "remove \(idle.joined(separator: ", ")) from the comment"))
                        }
                    }
                }
                if requireReason && reasonSeverity != .off && (s.reason ?? "").isEmpty {
                    extra.append(Finding(
                        rule: EngineRules.missingSuppressionReason.id, severity: reasonSeverity,
                        message: "suppression of \(s.rules.joined(separator: ", ")) gives no reason; rules.json requires one",
                        span: span, subject: "no reason \(s.kind) \(s.rules.joined(separator: ","))",
                        fix: "add ` - why` after the rule ids"))
                }
            }
        }
        return (kept, suppressed, extra)
    }

    private static func scopes(for suppressions: [SuppressionFact]) -> [Scope] {
        var result = SuppressionReach.of(suppressions).map { reach in
            Scope(reach: reach, used: reach.suppression.kind == .enable)
        }
        // An `enable` ends a `disable` above it naming one of its rules (or `all`); one that
        // ends none is a leftover. Forward, with the rules open at each point.
        var open: [String: Int] = [:]
        for k in result.indices {
            let s = result[k].suppression
            if s.kind == .disable {
                for rule in s.rules { open[rule, default: 0] += 1 }
            } else if s.kind == .enable {
                let ends = s.rules.contains("all") ? !open.isEmpty : s.rules.contains { open[$0] != nil } || open["all"] != nil
                if !ends { result[k].isStrayEnable = true }
                if s.rules.contains("all") { open.removeAll() } else { for rule in s.rules { open[rule] = nil } }
            }
        }
        return result
    }
}
