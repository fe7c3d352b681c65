/// A rule option, described once for `explain`, the JSON Schema and validation.
public struct RuleOptionDescription: Sendable {
    public enum ValueType: String, Sendable { case integer, number, boolean, string, stringArray }
    public var name: String
    public var type: ValueType
    public var defaultValue: String
    public var summary: String

    public init(name: String, type: ValueType, defaultValue: String, summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Everything user-facing about a rule. One value drives `archlint rules`, `archlint explain`,
/// SARIF rule metadata, the README rule list and the JSON Schema.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id: `layer-dependency`.
    public var id: String
    /// One line, for `archlint rules` and SARIF `shortDescription`.
    public var summary: String
    /// Why it matters (SARIF `fullDescription`, `explain`).
    public var rationale: String
    /// How to fix a finding.
    public var howToFix: String
    public var defaultSeverity: Severity
    /// Off-by-default rules are opt-in (`unused-dependency`).
    public var options: [RuleOptionDescription]
    /// Swift code that triggers the rule, and the same design done right.
    public var badExample: String
    public var goodExample: String

    public init(id: String, summary: String, rationale: String, howToFix: String,
                defaultSeverity: Severity, options: [RuleOptionDescription] = [],
                badExample: String, goodExample: String) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.howToFix = howToFix
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.badExample = badExample
        self.goodExample = goodExample
    }
}
