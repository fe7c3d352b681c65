import ArchlintEngine
import ArchlintRules

/// JUnit XML for CI test-report views (GitLab, Jenkins, Azure): one `testsuite` per file (in
/// the order files first appear, which is the sorted order), one failing `testcase` per
/// finding; warnings are failures too, their severity is in `type` and the body. With no
/// findings a single passing testcase is written, so the report is never an empty suite.
/// No timestamps or durations, so the output is deterministic.
public struct JUnitReporter: Reporter {
    /// Prepended to file paths: the root as seen from the working directory, so that a CI
    /// system resolving paths from the checkout finds the files (as `github` and `sarif` do).
    let pathPrefix: String

    public init(pathPrefix: String = "") { self.pathPrefix = pathPrefix }

    public init(options: ReporterOptions) { self.init(pathPrefix: options.pathPrefix) }

    public func render(_ result: LintResult) -> String {
        // Group by file without sorting: findings arrive sorted, and first-appearance order
        // keeps this deterministic even if they did not.
        var order: [String] = []
        var byFile: [String: [Finding]] = [:]
        for f in result.findings {
            let file = ReportText.prefixed(pathPrefix, f.span.file)
            if byFile[file] == nil { order.append(file) }
            byFile[file, default: []].append(f)
        }
        let total = max(result.findings.count, 1)
        var out = XMLWriter.declaration + "\n"
        out += "<testsuites " + XMLWriter.attributes([
            ("name", "archlint"), ("tests", String(total)),
            ("failures", String(result.findings.count)), ("errors", "0"),
        ]) + ">\n"
        if result.findings.isEmpty {
            out += "  <testsuite " + XMLWriter.attributes([
                ("name", "archlint"), ("tests", "1"), ("failures", "0"), ("errors", "0"),
            ]) + ">\n"
            out += "    <testcase " + XMLWriter.attributes([
                ("classname", "archlint"), ("name", "architecture"),
            ]) + "/>\n"
            out += "  </testsuite>\n"
        }
        for file in order {
            let findings = byFile[file] ?? []
            out += "  <testsuite " + XMLWriter.attributes([
                ("name", file), ("tests", String(findings.count)),
                ("failures", String(findings.count)), ("errors", "0"),
            ]) + ">\n"
            for f in findings {
                let location = "\(file):\(f.span.line):\(f.span.column)"
                out += "    <testcase " + XMLWriter.attributes([
                    ("classname", file), ("name", "\(f.rule) at \(location)"),
                    ("file", file), ("line", String(f.span.line)),
                ]) + ">\n"
                var body = "\(f.severity.rawValue): \(f.message)\nat \(location)"
                for r in f.related {
                    if let span = r.span { body += "\nnote: \(ReportText.prefixed(pathPrefix, span.file)):\(span.line):\(span.column): \(r.message)" }
                    else { body += "\nnote: \(r.message)" }
                }
                if let fix = f.fix, !fix.isEmpty { body += "\nfix: \(fix)" }
                out += "      <failure " + XMLWriter.attributes([
                    ("type", f.severity.rawValue), ("message", "\(f.message) [\(f.rule)]"),
                ]) + ">" + XMLWriter.escapeText(body) + "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
