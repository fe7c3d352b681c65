import ArchlintEngine
import Testing

/// A rule switched off in rules.json produces nothing to silence: its suppressions are the
/// configuration's choice, not unused comments (SwiftLint's rule); another rule's still are.
struct SuppressionOfSwitchedOffRulesTests {
    @Test func aSuppressionOfASwitchedOffRuleIsNotUnused() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "Presentation", "paths": ["UI/**"] } ],
                  "forbiddenImports": { "Presentation": ["CoreData"] },
                  "rules": { "forbidden-import": "off" } }
                """,
            "UI/ProductView.swift": """
                import CoreData // archlint:disable:this forbidden-import - the store moves out in IOS-77
                // archlint:disable:next forbidden-import, fat-protocol - both until IOS-78
                struct ProductView {}
                """,
        ])
        #expect(findings.map { "\($0.rule)@\($0.span.file):\($0.span.line)" } == ["unused-suppression@UI/ProductView.swift:2"], "\(findings)")
        // Only the rule that is on is named as unused.
        #expect(findings.first?.message.hasPrefix("suppression names fat-protocol, which matches no finding") == true, "\(findings.map(\.message))")
    }
}

/// The summary's suppressed count is of findings, not of the occurrences a finding reported
/// once per file and subject (layer-dependency, undeclared-import) has in the lines a comment covers.
struct SuppressedCountTests {
    private let project = [
        "rules.json": """
            { "version": 1,
              "layers": [ { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ],
              "allow": { "Domain": [], "Data": ["Domain"] } }
            """,
        "Data/UserDTO.swift": "struct UserDTO { let id: String }\n",
    ]

    private func run(_ use: String) throws -> LintResult {
        var files = project
        files["Domain/ProfileUseCase.swift"] = use
        return try withTemporaryProject(files) { try LintRunner.run(LintRequest(paths: [$0])) }
    }

    @Test func aFindingWhoseOccurrencesAreAllCoveredCountsOnce() throws {
        let result = try run("""
            // archlint:disable layer-dependency - the DTO moves to Domain in IOS-90
            struct ProfileUseCase {
                func load(_ dto: UserDTO) -> UserDTO { dto }
                func cached() -> UserDTO? { nil }
            }
            """)
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.summary.suppressed == 1)
    }

    @Test func aFindingALaterOccurrenceReportsIsNotCountedAsHidden() throws {
        let result = try run("""
            struct ProfileUseCase {
                // archlint:disable:next layer-dependency - the DTO moves to Domain in IOS-90
                func load(_ dto: UserDTO) -> String { dto.id }
                func cached() -> UserDTO? { nil }
            }
            """)
        #expect(result.findings.map { "\($0.rule)@\($0.span.line)" } == ["layer-dependency@4"], "\(result.findings)")
        #expect(result.summary.suppressed == 0)
        // It says why it shows now that the first use is silenced.
        let note = try #require(result.findings.first?.related.first)
        #expect(note.span?.line == 3 && note.message.hasPrefix("an archlint comment silences this earlier use"), "\(note)")
    }
}
