import ArchlintEngine
import ArchlintRules

/// The default report: one swiftc-style diagnostic per finding, so that Xcode, VS Code's
/// `$swiftc` problem matcher and vim's `errorformat` jump to it.
///
/// ```
/// /abs/root/Sources/Domain/X.swift:12:8: error: Domain must not depend on Data; fix: move it [layer-dependency]
/// /abs/root/Sources/Data/Y.swift:3:1: note: NetworkKit is in layer Data
/// archlint: 1 error, 0 warnings in 120 files, 6 modules
/// ```
///
/// Decisions:
/// - The fix has no location of its own, so it goes into the message tail (`; fix: …`) before
///   the `[rule-id]`: Xcode's issue navigator and VS Code's Problems view show only the
///   diagnostic line, and an indented free-text line would be lost or, worse, misparsed.
/// - Related locations become `note:` lines in swiftc format: with a span at that span; without
///   one at the finding's own location (swiftc attaches notes to the preceding diagnostic).
/// - Every line is single-line: newlines and control characters in messages and paths are
///   flattened (see `ReportText.singleLine`), so a message can never forge a diagnostic.
/// - Colour wraps only the severity word, and only when `useColor` is set.
public struct TextReporter: Reporter {
    public var options: ReporterOptions

    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    public func render(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            let path = ReportText.absolutePath(root: result.rootPath, file: finding.span.file)
            let message = ReportText.messageWithFix(finding)
            out += diagnostic(path: path, line: finding.span.line, column: finding.span.column,
                              kind: finding.severity == .error ? "error" : "warning",
                              message: message + " [\(finding.rule)]")
            for related in finding.related {
                let span = related.span ?? finding.span
                out += diagnostic(path: ReportText.absolutePath(root: result.rootPath, file: span.file),
                                  line: span.line, column: span.column, kind: "note", message: related.message)
            }
        }
        if options.showSummary {
            out += ReportText.summaryLine(result.summary, showDuration: options.showDuration) + "\n"
        }
        return out
    }

    private func diagnostic(path: String, line: Int, column: Int, kind: String, message: String) -> String {
        "\(ReportText.singleLine(path)):\(line):\(column): \(colored(kind)): \(ReportText.singleLine(message))\n"
    }

    private func colored(_ kind: String) -> String {
        guard options.useColor else { return kind }
        switch kind {
        case "error": return "\u{1B}[1;31m\(kind)\u{1B}[0m"
        case "warning": return "\u{1B}[1;33m\(kind)\u{1B}[0m"
        default: return "\u{1B}[1m\(kind)\u{1B}[0m"
        }
    }
}
