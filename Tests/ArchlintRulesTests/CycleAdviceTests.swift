@testable import ArchlintRules
import ArchlintWorkspace
import Testing

/// Where a cycle's message says to cut it.
struct CycleAdviceTests {
    /// The `@main` app shows its root view: that edge of an App <-> Presentation cycle is the
    /// composition root's job and stays; the advice names the other, even with more references.
    @Test func theCompositionRootsEdgeIsNotTheOneToCut() throws {
        let findings = try lintTemporaryProjectFindings([
            "rules.json": """
                { "version": 1,
                  "layers": [ { "name": "App", "paths": ["App/**"] }, { "name": "Presentation", "paths": ["Presentation/**"] } ],
                  "allow": { "App": ["Presentation"], "Presentation": ["App"] } }
                """,
            "App/ShopApp.swift": """
                import SwiftUI

                @main
                struct ShopApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """,
            "App/AppState.swift": """
                final class AppState {
                    var route: String = ""
                }
                """,
            "Presentation/RootView.swift": """
                import SwiftUI

                struct RootView: View {
                    let state: AppState
                    let other: AppState
                    var body: some View { Text(state.route + other.route) }
                }
                """,
        ])
        let cycle = try #require(findings.first { $0.rule == "cyclic-dependency" })
        #expect(cycle.message.contains("cut Presentation -> App"), "\(cycle.message)")
        // Every step is allowed: the message says so, and the fix speaks of layers and of the
        // allow entry that made the step legal.
        #expect(cycle.message.contains("(rules.json allows every step of it)"), "\(cycle.message)")
        #expect(cycle.fix == "remove the dependency Presentation -> App: invert it with a protocol declared in Presentation, implemented in App; if Presentation is not meant to use App at all, drop \"App\" from allow[\"Presentation\"] in rules.json, so that each such reference is reported as layer-dependency", "\(cycle.fix ?? "")")
    }

    /// A layer allowed everything (`"*"`) has no entry to drop, and a layer both may use is named.
    @Test func aLayerCycleFixFitsTheAllowEntries() throws {
        let config = try ConfigurationLoader.load(bytes: Array("""
            { "version": 1,
              "layers": [ { "name": "App", "paths": ["App/**"] }, { "name": "UI", "paths": ["UI/**"] },
                          { "name": "Core", "paths": ["Core/**"] } ],
              "allow": { "App": ["*"], "UI": ["App", "Core"] } }
            """.utf8), path: "rules.json")
        #expect(CyclicDependencyRule.layerCycleFix(cutting: "App", "UI", config: config)
            == "remove the dependency App -> UI: move what it uses into a layer both may use (Core), or invert it with a protocol; if App is not meant to use UI at all, replace \"*\" in allow[\"App\"] by the layers App may use, leaving out UI, so that each such reference is reported as layer-dependency")
    }
}
