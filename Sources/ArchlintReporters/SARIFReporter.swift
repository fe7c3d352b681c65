import ArchlintEngine
import ArchlintRules

/// SARIF 2.1.0, shaped for GitHub code scanning (`github/codeql-action/upload-sarif`).
///
/// Decisions:
/// - Columns: archlint columns are 1-based UTF-8 byte columns, which SARIF cannot declare
///   (sarif-spec #466). The run declares `"columnKind": "utf16CodeUnits"` and columns are
///   converted with `ReporterOptions.sourceLine`; without it they pass through unchanged
///   (exact when the text before the column is ASCII). End columns are exclusive, as in SARIF.
/// - URIs are relative to the working directory when the root lies inside it (the checkout,
///   in CI: GitHub resolves a result's `uri` from the repository root and does not read
///   `originalUriBaseIds`), else to the root; percent-encoded, with `uriBaseId` `%SRCROOT%`,
///   which `originalUriBaseIds` maps to that folder (`file:///abs/checkout/`).
/// - `partialFingerprints` uses our own key `archlint/v1` (never `primaryLocationLineHash`,
///   whose algorithm is GitHub's; upload-sarif adds it).
/// - The fix goes into `message.text` (`; fix: …`): SARIF `fixes` need byte replacements.
/// - `tool.driver.rules` lists every rule of `result.rules`, then any rule a finding names
///   that is missing from it, so every result has a valid `ruleIndex`.
public struct SARIFReporter: Reporter {
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let informationURI = "https://github.com/archlint/archlint"
    /// Key of our fingerprint in `partialFingerprints`; bump when the fingerprint changes.
    public static let fingerprintKey = "archlint/v1"

    public var options: ReporterOptions

    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    public func render(_ result: LintResult) -> String {
        JSONWriter.write(document(result)) + "\n"
    }

