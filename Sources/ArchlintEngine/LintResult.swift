import ArchlintWorkspace
import ArchlintRules

/// Counts shown in every report's summary.
public struct LintSummary: Sendable, Equatable {
    public var files: Int
    public var modules: Int
    public var errors: Int
    public var warnings: Int
    public var suppressed: Int
    /// Findings hidden because the baseline records them.
    public var baselined: Int
    /// Files in no layer (checked by no layer rule).
    public var unlayeredFiles: Int
    /// Wall time of the run, in seconds. Reporters that must be deterministic leave it out.
    public var duration: Double

    public init(files: Int = 0, modules: Int = 0, errors: Int = 0, warnings: Int = 0, suppressed: Int = 0,
                baselined: Int = 0, unlayeredFiles: Int = 0, duration: Double = 0) {
        self.files = files
        self.modules = modules
        self.errors = errors
        self.warnings = warnings
        self.suppressed = suppressed
        self.baselined = baselined
        self.unlayeredFiles = unlayeredFiles
        self.duration = duration
    }
}

/// What a lint run produced: the input of every reporter. Findings are already sorted in
/// SPEC order (file, line, column, rule); reporters never sort and never read the environment.
public struct LintResult: Sendable {
    /// Absolute path of the root, without a trailing `/`; finding paths are relative to it.
    public var rootPath: String
    public var toolVersion: String
    public var findings: [Finding]
    public var summary: LintSummary
    /// Descriptions of every built-in rule (SARIF lists them all).
    public var rules: [RuleDescription]
    /// Files the scan could not use (unreadable, binary, too large, broken links): reported on
    /// stderr as warnings, never fatal.
    public var problems: [ScanProblem]
    /// The rules.json in effect (as named in messages); nil when the run had none.
    public var configurationPath: String?
    /// A rules.json above the paths that excludes them (so none applied), as named in messages.
    public var excludingConfigurationPath: String?
    /// A rules.json above the project that is not archlint's (so none applied), and the
    /// project's folder, as named in messages.
    public var ignoredConfiguration: (path: String, project: String)? = nil
    /// Layers of the configuration that no scanned file belongs to: a misspelt glob silently
    /// turns off every check of that layer.
    public var emptyLayers: [String] = []
    /// How many layers rules.json declares (all of them empty: the paths likely start elsewhere).
    public var layerCount = 0
    /// Module-name globs of rules.json (`interfaceModules`, `independent`) that match no module,
    /// as `key: "glob"`: the checks they ask for never run.
    public var unmatchedModuleGlobs: [String] = []
    /// Globs of rules.json that take nothing in (a layer's module glob matching no module, a
    /// module's path matching no file), each as `file:line:column: $.json.path: message`.
    public var unmatchedConfigurationGlobs: [String] = []
    /// The findings `--baseline` hid, across the whole workspace: a pruned baseline records them.
    public var baselinedFindings: [Finding] = []
    /// How many entries the `--baseline` file held.
    public var baselineEntries = 0
    /// Entries no finding matched that name existing files this run did not read.
    public var baselineEntriesOutOfView: [Baseline.Entry] = []
    /// No entry of the `--baseline` file names a file under this run's root.
    public var baselineIsFromAnotherRoot = false

    public init(rootPath: String, toolVersion: String, findings: [Finding], summary: LintSummary,
                rules: [RuleDescription], problems: [ScanProblem] = [], configurationPath: String? = nil,
                excludingConfigurationPath: String? = nil) {
        self.problems = problems
        self.configurationPath = configurationPath
        self.excludingConfigurationPath = excludingConfigurationPath
        self.rootPath = rootPath
        self.toolVersion = toolVersion
        self.findings = findings
        self.summary = summary
        self.rules = rules
    }
}
