import ArchlintEngine
import ArchlintRules

/// Code Climate issues, as GitLab Code Quality reads them (a JSON array).
///
/// Severity: `major` for errors, `minor` for warnings. Category: `Complexity` (architecture
/// violations add coupling; the Code Climate list has no closer one). The fingerprint must be
/// unique per issue or GitLab merges issues: it is a 32-digit hex hash of the finding's own
/// fingerprint (or of rule, file, subject and message when that is empty), with an occurrence
/// suffix hashed in when two findings would collide.
public struct CodeClimateReporter: Reporter {
    public var options: ReporterOptions

    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    public func render(_ result: LintResult) -> String {
        var seen: Set<String> = []
        let issues: [JSONValue] = result.findings.map { f in
            let basis = f.fingerprint.isEmpty
                ? [f.rule, f.span.file, f.subject, f.message].joined(separator: "\u{0}")
                : f.fingerprint
            var fingerprint = ReportText.stableHexHash(basis)
            var occurrence = 1
            while seen.contains(fingerprint) {
                occurrence += 1
                fingerprint = ReportText.stableHexHash(basis + "\u{0}#\(occurrence)")
            }
            seen.insert(fingerprint)
            var members: [(String, JSONValue)] = [
                ("type", .string("issue")),
                ("check_name", .string(f.rule)),
                ("description", .string(f.message + " [\(f.rule)]")),
            ]
            if let fix = f.fix, !fix.isEmpty {
                members.append(("content", .object([("body", .string("Fix: " + fix))])))
            }
            members += [
                ("categories", .array([.string("Complexity")])),
                ("location", .object([
                    ("path", .string(ReportText.prefixed(options.pathPrefix, f.span.file))),
                    ("lines", .object([("begin", .int(f.span.line)), ("end", .int(max(f.span.endLine, f.span.line)))])),
                ])),
                ("severity", .string(f.severity == .error ? "major" : "minor")),
                ("fingerprint", .string(fingerprint)),
                ("engine_name", .string("archlint")),
            ]
            return .object(members)
        }
        return JSONWriter.write(.array(issues)) + "\n"
    }
}
