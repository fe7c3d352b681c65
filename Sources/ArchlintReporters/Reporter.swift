import ArchlintEngine

/// Turns a lint result into the bytes of one report format.
///
/// Reporters are pure: the findings arrive already sorted (file, line, column, rule), and a
/// reporter never sorts, reads the environment or the file system, or prints. The CLI decides
/// colour, destination and exit code.
public protocol Reporter: Sendable {
    /// The whole report, ending with a newline.
    func render(_ result: LintResult) -> String
}

/// Returns the bytes of line `line` (1-based) of root-relative `file`, without its line
/// terminator, or nil when unknown. Used to convert UTF-8 byte columns to UTF-16 columns.
public typealias SourceLineProvider = @Sendable (_ file: String, _ line: Int) -> [UInt8]?

/// Presentation choices made by the CLI, not by the reporters.
public struct ReporterOptions: Sendable {
    /// ANSI colours in the text report (the CLI sets it for a TTY without `NO_COLOR`).
    public var useColor: Bool
    /// Append the wall time to the summary line (the CLI sets it only when stdout is a
    /// terminal, so reports in files and pipes stay byte-identical from run to run).
    public var showDuration: Bool
    /// Print the one-line summary after the findings (text and github formats).
    public var showSummary: Bool
    /// Source lines for exact UTF-16 columns in SARIF and GitHub annotations; nil passes the
    /// UTF-8 byte columns through (exact for ASCII-only line prefixes).
    public var sourceLine: SourceLineProvider?
    /// Prepended to root-relative paths by reporters whose consumer resolves paths from the
    /// repository root rather than from archlint's root (GitHub annotations, GitLab Code
    /// Quality): `Fixtures/App/` when archlint ran on `Fixtures/App` from the repository root.
    public var pathPrefix: String

    public init(useColor: Bool = false, showDuration: Bool = false, showSummary: Bool = true,
                sourceLine: SourceLineProvider? = nil, pathPrefix: String = "") {
        self.useColor = useColor
        self.showDuration = showDuration
        self.showSummary = showSummary
        self.sourceLine = sourceLine
        self.pathPrefix = pathPrefix
    }
}

/// Every `--format` of `archlint lint`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit, checkstyle, codeclimate

    /// The reporter for this format.
    public func reporter(options: ReporterOptions = ReporterOptions()) -> any Reporter {
        switch self {
        case .text: TextReporter(options: options)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(options: options)
        case .github: GitHubReporter(options: options)
        case .junit: JUnitReporter(options: options)
        case .checkstyle: CheckstyleReporter()
        case .codeclimate: CodeClimateReporter(options: options)
        }
    }

    /// One line for `--help`.
    public var summary: String {
        switch self {
        case .text: "swiftc-style diagnostics (Xcode, VS Code, vim jump to them)"
        case .json: "archlint JSON report, version 1 (editors, scripts)"
        case .sarif: "SARIF 2.1.0 (GitHub code scanning)"
        case .github: "GitHub Actions workflow commands (inline annotations)"
        case .junit: "JUnit XML (CI test reports)"
        case .checkstyle: "Checkstyle XML (reviewdog, Jenkins)"
        case .codeclimate: "Code Climate JSON (GitLab Code Quality)"
        }
    }

    /// Conventional file extension for `--output`, without the dot.
    public var fileExtension: String {
        switch self {
        case .text, .github: "txt"
        case .json, .codeclimate: "json"
        case .sarif: "sarif"
        case .junit, .checkstyle: "xml"
        }
    }
}
