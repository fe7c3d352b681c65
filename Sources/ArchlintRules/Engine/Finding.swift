import ArchlintSyntax

/// How bad a finding is. `off` only appears in configuration, never on a finding.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case off, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.order < rhs.order
    }
    private var order: Int {
        switch self {
        case .off: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// A place in a file, for findings and their related locations.
/// Lines are 1-based; columns are 1-based UTF-8 byte columns, as swiftc reports them.
public struct SourceSpan: Sendable, Hashable, Comparable {
    /// Root-relative, `/`-separated path.
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(file: String, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column
    }

    public static func < (a: SourceSpan, b: SourceSpan) -> Bool {
        if a.file != b.file { return a.file.precedesInUTF8Order(b.file) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.endLine != b.endLine { return a.endLine < b.endLine }
        return a.endColumn < b.endColumn
    }
}

/// Extra context for a finding: where the other end of a dependency lives, each edge of a cycle.
public struct RelatedLocation: Sendable, Hashable {
    public var span: SourceSpan?
    public var message: String

    public init(span: SourceSpan?, message: String) {
        self.span = span
        self.message = message
    }
}

/// One architecture violation, as reporters see it.
public struct Finding: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    /// What is wrong and why it matters, in one or two clauses.
    public var message: String
    public var span: SourceSpan
    /// What the finding is about, independent of its position (`import NetworkKit`,
    /// `UserRepository.api`). Fingerprints and baselines are built from it so that moving
    /// code does not invalidate them.
    public var subject: String
    /// Stable hash of rule + file + subject (+ an occurrence index for duplicates).
    public var fingerprint: String
    public var related: [RelatedLocation]
    /// How to fix it.
    public var fix: String?
    /// About the workspace rather than the file it is reported in (a cycle): the fingerprint
    /// leaves the file out.
    public var isWorkspaceWide: Bool = false

    public init(rule: String, severity: Severity, message: String, span: SourceSpan, subject: String,
                fingerprint: String = "", related: [RelatedLocation] = [], fix: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.span = span
        self.subject = subject
        self.fingerprint = fingerprint
        self.related = related
        self.fix = fix
    }

    /// SPEC order: file, line, column, rule (then message, for total determinism).
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.span.file != b.span.file { return a.span.file.precedesInUTF8Order(b.span.file) }
        if a.span.line != b.span.line { return a.span.line < b.span.line }
        if a.span.column != b.span.column { return a.span.column < b.span.column }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.message != b.message { return a.message < b.message }
        return a.fingerprint < b.fingerprint
    }
}
