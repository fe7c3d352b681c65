import ArchlintSyntax
import ArchlintGraph
import ArchlintWorkspace

/// `interface-module-purity`: an interface module declares a class or actor, or imports a
/// workspace module that is not an interface module.
public struct InterfaceModulePurityRule: Rule {
    public static let description = RuleDescription(
        id: "interface-module-purity",
        summary: "An Interface module holds an implementation or imports an implementation module.",
        rationale: """
            Interface modules exist so that features compile against protocols only: they must build \
            fast and never pull an implementation into their dependents' graph. A class, an actor or an \
            import of an implementation module turns every dependent into a dependent of that code.
            """,
        howToFix: """
            Keep only protocols, value types and type-erased wrappers in the Interface module; move \
            classes and actors into the implementation module; import only other Interface modules.
            """,
        defaultSeverity: .error,
        badExample: """
            // ProfileInterface/ProfileService.swift
            import ProfileCore                 // an implementation module
            public final class ProfileService { ... }
            """,
        goodExample: """
            // ProfileInterface/ProfileService.swift
            public protocol ProfileService { func profile(id: UUID) async throws -> Profile }
            """)

    public init(options: RuleOptionsReader) throws {}

    /// SwiftData `@Model`, Core Data and Realm classes are records, not implementations: a
    /// module of them is shared models, like one of structs.
    static func isPersistedModel(_ decl: DeclarationFact) -> Bool {
        decl.attributes.contains("@Model")
            || decl.inherits.first.map { DependencyInjection.persistedModelClasses.contains(TypeIndex.lastComponent(TypeIndex.stripGenerics($0))) } == true
    }

    /// A class or actor an interface module may hold: a type-erasing wrapper and its box
    /// (`AnyMappedCollection`, `_AnyMappedCollectionBox`), or one its dependents cannot see
    /// (`private`, `fileprivate`).
    static func isInterfaceHelper(_ decl: DeclarationFact) -> Bool {
        decl.accessLevel == "private" || decl.accessLevel == "fileprivate"
            || (decl.kind == .class && DependencyInjection.isTypeEraserName(decl.name))
    }

    /// Module names that say they hold implementations.
    static let implementationSuffixes = ["Live", "Impl", "Implementation", "Implementations"]

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let ws = context.workspace
        // Only files of interface modules are judged.
        var interfaceModules = NameMap<Void>()
        for module in ws.modules where ws.module(named: module.name)?.isInterface == true {
            interfaceModules.insert(module.name, value: ())
        }
        if interfaceModules.isEmpty { return [] }
        var out: [FindingDraft] = []
        // A module of plain values and protocols (shared models, persisted model classes
        // included) is as safe to import as an interface module; one that declares classes or
        // actors is an implementation, and so is
        // one whose values implement another module's protocol (`struct LiveAuth: AuthService`)
        // or that says what it is (`AuthLive`, `ProfileImpl`, TCA's struct-of-closures clients).
        var holdsImplementations = Set<String>()
        for module in ws.modules where Self.implementationSuffixes.contains(where: { module.name.hasSuffix($0) && module.name != $0 }) {
            holdsImplementations.insert(module.name)
        }
        let index = context.index
        for file in ws.files where !file.isTest && !holdsImplementations.contains(file.module) {
            for decl in file.facts.declarations where !decl.isLocal {
                // A private class behind a public factory is an implementation all the same; a
                // type-erasing wrapper is not.
                if decl.kind == .actor || (decl.kind == .class && !Self.isPersistedModel(decl) && !DependencyInjection.isTypeEraserName(decl.name)) {
                    holdsImplementations.insert(file.module); break
                }
                guard decl.kind == .struct || decl.kind == .enum || decl.kind == .extension else { continue }
                let implements = decl.conformances.contains { written in
                    let name = TypeIndex.lastComponent(TypeIndex.stripGenerics(written))
                    return index.isProtocol(name) && index.declarations(named: name).contains { $0.kind == .protocol && $0.module != file.module }
                }
                if implements { holdsImplementations.insert(file.module); break }
            }
        }
        for file in ws.files where !file.isTest {
            guard interfaceModules.entry(file.module) != nil else { continue }
            for decl in file.facts.declarations where (decl.kind == .class || decl.kind == .actor) && !decl.isLocal && !Self.isInterfaceHelper(decl) {
                out.append(FindingDraft(
                    span: context.span(file.path, line: decl.line, column: decl.column,
                                       endColumn: decl.column + TypeIndex.lastComponent(decl.name).utf8.count),
                    message: "interface module \(file.module) declares \(decl.kind.rawValue) \(decl.name); interface modules hold protocols and values only, so dependents stay free of implementations",
                    subject: "\(decl.kind.rawValue) \(decl.name)",
                    fix: "move \(decl.name) to an implementation module and expose a protocol here"))
            }
            for imp in file.facts.imports {
                guard let target = ws.module(named: imp.module), !target.isInterface, imp.module != file.module else { continue }
                // Doubles and fixtures (`KeychainMocks`, `FeedTestSupport`) are implementations
                // too, and ones no production binary should link.
                if target.isTest {
                    out.append(FindingDraft(
                        span: context.span(file.path, line: imp.line, column: imp.column, endColumn: imp.endColumn),
                        message: "interface module \(file.module) imports \(imp.module), a module of test doubles and fixtures; every dependent of \(file.module), production code included, now links it",
                        subject: "import \(imp.module)",
                        fix: "move what \(file.module) needs from \(imp.module) into an interface module; doubles depend on interfaces, not the other way round"))
                    continue
                }
                guard holdsImplementations.contains(imp.module) else { continue }
                out.append(FindingDraft(
                    span: context.span(file.path, line: imp.line, column: imp.column, endColumn: imp.endColumn),
                    message: "interface module \(file.module) imports \(imp.module), which is not an interface module; every dependent of \(file.module) now depends on that implementation",
                    subject: "import \(imp.module)",
                    fix: "import \(imp.module)\(imp.module.hasSuffix("s") ? "'" : "'s") interface module instead, or move the needed declarations into an interface module"))
            }
        }
        return out
    }
}
