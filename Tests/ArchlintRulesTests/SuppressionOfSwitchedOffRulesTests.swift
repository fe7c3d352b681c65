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
