import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// `concrete-dependency`: a stored property or parameter typed as a concrete class or actor of
/// another module or layer that conforms to a workspace protocol.
public struct ConcreteDependencyRule: Rule {
    public static let description = RuleDescription(
        id: "concrete-dependency",
        summary: "A property or parameter is typed as a concrete class from another module or layer; depend on its protocol.",
        rationale: """
            Holding `RemoteUserRepository` instead of `UserRepository` couples the holder to one \
            implementation and its module: tests cannot substitute a double, and every change to the \
            implementation recompiles the holder.
            """,
        howToFix: "Type the property or parameter as the protocol the class conforms to.",
        defaultSeverity: .error,
        badExample: """
            final class ProfileViewModel {
                private let repository: RemoteProfileRepository
            }
            """,
        goodExample: """
            final class ProfileViewModel {
                private let repository: ProfileRepository
            }
            """)

    public init(options: RuleOptionsReader) throws {}

    public func check(_ context: RuleContext) -> [FindingDraft] {
        var out: [FindingDraft] = []
        // Only classes and actors are judged: a cheap name test first keeps the rule linear in
        // practice on code with tens of thousands of parameters.
        let referenceTypes = Set(context.index.types.lazy.filter { $0.isReferenceType && !$0.isTestCode }.map { TypeIndex.lastComponent($0.name) })
        if referenceTypes.isEmpty { return [] }
        for file in context.workspace.files where !DependencyInjection.mayBuildConcreteTypes(file) {
            // By index: most properties and parameters are rejected on their type alone, and
            // copying each whole fact out of the array cost more than judging it.
            let properties = file.facts.storedProperties
            for i in properties.indices where !properties[i].isStatic {
                guard let written = properties[i].type,
                      let d = judge(written, file: file, context: context, referenceTypes: referenceTypes) else { continue }
                let p = properties[i]
                out.append(finding(d, what: "stored property '\(p.name)'", owner: p.enclosingType, name: p.name,
                                   written: written, file: file, line: p.line, column: p.column, context: context))
            }
            let parameters = file.facts.parameters
            for i in parameters.indices {
                guard let d = judge(parameters[i].type, file: file, context: context, referenceTypes: referenceTypes) else { continue }
                let p = parameters[i]
                let owner = p.enclosingType.map { "\($0).\(p.function)" } ?? p.function
                out.append(finding(d, what: "parameter '\(p.name)' of \(owner)", owner: owner, name: p.name,
                                   written: p.type, file: file, line: p.line, column: p.column, context: context))
            }
        }
        return out
    }

    private func judge(_ written: String, file: SourceFile, context: RuleContext,
                       referenceTypes: Set<String>) -> (DeclaredType, String, [String])? {
        guard let name = DependencyInjection.plainTypeName(written), referenceTypes.contains(TypeIndex.lastComponent(name)),
              let type = DependencyInjection.constructedType(name, in: file, context: context),
              type.isReferenceType,
              let elsewhere = DependencyInjection.distance(from: file, to: type) else { return nil }
        let protocols = DependencyInjection.injectableProtocols(of: type, index: context.index)
        return protocols.isEmpty ? nil : (type, elsewhere, protocols)
    }

    private func finding(_ d: (DeclaredType, String, [String]), what: String, owner: String?, name: String, written: String,
                         file: SourceFile, line: Int, column: Int, context: RuleContext) -> FindingDraft {
        let (type, elsewhere, protocols) = d
        let proto = protocols.joined(separator: " & ")
        return FindingDraft(
            span: context.span(file.path, line: line, column: column, endColumn: column + name.utf8.count),
            message: "\(what) is typed \(written), a concrete \(type.kind.rawValue) from \(elsewhere); depend on \(proto) so the implementation can be replaced",
            subject: "\(owner ?? "").\(name): \(type.name)",
            related: [RelatedLocation(span: SourceSpan(file: type.file, line: type.line, column: type.column),
                                      message: "\(type.name) conforms to \(proto)")],
            fix: "type it as \(proto)")
    }
}
