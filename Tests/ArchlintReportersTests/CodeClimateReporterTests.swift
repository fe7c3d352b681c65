import ArchlintEngine
import ArchlintReporters
import ArchlintRules
import Testing

@Suite struct CodeClimateReporterTests {
    @Test func gitlabCodeQualityShape() throws {
        let text = CodeClimateReporter().render(Fixtures.result)
        let issues = try #require(try Fixtures.parseJSON(text) as? [[String: Any]])
        #expect(issues.count == 3)
        let first = issues[0]
        #expect(first["type"] as? String == "issue")
        #expect(first["check_name"] as? String == "fat-protocol")
        #expect(first["severity"] as? String == "minor")
        #expect(issues[1]["severity"] as? String == "major")
        #expect(first["engine_name"] as? String == "archlint")
        #expect(first["categories"] as? [String] == ["Complexity"])
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["path"] as? String == Fixtures.awkwardPath)
        #expect(location["lines"] as? [String: Int] == ["begin": 12, "end": 12])
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 3)
        for f in fingerprints {
            #expect(f.count == 32 && f.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
        #expect(text == CodeClimateReporter().render(Fixtures.result))
        #expect(CodeClimateReporter().render(Fixtures.empty) == "[]\n")
    }

    @Test func duplicateFingerprintsAreMadeUnique() throws {
        let finding = Fixtures.findings[2]
        let result = LintResult(rootPath: "/r", toolVersion: "0", findings: [finding, finding],
                                summary: LintSummary(errors: 2), rules: [])
        let issues = try #require(try Fixtures.parseJSON(CodeClimateReporter().render(result)) as? [[String: Any]])
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 2)
    }
}
