import ArchlintRules
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
    }
}
