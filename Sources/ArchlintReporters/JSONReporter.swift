import ArchlintEngine
import ArchlintRules

/// The stable JSON report of the SPEC (`"version": 1`), for editors and scripts.
///
/// Byte-identical across runs: fixed key order, no duration, 2-space indentation, trailing
/// newline. Shape decisions: every violation has the same keys — `related` is always an array
/// and `fix` is `null` when there is none; a related location without a span has only
/// `message`. The summary adds `baselined` and `unlayered` after the SPEC's keys.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ result: LintResult) -> String {
        JSONWriter.write(document(result)) + "\n"
    }

    /// The report as a value, for callers that embed it (the language server).
    public func document(_ result: LintResult) -> JSONValue {
        let s = result.summary
        return .object([
            ("version", .int(1)),
            ("tool", .object([("name", .string("archlint")), ("version", .string(result.toolVersion))])),
            ("summary", .object([
                ("files", .int(s.files)),
                ("modules", .int(s.modules)),
                ("errors", .int(s.errors)),
                ("warnings", .int(s.warnings)),
                ("suppressed", .int(s.suppressed)),
                ("baselined", .int(s.baselined)),
                ("unlayered", .int(s.unlayeredFiles)),
            ])),
            ("violations", .array(result.findings.map(violation))),
        ])
    }

    private func violation(_ f: Finding) -> JSONValue {
        .object([
            ("rule", .string(f.rule)),
            ("severity", .string(f.severity.rawValue)),
            ("message", .string(f.message)),
            ("file", .string(f.span.file)),
            ("line", .int(f.span.line)),
            ("column", .int(f.span.column)),
            ("endLine", .int(f.span.endLine)),
            ("endColumn", .int(f.span.endColumn)),
            ("fingerprint", .string(f.fingerprint)),
            ("related", .array(f.related.map(related))),
            ("fix", .optional(f.fix)),
        ])
    }

    private func related(_ r: RelatedLocation) -> JSONValue {
        guard let span = r.span else { return .object([("message", .string(r.message))]) }
        return .object([
            ("file", .string(span.file)),
            ("line", .int(span.line)),
            ("column", .int(span.column)),
            ("message", .string(r.message)),
        ])
    }
}
