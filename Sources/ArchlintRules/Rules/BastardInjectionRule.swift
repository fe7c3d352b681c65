import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// `bastard-injection`: a protocol-typed parameter whose default value builds a concrete type.
public struct BastardInjectionRule: Rule {
    public static let description = RuleDescription(
        id: "bastard-injection",
        summary: "A protocol-typed parameter defaults to a concrete implementation (Bastard Injection).",
        rationale: """
            `init(repository: UserRepository = UserRepositoryImpl())` looks injectable, but the default \
            makes this module depend on the implementation's module anyway: the dependency graph, build \
            times and test isolation are those of hard-wired code. Callers that forget the argument get \
            production behaviour silently, in tests too.
            """,
        howToFix: """
            Remove the default and pass the implementation from the composition root (the app's \
            container, `*Assembly`, `*Component`). Error when the implementation is in another module, \
            warning within one module.
            """,
        defaultSeverity: .error,
        options: [RuleOptionDescription(name: "includeExternal", type: .boolean, defaultValue: "false",
                                        summary: "also report defaults that build types from outside the workspace (URLSession.shared, JSONDecoder()); one that a workspace extension makes conform to the parameter's protocol (extension URLSession: HTTPSession) is always reported, as a warning")],
        badExample: """
            final class ProfileViewModel {
                init(repository: ProfileRepository = RemoteProfileRepository()) { ... }
            }
            """,
        goodExample: """
            final class ProfileViewModel {
                init(repository: ProfileRepository) { ... }
            }
            // AppContainer.swift (composition root)
            let viewModel = ProfileViewModel(repository: RemoteProfileRepository(client: client))
            """)

    let includeExternal: Bool

    public init(options: RuleOptionsReader) throws {
        includeExternal = try options.bool("includeExternal", default: false)
    }