    public func document(_ result: LintResult) -> JSONValue {
        var rules = result.rules
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() where index[rule.id] == nil { index[rule.id] = i }
        for finding in result.findings where index[finding.rule] == nil {
            index[finding.rule] = rules.count
            rules.append(RuleDescription(
                id: finding.rule, summary: "archlint rule \(finding.rule)",
                rationale: "archlint rule \(finding.rule).", howToFix: "See `archlint explain \(finding.rule)`.",
                defaultSeverity: finding.severity, badExample: "", goodExample: ""))
        }
        let columns = ColumnConverter(sourceLine: options.sourceLine)
        // `pathPrefix` is the root as seen from the working directory (`App/`): that directory
        // is the source root, and paths keep the prefix.
        var sourceRoot = result.rootPath
        var uriPrefix = ""
        if !options.pathPrefix.isEmpty, result.rootPath.hasSuffix("/" + options.pathPrefix.dropLast()) {
            sourceRoot = String(result.rootPath.dropLast(options.pathPrefix.count))
            if sourceRoot.isEmpty { sourceRoot = "/" }
            uriPrefix = options.pathPrefix
        }
        let results = result.findings.map { sarifResult($0, ruleIndex: index[$0.rule] ?? 0, columns: columns, uriPrefix: uriPrefix) }

        let driver: JSONValue = .object([
            ("name", .string("archlint")),
            ("version", .string(result.toolVersion)),
            ("informationUri", .string(Self.informationURI)),
            ("rules", .array(rules.map(rule))),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("originalUriBaseIds", .object([
                ("%SRCROOT%", .object([("uri", .string(ReportText.fileURI(directory: sourceRoot)))])),
            ])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        return .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    // MARK: - Rules

    private func rule(_ r: RuleDescription) -> JSONValue {
        var configuration: [(String, JSONValue)] = []
        if r.defaultSeverity == .off { configuration.append(("enabled", .bool(false))) }
        configuration.append(("level", .string(r.defaultSeverity == .error ? "error" : "warning")))
        return .object([
            ("id", .string(r.id)),
            ("name", .string(Self.ruleName(r.id))),
            ("shortDescription", .object([("text", .string(nonEmpty(r.summary, r.id)))])),
            ("fullDescription", .object([("text", .string(nonEmpty(r.rationale, r.summary, r.id)))])),
            ("help", .object([("text", .string(helpText(r))), ("markdown", .string(helpMarkdown(r)))])),
            ("defaultConfiguration", .object(configuration)),
            ("properties", .object([("tags", .array([.string("architecture"), .string("maintainability")]))])),
        ])
    }

    /// `layer-dependency` -> `LayerDependency` (SARIF `name` is a friendly identifier).
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    private func nonEmpty(_ candidates: String...) -> String {
        candidates.first { !$0.isEmpty } ?? "archlint rule"
    }

    private func helpText(_ r: RuleDescription) -> String {
        var parts = [nonEmpty(r.rationale, r.summary, r.id)]
        if !r.howToFix.isEmpty { parts.append("How to fix: " + r.howToFix) }
        if !r.badExample.isEmpty { parts.append("Bad:\n" + r.badExample) }
        if !r.goodExample.isEmpty { parts.append("Good:\n" + r.goodExample) }
        return parts.joined(separator: "\n\n")
    }

    private func helpMarkdown(_ r: RuleDescription) -> String {
        var parts = ["**\(r.id)**: " + nonEmpty(r.summary, r.id)]
        if !r.rationale.isEmpty { parts.append(r.rationale) }
        if !r.howToFix.isEmpty { parts.append("**How to fix:** " + r.howToFix) }
        if !r.badExample.isEmpty { parts.append("Bad:\n\n" + codeBlock(r.badExample)) }
        if !r.goodExample.isEmpty { parts.append("Good:\n\n" + codeBlock(r.goodExample)) }
        return parts.joined(separator: "\n\n")
    }

    /// A fenced Swift block whose fence is longer than any backtick run in the code.
    private func codeBlock(_ code: String) -> String {
        var longest = 0, run = 0
        for c in code {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "swift\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence
    }

    // MARK: - Results

    private func sarifResult(_ f: Finding, ruleIndex: Int, columns: ColumnConverter, uriPrefix: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(f.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(f.severity == .error ? "error" : "warning")),
            ("message", .object([("text", .string(nonEmpty(ReportText.messageWithFix(f), f.rule)))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(f.span, columns, uriPrefix: uriPrefix))])])),
        ]
        if !f.related.isEmpty {
            members.append(("relatedLocations", .array(f.related.enumerated().map { i, r in
                var location: [(String, JSONValue)] = [("id", .int(i + 1))]
                if let span = r.span { location.append(("physicalLocation", physicalLocation(span, columns, uriPrefix: uriPrefix))) }
                location.append(("message", .object([("text", .string(nonEmpty(r.message, "related location")))])))
                return .object(location)
            })))
        }
        if !f.fingerprint.isEmpty {
            members.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(f.fingerprint))])))
        }
        return .object(members)
    }

    /// Region with lines clamped to >= 1 and an end never before the start (the schema and
    /// GitHub reject both).
    private func physicalLocation(_ span: SourceSpan, _ columns: ColumnConverter, uriPrefix: String) -> JSONValue {
        let startLine = max(span.line, 1)
        let startColumn = columns.utf16Column(file: span.file, line: span.line, utf8Column: span.column)
        let endLine = max(span.endLine, startLine)
        var endColumn = columns.utf16Column(file: span.file, line: span.endLine, utf8Column: span.endColumn)
        // An empty region (a point) shows nothing in code scanning: at least the first character.
        if endLine == startLine { endColumn = max(endColumn, startColumn + 1) }
        return .object([
            ("artifactLocation", .object([
                ("uri", .string(ReportText.percentEncodePath(ReportText.prefixed(uriPrefix, span.file)))),
                ("uriBaseId", .string("%SRCROOT%")),
            ])),
            ("region", .object([
                ("startLine", .int(startLine)),
                ("startColumn", .int(startColumn)),
                ("endLine", .int(endLine)),
                ("endColumn", .int(endColumn)),
            ])),
        ])
    }
}
