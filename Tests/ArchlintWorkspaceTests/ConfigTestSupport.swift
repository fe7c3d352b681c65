@testable import ArchlintWorkspace

/// Loads `json` as `rules.json`; nil when it throws.
func loadConfig(_ json: String) -> Configuration? {
    try? ConfigurationLoader.load(bytes: Array(json.utf8), path: "rules.json")
}

/// Loads `json` and returns the rendered errors (empty when it loads).
func configErrors(_ json: String) -> [String] {
    do {
        _ = try ConfigurationLoader.load(bytes: Array(json.utf8), path: "rules.json")
        return []
    } catch let e as ConfigurationErrors {
        return e.errors.map(\.description)
    } catch {
        return ["unexpected error type: \(error)"]
    }
}

enum ConfigExamples {
    /// The SPEC sketch, extended with every key the loader knows.
    static let full = """
        {
          "$schema": "./rules.schema.json",
          "version": 1,
          "exclude": ["**/Generated/**"],
          "modules": [ { "name": "Domain", "paths": ["Domain/**"], "exclude": ["Domain/Legacy/**"] } ],
          "layers": [
            { "name": "Presentation", "paths": ["**/Presentation/**"] },
            { "name": "Domain", "paths": ["**/Domain/**"], "modules": ["Domain", "*Interface"] },
            { "name": "Data", "paths": ["**/Data/**"], "modules": ["*Repository", "Networking"] }
          ],
          "allow": { "Presentation": ["Domain"], "Data": ["Domain"], "Domain": [] },
          "forbiddenImports": { "Domain": ["UIKit", "SwiftUI", "RealmSwift", "CoreData"], "*": ["Alamofire*"] },
          "interfaceModules": ["*Interface", "Interface"],
          "independent": [["Feature*"]],
          "compositionRoots": ["App/**/AppContainer.swift"],
          "requireLayer": false,
          "requireSuppressionReason": true,
          "rules": {
            "bastard-injection": "error",
            "fat-protocol": { "severity": "warning", "maxRequirements": 8 },
            "direct-instantiation": "off"
          }
        }
        """

    /// Every configuration here must load, and must validate against rules.schema.json.
    static let valid: [String] = [
        full,
        #"{"version": 1}"#,
        #"{"version": 1, "$comment": "minimal", "layers": [], "allow": {}}"#,
        """
        // archlint init writes comments
        {
          "version": 1, /* block */
          "layers": [ { "name": "App", "modules": ["App*"] }, { "name": "Core", "paths": ["Sources/Core/**"] } ],
          "allow": { "App": ["*"] },
          "rules": { "cyclic-dependency": { "maxCyclesPerComponent": 3 } }
        }
        """,
        #"{"version": 1, "independent": [["Feature*", "Widget*"], ["Kit{A,B}"]], "exclude": ["Vendor/", "{Pods,Carthage}/**"]}"#,
    ]
}
