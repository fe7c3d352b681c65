import ArchlintEngine
import ArchlintRules
import Foundation

/// Synthetic inputs shared by the reporter tests.
enum Fixtures {
    static let awkwardPath = "Sources/Data/Net Kit, v2/Café:Client.swift"

    static let rules: [RuleDescription] = [
        RuleDescription(
            id: "layer-dependency", summary: "A layer depends on a layer it may not use.",
            rationale: "Inner layers must not know outer ones.", howToFix: "Depend on a protocol in Domain.",
            defaultSeverity: .error, badExample: "import NetworkKit", goodExample: "import Domain"),
        RuleDescription(
            id: "fat-protocol", summary: "A protocol declares too many requirements.",
            rationale: "Clients depend on methods they never call.", howToFix: "Split the protocol.",
            defaultSeverity: .warning, badExample: "protocol P { func `a`() }", goodExample: "protocol P {}"),
        RuleDescription(
            id: "unused-dependency", summary: "A declared dependency is never imported.",
            rationale: "Unused dependencies slow builds.", howToFix: "Remove it from Package.swift.",
            defaultSeverity: .off, badExample: "", goodExample: ""),
    ]

    /// Three findings in SPEC order: an awkward path and message, one with related locations
    /// and a fix, one with a control character, an empty fingerprint and a rule missing from
    /// `rules`.
    static let findings: [Finding] = [
        Finding(rule: "fat-protocol", severity: .warning,
                message: "100% \"fat\" <Client & Co>\nsecond line",
                span: SourceSpan(file: awkwardPath, line: 12, column: 8, endLine: 12, endColumn: 20),
                subject: "Client", fingerprint: "ff00"),
        Finding(rule: "layer-dependency", severity: .error,
                message: "Domain must not depend on Data: import NetworkKit",
                span: SourceSpan(file: "Sources/Domain/FetchWeather.swift", line: 3, column: 1, endLine: 3, endColumn: 18),
                subject: "import NetworkKit", fingerprint: "a1b2c3",
                related: [
                    RelatedLocation(span: SourceSpan(file: awkwardPath, line: 9, column: 1), message: "NetworkKit is in layer Data"),
                    RelatedLocation(span: nil, message: "Domain may use nothing"),
                ],
                fix: "move the protocol into Domain and let Data implement it"),
        Finding(rule: "cyclic-dependency", severity: .error,
                message: "cycle Domain -> Data -> Domain\u{7}",
                span: SourceSpan(file: "Sources/Domain/FetchWeather.swift", line: 5, column: 2),
                subject: "Domain>Data"),
    ]

    static let result = LintResult(
        rootPath: "/abs/my root", toolVersion: "0.1.0", findings: findings,
        summary: LintSummary(files: 120, modules: 6, errors: 2, warnings: 1, suppressed: 2, baselined: 1,
                             unlayeredFiles: 0, duration: 0.0412),
        rules: rules)

    static let empty = LintResult(
        rootPath: "/abs/root", toolVersion: "0.1.0", findings: [],
        summary: LintSummary(files: 1, modules: 1), rules: rules)

    static func parseJSON(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
}

/// `../shared` tools (present on developer machines and CI, absent on a fresh clone).
enum SharedTools {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = repoRoot.deletingLastPathComponent().appendingPathComponent("shared")

    static func path(_ relative: String) -> String { shared.appendingPathComponent(relative).path }

    /// python3 with jsonschema and the shared schemas and tools.
    static let available: Bool = {
        let fm = FileManager.default
        guard fm.fileExists(atPath: path("tools/sarif_github_preflight.py")),
              fm.fileExists(atPath: path("tools/github_annotations.py")),
              fm.fileExists(atPath: path("schemas/sarif-schema-2.1.0.json")) else { return false }
        return (try? run(["python3", "-c", "import jsonschema"]).status) == 0
    }()

    /// Runs a command through `/usr/bin/env`, returning exit status and combined output.
    static func run(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Writes `text` to a uniquely named temporary file; callers remove it.
    static func writeTemp(_ text: String, name: String) throws -> String {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-reporters-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try Data(text.utf8).write(to: file)
        return file.path
    }
}
