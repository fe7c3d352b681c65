import ArchlintEngine
import ArchlintRules

/// Checkstyle XML (reviewdog `-f=checkstyle`, Jenkins Warnings NG, danger-checkstyle).
/// File names are absolute (root + relative path), as SwiftLint writes them, so consumers
/// resolve them whatever their working directory. `source` is `archlint.<rule-id>`; the fix
/// goes into the message tail (`; fix: …`).
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ result: LintResult) -> String {
        var out = XMLWriter.declaration + "\n<checkstyle version=\"4.3\">\n"
        var current: String?
        for f in result.findings {
            if f.span.file != current {
                if current != nil { out += "  </file>\n" }
                current = f.span.file
                let path = ReportText.absolutePath(root: result.rootPath, file: f.span.file)
                out += "  <file " + XMLWriter.attributes([("name", path)]) + ">\n"
            }
            out += "    <error " + XMLWriter.attributes([
                ("line", String(f.span.line)),
                ("column", String(f.span.column)),
                ("severity", f.severity == .error ? "error" : "warning"),
                ("message", ReportText.messageWithFix(f)),
                ("source", "archlint.\(f.rule)"),
            ]) + "/>\n"
        }
        if current != nil { out += "  </file>\n" }
        out += "</checkstyle>\n"
        return out
    }
}