    public func check(_ context: RuleContext) -> [FindingDraft] {
        var out: [FindingDraft] = []
        var lookup = DependencyInjection.ConstructedTypes(context: context)
        let index = context.index
        var implicitMembers: DependencyInjection.ImplicitMembers?
        for (position, file) in context.workspace.files.enumerated() where !DependencyInjection.mayBuildConcreteTypes(file) {
            var begun = false
            var wrappers: Set<String>?
            for arg in file.facts.defaultArguments {
                if !Self.judges(arg, in: file, wrappers: &wrappers) { continue }
                if arg.construction == nil, arg.defaultValue.utf8.first == UInt8(ascii: ".") {
                    if implicitMembers == nil { implicitMembers = DependencyInjection.ImplicitMembers(context: context) }
                    if let foreign = implicitMembers!.foreignValue(arg.defaultValue, typed: arg.type, in: file, line: arg.line,
                                                                   function: arg.function, enclosingType: arg.enclosingType, context: context) {
                        out.append(leadingDotFinding(arg, foreign, in: file, context: context))
                    }
                    continue
                }
                guard let construction = arg.construction,
                      let written = DependencyInjection.protocolsOfParameterType(arg.type, in: file, index: index, line: arg.line, function: arg.function, enclosingType: arg.enclosingType) else { continue }
                // As written: `Keys.ImageCache()` names the type nested in `Keys`.
                let built = construction.qualifiedTypeName ?? ""
                if !begun { lookup.begin(file, at: position); begun = true }
                let builtType = construction.qualifiedTypeName.flatMap { lookup.type(named: $0) }
                // `separator: any SQLExpression = SQLRaw(", ")`: a module's own vocabulary with
                // dozens of conformers is a capability, not a seam (as for the other DI rules).
                // Another module's service object is hard-wired however many implementations the
                // protocol has (`tracker: AnalyticsProvider = FirebaseProvider()` among seven
                // providers); a value of a vocabulary (`event: any FeedEvent = FeedRefreshed()`)
                // is not.
                let anotherModulesObject = builtType.map { index.types[$0].module != file.module && index.types[$0].isReferenceType } ?? false
                let protocols = anotherModulesObject ? written
                    : written.filter { index.implementationCount(of: $0) <= DependencyInjection.maxImplementationsOfASeam }
                if protocols.isEmpty { continue }
                // As written, short: `X()`, `X(...)`, `X.shared`, `X.current()`.
                let what = Self.shownConstruction(construction, built: built, in: arg.defaultValue)
                let owner = arg.enclosingType.map { "\($0).\(arg.function)" } ?? arg.function
                if let t = builtType,
                   construction.form != .staticMember || Self.conforms(index.types[t], toAnyOf: protocols, index: index) {
                    let type = index.types[t]
                    let crossModule = type.module != file.module
                    // One target split into layers by folders: the layer says where it comes from.
                    var place = crossModule ? "from module \(type.module)" : "of this module"
                    if !crossModule, let layer = type.layer, layer != file.layer { place += ", from layer \(layer)" }
                    out.append(FindingDraft(
                        span: context.span(file.path, line: arg.line, column: arg.column,
                                           endColumn: arg.column + arg.parameter.utf8.count),
                        message: "parameter '\(InterfaceSegregationRule.unquoted(arg.parameter))' of \(owner) is typed \(arg.type) but defaults to \(what), a concrete \(type.kind.rawValue) \(place); the default hard-wires the implementation\(crossModule ? Self.newDependency(of: file.module, on: type.module, protocols: protocols, index: index) : "")",
                        subject: "\(owner)(\(arg.parameter):) = \(type.name)",
                        related: [RelatedLocation(span: SourceSpan(file: type.file, line: type.line, column: type.column),
                                                  message: "\(type.name) is declared here")],
                        fix: "remove the default value and inject \(Article.before(protocols.first ?? "")) \(protocols.joined(separator: " & ")) from the composition root",
                        severity: crossModule ? .error : .warning))
                } else if construction.typeName != nil, context.index.declarations(named: built).isEmpty,
                          Self.madeToConform(built, toAnyOf: protocols, index: index) {
                    // `extension UNUserNotificationCenter: NotificationScheduling {}` makes the
                    // SDK type an implementation of the workspace's protocol: defaulting to it
                    // hard-wires that implementation as much as a type of another module does.
                    out.append(FindingDraft(
                        span: context.span(file.path, line: arg.line, column: arg.column,
                                           endColumn: arg.column + arg.parameter.utf8.count),
                        message: "parameter '\(InterfaceSegregationRule.unquoted(arg.parameter))' of \(owner) is typed \(arg.type) but defaults to \(what), a type from outside the workspace that an extension in the workspace makes \(Article.before(protocols.first ?? "")) \(protocols.joined(separator: " & ")); the default hard-wires the implementation the protocol exists to replace",
                        subject: "\(owner)(\(arg.parameter):) = \(built)",
                        fix: "remove the default value and inject \(Article.before(protocols.first ?? "")) \(protocols.joined(separator: " & ")) from the composition root",
                        severity: .warning))
                } else if includeExternal, construction.typeName != nil,
                          construction.qualifier == nil ? context.index.declarations(named: built).isEmpty
                              : context.index.resolveIndices(built, fromModule: file.module, workspace: context.workspace).isEmpty {
                    out.append(FindingDraft(
                        span: context.span(file.path, line: arg.line, column: arg.column,
                                           endColumn: arg.column + arg.parameter.utf8.count),
                        message: "parameter '\(InterfaceSegregationRule.unquoted(arg.parameter))' of \(owner) is typed \(arg.type) but defaults to \(what), a concrete external type; the default hard-wires the implementation",
                        subject: "\(owner)(\(arg.parameter):) = \(built)",
                        fix: "remove the default value and inject the dependency from the composition root",
                        severity: .warning))
                }
            }
        }
        return out
    }

