import ArchlintEngine
import ArchlintRules
import Foundation
import Testing

/// The rule list is the single source for `archlint rules`, `explain`, SARIF and the schema:
/// these tests keep it well-formed and keep `rules.schema.json` in step with it.
struct RuleCatalogTests {
    @Test func builtInRulesAreSortedAndUnique() {
        let ids = builtInRules.map { $0.description.id }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        let all = allRuleDescriptions.map(\.id)
        #expect(Set(all).count == all.count)
    }

    @Test func everyRuleExplainsItself() {
        for rule in allRuleDescriptions {
            #expect(rule.id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil, "\(rule.id) is not kebab-case")
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty && !rule.howToFix.isEmpty, "\(rule.id)")
            #expect(!rule.badExample.isEmpty && !rule.goodExample.isEmpty, "\(rule.id) needs a bad and a good example")
        }
    }

    @Test func schemaListsEveryRuleWithItsOptions() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("rules.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let rules = (schema?["properties"] as? [String: Any])?["rules"] as? [String: Any]
        let properties = rules?["properties"] as? [String: Any] ?? [:]
        #expect(Set(properties.keys) == Set(allRuleDescriptions.map(\.id)), "rules.schema.json must list exactly the rules")
        #expect(rules?["additionalProperties"] as? Bool == false)
        for rule in allRuleDescriptions {
            let variants = (properties[rule.id] as? [String: Any])?["oneOf"] as? [[String: Any]] ?? []
            let object = variants.first { $0["type"] as? String == "object" }
            let options = object?["properties"] as? [String: Any] ?? [:]
            #expect(Set(options.keys) == Set(["severity"] + rule.options.map(\.name)), "\(rule.id): schema options differ")
            for option in rule.options {
                let type = (options[option.name] as? [String: Any])?["type"] as? String
                let expected = option.type == .stringArray ? "array" : option.type.rawValue
                #expect(type == expected, "\(rule.id).\(option.name): schema says \(type ?? "nothing"), rule says \(expected)")
            }
        }
    }
}
