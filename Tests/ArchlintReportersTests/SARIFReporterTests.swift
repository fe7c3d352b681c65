import ArchlintEngine
import ArchlintReporters
import ArchlintRules
import Foundation
import Testing

@Suite struct SARIFReporterTests {
    private func run(_ text: String) throws -> [String: Any] {
        let log = try #require(try Fixtures.parseJSON(text) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    @Test func structure() throws {
        let run = try run(SARIFReporter().render(Fixtures.result))
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file:///abs/my%20root/")

        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "archlint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // Three described rules plus the one a finding names that is missing from them.
        #expect(rules.compactMap { $0["id"] as? String }
                == ["layer-dependency", "fat-protocol", "unused-dependency", "cyclic-dependency"])
        #expect(rules[0]["name"] as? String == "LayerDependency")
        let off = try #require(rules[2]["defaultConfiguration"] as? [String: Any])
        #expect(off["enabled"] as? Bool == false)
        let help = try #require(rules[1]["help"] as? [String: String])
        #expect(help["markdown"]?.contains("```swift\nprotocol P { func `a`() }\n```") == true)

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let first = results[0]
        #expect(first["ruleId"] as? String == "fat-protocol")
        #expect(first["ruleIndex"] as? Int == 1)
        #expect(first["level"] as? String == "warning")
        #expect((first["partialFingerprints"] as? [String: String]) == ["archlint/v1": "ff00"])
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: String])
        #expect(artifact["uri"] == "Sources/Data/Net%20Kit%2C%20v2/Caf%C3%A9%3AClient.swift")
        #expect(artifact["uriBaseId"] == "%SRCROOT%")
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 12, "startColumn": 8, "endLine": 12, "endColumn": 20])

        let second = results[1]
        #expect((second["message"] as? [String: String])?["text"]
                == "Domain must not depend on Data: import NetworkKit; fix: move the protocol into Domain and let Data implement it")
        let related = try #require(second["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 2)
        #expect(related[0]["id"] as? Int == 1)
        #expect(related[0]["physicalLocation"] != nil)
        #expect(related[1]["physicalLocation"] == nil)
        #expect(results[2]["ruleIndex"] as? Int == 3)
        #expect(results[2]["partialFingerprints"] == nil)  // empty fingerprint: left out
    }

    @Test func pathsAreNamedFromTheWorkingDirectoryWhenTheRootLiesInsideIt() throws {
        // `archlint App --format sarif` run from the checkout: GitHub reads `App/...` from the
        // repository root, so the URI carries the prefix and the source root is the checkout.
        let result = LintResult(rootPath: "/work/checkout/App", toolVersion: "0.1.0", findings: Fixtures.result.findings,
                                summary: Fixtures.result.summary, rules: Fixtures.result.rules)
        let run = try run(SARIFReporter(options: ReporterOptions(pathPrefix: "App/")).render(result))
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file:///work/checkout/")
        let results = try #require(run["results"] as? [[String: Any]])
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: String])
        #expect(artifact["uri"] == "App/Sources/Data/Net%20Kit%2C%20v2/Caf%C3%A9%3AClient.swift")
        // A prefix that does not name the root's own folder is not trusted: root-relative paths.
        let odd = try self.run(SARIFReporter(options: ReporterOptions(pathPrefix: "Other/")).render(result))
        #expect((odd["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"] == "file:///work/checkout/App/")
    }

    @Test func emptyResultStillHasResultsArray() throws {
        let text = SARIFReporter().render(Fixtures.empty)
        let run = try run(text)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect(text.contains("\"results\": []"))
    }

    @Test func convertsUTF8ColumnsToUTF16WithSourceLines() throws {
        // `let π = 1; let q = 😀 + ;`: π is 2 bytes / 1 unit, 😀 is 4 bytes / 2 units, so the
        // `+` at byte column 26 is at UTF-16 column 23.
        let line = Array("let π = 1; let q = 😀 + ;".utf8)
        let finding = Finding(rule: "fat-protocol", severity: .warning, message: "m",
                              span: SourceSpan(file: "A.swift", line: 1, column: 26, endLine: 1, endColumn: 27),
                              subject: "s")
        let result = LintResult(rootPath: "/r", toolVersion: "0", findings: [finding],
                                summary: LintSummary(warnings: 1), rules: Fixtures.rules)
        let options = ReporterOptions(sourceLine: { file, n in file == "A.swift" && n == 1 ? line : nil })
        let run = try run(SARIFReporter(options: options).render(result))
        let results = try #require(run["results"] as? [[String: Any]])
        let region = try #require(((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]
                                   as? [String: Any])?["region"] as? [String: Int])
        #expect(region["startColumn"] == 23)
        #expect(region["endColumn"] == 24)
        // Without source lines, byte columns pass through.
        #expect(SARIFReporter().render(result).contains("\"startColumn\": 26"))
    }

    @Test(.enabled(if: SharedTools.available, "needs ../shared and python3 with jsonschema"))
    func passesGitHubPreflightAndOfficialSchema() throws {
        for (name, result) in [("full.sarif", Fixtures.result), ("empty.sarif", Fixtures.empty)] {
            let file = try SharedTools.writeTemp(SARIFReporter().render(result), name: name)
            defer { try? FileManager.default.removeItem(atPath: file) }
            for schema in ["schemas/github-code-scanning-sarif-schema-2.1.0.json", "schemas/sarif-schema-2.1.0.json"] {
                let (status, output) = try SharedTools.run(
                    ["python3", SharedTools.path("tools/sarif_github_preflight.py"), SharedTools.path(schema), file])
                #expect(status == 0, "\(name) against \(schema):\n\(output)")
                #expect(!output.contains("schema:"), "\(output)")
            }
        }
    }
}
