import ArchlintEngine
import ArchlintReporters
import ArchlintRules
import Foundation
import Testing

@Suite struct GitHubReporterTests {
    @Test func escapesPropertiesAndData() {
        let out = GitHubReporter(options: ReporterOptions(showSummary: false)).render(Fixtures.result)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)  // 3 annotations + the final empty string
        #expect(lines[0] == "::warning file=Sources/Data/Net Kit%2C v2/Café%3AClient.swift,line=12,col=8,endLine=12,"
                + "endColumn=20,title=archlint fat-protocol::100%25 \"fat\" <Client & Co>%0Asecond line [fat-protocol]")
        #expect(lines[1].hasPrefix("::error file=Sources/Domain/FetchWeather.swift,line=3,col=1,"))
        #expect(lines[1].hasSuffix("; fix: move the protocol into Domain and let Data implement it [layer-dependency]"
                + "%0Anote: Sources/Data/Net Kit, v2/Café:Client.swift:9:1: NetworkKit is in layer Data"
                + "%0Anote: Domain may use nothing"))
        #expect(GitHubReporter.escapeProperty("a%b\r\n:,") == "a%25b%0D%0A%3A%2C")
    }

    @Test func summaryAndSARIFHintPastTenAnnotations() {
        let many = (1...11).map { i in
            Finding(rule: "fat-protocol", severity: .warning, message: "m\(i)",
                    span: SourceSpan(file: "A.swift", line: i, column: 1), subject: "s\(i)")
        }
        let result = LintResult(rootPath: "/r", toolVersion: "0", findings: many,
                                summary: LintSummary(files: 1, modules: 1, warnings: 11), rules: [])
        let out = GitHubReporter().render(result)
        #expect(out.contains("\narchlint: 0 errors, 11 warnings in 1 file, 1 module\n"))
        #expect(out.contains("--format sarif"))
        #expect(!GitHubReporter().render(Fixtures.result).contains("--format sarif"))
        #expect(GitHubReporter().render(Fixtures.empty) == "archlint: no violations in 1 file, 1 module\n")
    }

    @Test(.enabled(if: SharedTools.available, "needs ../shared and python3"))
    func roundTripsThroughTheRunnerParser() throws {
        let out = GitHubReporter(options: ReporterOptions(showSummary: false)).render(Fixtures.result)
        let script = """
        import json, sys
        sys.path.insert(0, \(jsonString(SharedTools.path("tools"))))
        from github_annotations import parse
        print(json.dumps([parse(l) for l in sys.stdin.read().split("\\n") if l]))
        """
        let (status, output) = try SharedTools.run(["python3", "-c", script], stdin: out)
        #expect(status == 0, "\(output)")
        let parsed = try #require(try Fixtures.parseJSON(output) as? [[Any]])
        #expect(parsed.count == 3)
        for (entry, finding) in zip(parsed, Fixtures.findings) {
            let props = try #require(entry[1] as? [String: String])
            #expect(entry[0] as? String == (finding.severity == .error ? "error" : "warning"))
            #expect(props["file"] == finding.span.file)
            #expect(props["line"] == String(finding.span.line))
            #expect(props["col"] == String(finding.span.column))
            #expect(props["title"] == "archlint \(finding.rule)")
            let data = try #require(entry[2] as? String)
            #expect(data.hasPrefix(finding.message))
        }
        #expect((parsed[0][2] as? String) == "100% \"fat\" <Client & Co>\nsecond line [fat-protocol]")
    }

    private func jsonString(_ s: String) -> String { JSONWriter.write(.string(s)) }
}
