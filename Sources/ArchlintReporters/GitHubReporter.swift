import ArchlintEngine
import ArchlintRules

/// GitHub Actions workflow commands: one inline annotation per finding.
///
/// ```
/// ::error file=Sources/Domain/X.swift,line=12,col=8,endLine=12,endColumn=20,title=archlint layer-dependency::message
/// ```
///
/// Escaping follows the runner (`ActionCommand.cs`) and the toolkit (`command.ts`): in the
/// message, `%` -> `%25` first, then CR -> `%0D`, LF -> `%0A`; property values additionally
/// escape `:` -> `%3A` and `,` -> `%2C`. Related locations are appended to the message as
/// `note:` lines (multi-line messages are fine in annotations). GitHub shows only 10
/// annotations of each type per step, so the report ends with a plain summary line and, past
/// 10, a hint to upload SARIF.
public struct GitHubReporter: Reporter {
    public static let annotationLimit = 10
    public var options: ReporterOptions

    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    public func render(_ result: LintResult) -> String {
        let columns = ColumnConverter(sourceLine: options.sourceLine)
        var out = ""
        var errors = 0, warnings = 0
        for f in result.findings {
            let command = f.severity == .error ? "error" : "warning"
            if f.severity == .error { errors += 1 } else { warnings += 1 }
            let line = max(f.span.line, 1)
            let endLine = max(f.span.endLine, line)
            var props: [(String, String)] = [
                ("file", ReportText.prefixed(options.pathPrefix, f.span.file)),
                ("line", String(line)),
                ("col", String(columns.utf16Column(file: f.span.file, line: f.span.line, utf8Column: f.span.column))),
                ("endLine", String(endLine)),
                ("endColumn", String(columns.utf16Column(file: f.span.file, line: f.span.endLine,
                                                         utf8Column: f.span.endColumn))),
                ("title", "archlint \(f.rule)"),
            ]
            props = props.filter { !$0.1.isEmpty }  // the runner ignores empty values
            var message = ReportText.messageWithFix(f) + " [\(f.rule)]"
            for r in f.related {
                if let span = r.span {
                    message += "\nnote: \(ReportText.prefixed(options.pathPrefix, span.file)):\(span.line):\(span.column): \(r.message)"
                } else {
                    message += "\nnote: \(r.message)"
                }
            }
            out += "::\(command) "
            out += props.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
            out += "::" + Self.escapeData(message) + "\n"
        }
        if options.showSummary {
            out += ReportText.summaryLine(result.summary, showDuration: options.showDuration) + "\n"
            if errors > Self.annotationLimit || warnings > Self.annotationLimit {
                out += "archlint: GitHub shows only \(Self.annotationLimit) annotations of each type per step; "
                    + "upload the SARIF report (--format sarif) to code scanning to see all "
                    + "\(result.findings.count) findings.\n"
            }
        }
        return out
    }

    /// Message data: `%` first, then CR and LF.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Property values: data escaping plus `:` and `,`.
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for c in escapeData(s).unicodeScalars {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
