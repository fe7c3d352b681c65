import ArchlintGraph
import ArchlintWorkspace

/// One architecture check. A rule value *is* its configuration: it is built from its
/// rules.json options once per run, then `check` is a pure function of the analysed workspace.
public protocol Rule: Sendable {
    /// Everything user-facing: id, summary, rationale, options, examples.
    static var description: RuleDescription { get }
    /// Reads this rule's options; keys it never reads are reported as unknown by the engine.
    init(options: RuleOptionsReader) throws
    /// Inspects the workspace; no I/O, no global state.
    func check(_ context: RuleContext) -> [FindingDraft]
}

/// What a rule reports; the engine adds the rule id, severity, fingerprint and suppressions.
public struct FindingDraft: Sendable {
    public var span: SourceSpan
    public var message: String
    /// What the finding is about, independent of line numbers (for fingerprints and baselines).
    public var subject: String
    public var related: [RelatedLocation]
    public var fix: String?
    /// A rule may grade its own findings (bastard-injection: error across modules, warning
    /// within one); an explicit severity in rules.json overrides it.
    public var severity: Severity?
    /// Report only the first occurrence of this subject in the file that survives suppressions
    /// (one finding per file and imported module or referenced type). The rule emits every
    /// occurrence, so that suppressing one use does not hide the others.
    public var firstInFileOnly: Bool
    /// The subject belongs to the workspace, not to the file it is reported in (a cycle is
    /// reported at its first edge, which a new import in another file can change): the
    /// fingerprint leaves the file out.
    public var isWorkspaceWide: Bool

    public init(span: SourceSpan, message: String, subject: String, related: [RelatedLocation] = [],
                fix: String? = nil, severity: Severity? = nil, firstInFileOnly: Bool = false, isWorkspaceWide: Bool = false) {
        self.firstInFileOnly = firstInFileOnly
        self.isWorkspaceWide = isWorkspaceWide
        self.span = span
        self.message = message
        self.subject = subject
        self.related = related
        self.fix = fix
        self.severity = severity
    }
}

/// The read-only view a rule gets of the run.
public struct RuleContext: Sendable {
    public let workspace: Workspace
    public let graph: DependencyGraph
    public var index: TypeIndex { graph.index }
    public var configuration: Configuration { workspace.configuration }
    /// The bytes of a workspace file (by its root-relative path), for the rare question the
    /// facts do not answer (a call's argument labels); nil when unreadable. The engine reads;
    /// rules stay free of file access.
    public let readSource: @Sendable (String) -> [UInt8]?

    public init(workspace: Workspace, graph: DependencyGraph, readSource: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }) {
        self.workspace = workspace
        self.graph = graph
        self.readSource = readSource
    }

    /// A span for a fact on one line of a file.
    public func span(_ file: String, line: Int, column: Int, endColumn: Int? = nil) -> SourceSpan {
        SourceSpan(file: file, line: line, column: column, endLine: line, endColumn: endColumn ?? column)
    }
}
