import ArchlintGraph
import ArchlintWorkspace

/// `forbidden-import`: a file imports a module that its layer (or `"*"`) forbids.
public struct ForbiddenImportRule: Rule {
    public static let description = RuleDescription(
        id: "forbidden-import",
        summary: "A file imports a module its layer forbids (for example UIKit in Domain).",
        rationale: """
            Some frameworks pin code to a platform or a technology: UIKit or SwiftUI in Domain ties \
            business rules to the UI, CoreData or Realm ties them to one database. Forbidding them \
            per layer keeps the inner layers portable and testable without a simulator.
            """,
        howToFix: """
            Move the code that needs the framework to an outer layer, or wrap the capability behind \
            a protocol that the inner layer owns.
            """,
        defaultSeverity: .error,
        badExample: """
            // Domain/User.swift
            import UIKit
            struct User { let avatar: UIImage }
            """,
        goodExample: """
            // Domain/User.swift
            import Foundation
            struct User { let avatarURL: URL }
            """)

    public init(options: RuleOptionsReader) throws {}

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let config = context.configuration
        var out: [FindingDraft] = []
        for file in context.workspace.files where !file.isTest {
            let imports = file.facts.imports
            for k in imports.indices {
                guard let scope = config.forbiddingScope(layer: file.layer, module: imports[k].module) else { continue }
                let imp = imports[k]
                let where_ = scope == "*" ? "every layer" : "layer \(scope)"
                out.append(FindingDraft(
                    span: context.span(file.path, line: imp.line, column: imp.column, endColumn: imp.endColumn),
                    message: "import \(imp.module) is forbidden in \(where_) (rules.json forbiddenImports); it ties \(file.layer ?? "this code") to a framework it must not know",
                    subject: "import \(imp.module)",
                    // Banned everywhere, no layer can take the code: the library itself has to go.
                    fix: scope == "*"
                        ? "remove the import and replace what \(imp.module) does here (no layer may import it), or take \(imp.module) out of forbiddenImports[\"*\"] if some code must keep it"
                        : "move the code that needs \(imp.module) to an outer layer, or hide it behind a protocol owned by \(file.layer ?? "this layer")"))
            }
        }
        return out
    }
}