    /// The construction as written, short: `X()`, `X(...)`, `X.shared`, `X.current()`, read
    /// after the written name, not from the default's end (`(X.shared as! P)` is `X.shared`).
    static func shownConstruction(_ c: ConstructionFact, built: String, in text: String) -> String {
        let head = c.form == .staticMember ? "\(built).\(c.member ?? "")" : built
        guard let range = text.range(of: head) else {
            // `.init()`: the type is the parameter's, not written in the default.
            let arguments = text.hasSuffix("()") ? "()" : (text.hasSuffix(")") ? "(...)" : "")
            return c.form == .staticMember ? head + arguments : head + (arguments.isEmpty ? "(...)" : arguments)
        }
        var rest = text[range.upperBound...]
        if c.form == .explicitInit, rest.hasPrefix(".init") { rest = rest.dropFirst(5) }
        guard rest.first == "(" else { return c.form == .staticMember ? head : head + "(...)" }
        return head + (rest.dropFirst().first == ")" ? "()" : "(...)")
    }

    /// " and makes Feature depend on Data", when the protocol lives elsewhere: the default is
    /// the only reason for the dependency. Beside its protocol in one module, the
    /// implementation's module is a dependency anyway.
    static func newDependency(of module: String, on implementationModule: String, protocols: [String], index: TypeIndex) -> String {
        let besideProtocol = protocols.contains { p in
            index.declarations(named: p).contains { $0.kind == .protocol && $0.module == implementationModule }
        }
        return besideProtocol ? "" : " and makes \(module) depend on \(implementationModule)"
    }

    /// `= .live` for a protocol-typed parameter, where another module's `extension P where
    /// Self == X` declares `static var live` (SE-0299): the default is an X all the same.
    func leadingDotFinding(_ arg: DefaultArgumentFact, _ foreign: DependencyInjection.ImplicitMembers.ForeignValue,
                           in file: SourceFile, context: RuleContext) -> FindingDraft {
        let type = foreign.type
        let owner = arg.enclosingType.map { "\($0).\(arg.function)" } ?? arg.function
        return FindingDraft(
            span: context.span(file.path, line: arg.line, column: arg.column, endColumn: arg.column + arg.parameter.utf8.count),
            message: "parameter '\(InterfaceSegregationRule.unquoted(arg.parameter))' of \(owner) is typed \(arg.type) but defaults to \(foreign.shown), a concrete \(type.kind.rawValue) \(type.name) from module \(type.module); the default hard-wires the implementation\(Self.newDependency(of: file.module, on: type.module, protocols: foreign.protocols, index: context.index))",
            subject: "\(owner)(\(arg.parameter):) = \(type.name)",
            related: foreign.related,
            fix: "remove the default value and inject \(Article.before(foreign.protocols.first ?? "")) \(foreign.protocols.joined(separator: " & ")) from the composition root",
            severity: .error)
    }

    /// Whether this rule looks at the default at all. Only the canvas runs a preview: as for
    /// direct-instantiation, not wiring. A property wrapper's `init(container: C =
    /// DefaultContainer.current)` is the DI library's own ambient lookup (`@Injected`,
    /// `@Dependency`), not a hidden service. `wrappers`: the file's property wrappers, found
    /// on the first question.
    static func judges(_ arg: DefaultArgumentFact, in file: SourceFile, wrappers: inout Set<String>?) -> Bool {
        if file.facts.isInPreview(line: arg.line) { return false }
        if let owner = arg.enclosingType {
            if wrappers == nil {
                wrappers = Set(file.facts.declarations.filter { $0.attributes.contains("@propertyWrapper") }.map(\.name))
            }
            if wrappers!.contains(owner) { return false }
        }
        return true
    }

    /// Whether a workspace extension makes the outside type `name` conform to one of `protocols`.
    static func madeToConform(_ name: String, toAnyOf protocols: [String], index: TypeIndex) -> Bool {
        let inherited = index.inheritedNames(of: TypeIndex.lastComponent(name))
        return !inherited.isEmpty && protocols.contains { inherited.contains(TypeIndex.lastComponent($0)) }
    }

    /// `X.shared` is an X only when X is what the parameter wants; `Server.defaultLogger()` on
    /// a type that is no `Logging` is a factory, and what it builds is not known here.
    static func conforms(_ type: DeclaredType, toAnyOf protocols: [String], index: TypeIndex) -> Bool {
        let inherited = index.inheritedNames(of: type.name)
        return protocols.contains { inherited.contains(TypeIndex.lastComponent($0)) }
    }
}
