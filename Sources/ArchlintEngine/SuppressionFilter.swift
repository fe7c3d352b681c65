import ArchlintRules
import ArchlintSyntax
import ArchlintWorkspace

/// Applies `// archlint:disable...` comments: drops the findings they cover, and reports
/// suppressions that cover nothing, name unknown rules or (when required) give no reason.
enum SuppressionFilter {
    private struct Scope {
        var suppression: SuppressionFact
        var fromLine: Int
        var toLine: Int
        var used = false
        func covers(_ rule: String, line: Int) -> Bool {
            line >= fromLine && line <= toLine && (suppression.rules.contains(rule) || suppression.rules.contains("all"))
        }
    }

    static func apply(_ findings: [Finding], files: [SourceFile], knownRules: Set<String>,
                      severities: [String: Severity], requireReason: Bool)
        -> (kept: [Finding], suppressed: Int, extra: [Finding]) {
        var scopesByFile: [String: [Scope]] = [:]
        for file in files where !file.facts.suppressions.isEmpty {
            scopesByFile[file.path] = scopes(for: file)
        }
        var kept: [Finding] = []
        var suppressed = 0
        for finding in findings {
            var hit = false
            if var scopes = scopesByFile[finding.span.file] {
                for i in scopes.indices where scopes[i].covers(finding.rule, line: finding.span.line) {
                    scopes[i].used = true
                    hit = true
                }
                scopesByFile[finding.span.file] = scopes
            }
            if hit { suppressed += 1 } else { kept.append(finding) }
        }
        var extra: [Finding] = []
        let unusedSeverity = severities[EngineRules.unusedSuppression.id] ?? .warning
        let reasonSeverity = severities[EngineRules.missingSuppressionReason.id] ?? .warning
        for (path, scopes) in scopesByFile.sorted(by: { $0.key < $1.key }) {
            for scope in scopes where scope.suppression.kind != .enable {
                let s = scope.suppression
                let span = SourceSpan(file: path, line: s.line, column: s.column)
                let unknown = s.rules.filter { $0 != "all" && !knownRules.contains($0) }
                if unusedSeverity != .off {
                    if !unknown.isEmpty {
                        extra.append(Finding(
                            rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                            message: "suppression names unknown rule \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")); it suppresses nothing",
                            span: span, subject: "unknown \(unknown.joined(separator: ","))",
                            fix: "correct the rule id (`archlint rules` lists them) or delete the comment"))
                    } else if !scope.used {
                        extra.append(Finding(
                            rule: EngineRules.unusedSuppression.id, severity: unusedSeverity,
                            message: "suppression of \(s.rules.joined(separator: ", ")) matches no finding; it would silently hide a future violation",
                            span: span, subject: "unused \(s.kind) \(s.rules.joined(separator: ","))",
                            fix: "delete the comment"))
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

    private static func scopes(for file: SourceFile) -> [Scope] {
        var result: [Scope] = []
        let end = Int.max
        let sorted = file.facts.suppressions.sorted { $0.line < $1.line }
        for (i, s) in sorted.enumerated() {
            switch s.kind {
            case .disableNext:
                result.append(Scope(suppression: s, fromLine: s.targetLine, toLine: s.targetLine))
            case .disableThis:
                result.append(Scope(suppression: s, fromLine: s.line, toLine: s.line))
            case .disable:
                // Until an `enable` naming one of its rules (or `all`), else to the end of the file.
                var until = end
                for later in sorted[(i + 1)...] where later.kind == .enable {
                    if later.rules.contains("all") || !Set(later.rules).isDisjoint(with: s.rules) || s.rules.contains("all") {
                        until = later.line
                        break
                    }
                }
                result.append(Scope(suppression: s, fromLine: s.line, toLine: until))
            case .enable:
                result.append(Scope(suppression: s, fromLine: 0, toLine: -1, used: true))
            }
        }
        return result
    }
}
