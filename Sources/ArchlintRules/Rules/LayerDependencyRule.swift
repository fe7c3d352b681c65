import ArchlintGraph
import ArchlintWorkspace

/// `layer-dependency`: a file of layer A imports a module of layer B, or refers to a type
/// declared in layer B, and B is not in `allow[A]`.
public struct LayerDependencyRule: Rule {
    public static let description = RuleDescription(
        id: "layer-dependency",
        summary: "A layer depends on a layer it is not allowed to use.",
        rationale: """
            Layers keep dependencies pointing one way (Presentation -> Domain <- Data). When Domain \
            imports a Data module or names a Data type, business rules become tied to a database or \
            network client: they can no longer be tested, reused or changed on their own.
            """,
        howToFix: """
            Depend on an abstraction the allowed layer owns: declare a protocol in the inner layer \
            (Domain) and let the outer layer (Data) implement it; inject the implementation from the \
            composition root. If the dependency is intended, add the layer to "allow" in rules.json.
            """,
        defaultSeverity: .error,
        badExample: """
            // Domain/FetchProfileUseCase.swift
            import NetworkKit                 // Data layer
            struct FetchProfileUseCase {
                let client: URLSessionAPIClient  // a Data type
            }
            """,
        goodExample: """
            // Domain/FetchProfileUseCase.swift
            protocol ProfileRepository { func profile(id: UUID) async throws -> Profile }
            struct FetchProfileUseCase {
                let repository: ProfileRepository   // implemented in Data, injected by the app
            }
            """)

    public init(options: RuleOptionsReader) throws {}

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let config = context.configuration
        let requireLayer = config.requireLayer && !config.layerNames.isEmpty
        var policy = LayerPolicy(config)
        /// Protocol name -> layers of the workspace types conforming to it, on first need.
        var implementers: [String: Set<String>]?
        func implementerLayers(of protocolName: String) -> Set<String> {
            if implementers == nil {
                var found: [String: Set<String>] = [:]
                let index = context.index
                for t in index.types where t.kind.isConcrete && !t.isTestCode {
                    guard let l = t.layer else { continue }
                    for p in index.conformanceList(of: t.name) { found[p, default: []].insert(l) }
                }
                implementers = found
            }
            return implementers![TypeIndex.lastComponent(protocolName)] ?? []
        }
        var out: [FindingDraft] = []
        var placeOfModule: [String: (span: SourceSpan, isManifest: Bool)?] = [:]
        for (i, file) in context.workspace.files.enumerated() {
            if !file.isTest, file.layer == nil, requireLayer {
                out.append(FindingDraft(
                    span: context.span(file.path, line: 1, column: 1),
                    message: "\(file.path) is in no layer, and rules.json requires every file to have one (requireLayer); code outside the layers escapes every layer rule",
                    subject: "unlayered file",
                    fix: "add a path or module glob that covers it to one of the layers (\(config.layerNames.joined(separator: ", "))), or exclude it"))
            }
            guard !file.isTest, let layer = file.layer else { continue }
            // A module whose import this file is reported for is reported once, at the import;
            // its types are not reported again one by one. A module whose import is allowed (its
            // files span several layers, or its module glob names another layer than its files'
            // paths) still has its types judged one by one. Gathered only for a file that breaks
            // the policy.
            let deps = context.graph.fileDependencies[i]
            var reportedImports: Set<String>?
            /// Line -> the plain types its stored properties and parameters hold, on first need.
            var heldTypes: [Int: [String]]?
            /// Line -> the types its constructions build (`X()`, `X.init()`), on first need.
            var builtTypes: [Int: [String]]?
            var registeredLocals: RegisteredLocals??
            for k in deps.indices {
                guard let target = deps[k].layer, target != layer, !policy.allows(from: layer, to: target) else { continue }
                let dep = deps[k]
                let ev = dep.evidence
                if ev.kind == .reference, dep.module != file.module {
                    if reportedImports == nil {
                        var modules = Set<String>()
                        for d in deps where d.evidence.kind == .import {
                            if let l = d.layer, l != layer, !policy.allows(from: layer, to: l) { modules.insert(d.module) }
                        }
                        reportedImports = modules
                    }
                    if reportedImports!.contains(dep.module) { continue }
                }
                let what = ev.kind == .import ? "import \(ev.target)" : "type \(ev.target)"
                let message: String
                if ev.kind == .import {
                    message = "\(layer) must not depend on \(target): import \(ev.target) (module \(ev.target) is in layer \(target)); \(layer) would change whenever \(target) does"
                } else {
                    message = "\(layer) must not depend on \(target): \(ev.target) is declared in layer \(target) (module \(dep.module)); \(layer) would change whenever \(target) does"
                }
                let declared = ev.kind == .reference ? context.index.declarations(named: ev.target).first(where: { $0.module == dep.module }) : nil
                // A SwiftData / Core Data / Realm model class is a record, as a struct is.
                let isValueType = declared.map { $0.kind == .struct || $0.kind == .enum || DependencyInjection.isPersistedModel($0, index: context.index) } ?? false
                // `final class AuthClient: LoginCoordinating`, `class NetworkAssembly: Assembly`: named in
                // the inheritance clause of a type or extension this file declares (the file's one
                // finding for the name: that is what to advise on).
                let inherited = ev.kind == .reference && file.facts.declarations.contains { d in
                    d.inherits.contains { TypeIndex.lastComponent(TypeIndex.stripGenerics($0)) == ev.target }
                }
                // `= DefaultDetailRepository()` or `let repository: DefaultDetailRepository` where
                // `DetailRepositoryInterface`, a seam this layer sees, is what it implements: the
                // abstraction exists, only its use is wrong. Not for a type matched in a pattern
                // or read as data (`if case NetworkError.offline`, `[UserDTO]`).
                var seams: [String] = []
                var seamOutOfReach: String?
                var builds = false
                if let declared, declared.kind.isConcrete, !inherited {
                    if builtTypes == nil {
                        var lines: [Int: [String]] = [:]
                        for c in file.facts.constructions where c.form != .staticMember {
                            if let t = c.typeName { lines[c.line, default: []].append(t) }
                        }
                        builtTypes = lines
                    }
                    builds = builtTypes?[ev.line]?.contains(ev.target) == true
                    // Held as a dependency in a stored property or a parameter. A
                    // struct held there is as often data (`let product: ProductDTO`): for one, only
                    // a protocol named for it (`DetailRepositoryInterface`) is its seam.
                    var holds = false
                    if !builds {
                        if heldTypes == nil {
                            var lines: [Int: [String]] = [:]
                            for q in file.facts.storedProperties { if let t = q.type.flatMap(DependencyInjection.plainTypeName) { lines[q.line, default: []].append(t) } }
                            for q in file.facts.parameters {
                                if let t = DependencyInjection.plainTypeName(q.type) { lines[q.line, default: []].append(t) }
                            }
                            heldTypes = lines
                        }
                        holds = heldTypes?[ev.line]?.contains(ev.target) == true
                    }
                    if builds || holds {
                        var implemented = DependencyInjection.injectableProtocols(of: declared, index: context.index)
                        if holds && !declared.kind.isReferenceType {
                            implemented = implemented.filter { DependencyInjection.abstracts(TypeIndex.lastComponent($0), typeName: declared.name) }
                        }
                        // A protocol in no layer (a `Shared/` folder) is checked by no layer rule:
                        // this layer may use it, unless every file must have a layer.
                        seams = implemented.filter { p in
                            context.index.declarations(named: p).contains { d in
                                guard d.kind == .protocol else { return false }
                                guard let l = d.layer else { return !config.requireLayer }
                                return l == layer || policy.allows(from: layer, to: l)
                            }
                        }
                        // `struct SettingsRepositoryImpl: SettingsRepository`, both in Data: an
                        // implementation whose protocol sits in the wrong layer, not a model. A
                        // value adopting a shape (`ChargeRequest: PaymentRequestProtocol`) is data.
                        if seams.isEmpty {
                            seamOutOfReach = implemented.first { declared.kind.isReferenceType || DependencyInjection.namesAServiceRole($0) }
                        }
                        seams = DependencyInjection.namedApart(seams, from: declared, index: context.index)
                    }
                }
                let seamList = seams.joined(separator: " & ")
                // `container.register(P.self) { _ in APIManager() }`, an assembly, a
                // `DependencyKey`'s live value: this code is the wiring, already taking the seam.
                var wires = builds && (DependencyInjection.mayBuildConcreteTypes(file) || file.facts.constructions.contains {
                    $0.line == ev.line && $0.typeName == ev.target && $0.isInRegistration
                })
                // `let api = APIManager()` just before `container.register { _ in api }`: built for
                // the container, as direct-instantiation reads it.
                let registrations = file.facts.registrationClosureRanges
                if builds, !wires, let last = registrations.last, last.lowerBound >= ev.line,
                   let built = file.facts.constructions.first(where: { $0.line == ev.line && $0.typeName == ev.target && $0.context == .body }) {
                    if registeredLocals == nil { registeredLocals = .some(RegisteredLocals(bytes: context.readSource(file.path))) }
                    wires = registeredLocals??.isRegistered(line: built.line, column: built.column, ranges: registrations) == true
                }
                let retroactive = ev.kind == .reference && declared != nil && !wires
                    ? Self.retroactiveConformanceFix(file, line: ev.line, column: ev.column, name: ev.target, layer: layer, target: target,
                                                     config: config, index: context.index)
                    : nil
                let fix = wires
                    ? Self.wiringFix(from: layer, to: target, name: ev.target, config: config)
                    : retroactive != nil ? retroactive!
                    : seams.isEmpty
                    ? Self.fix(from: layer, to: target, kind: ev.kind, name: ev.target, config: config, isValueType: isValueType,
                               isProtocol: declared?.kind == .protocol, role: declared?.attributeRole, inherited: inherited,
                               implementedIn: declared?.kind == .protocol ? implementerLayers(of: ev.target) : [],
                               implementing: seamOutOfReach.map { ($0, builds) },
                               aliasOfLibraryType: declared.flatMap { Self.libraryTypeAliased(by: $0, index: context.index) },
                               // Only for UI code (it imports a UI framework): a Domain file naming a
                               // view needs a model of what it shows, not the view.
                               isView: file.facts.imports.contains { Self.uiFrameworks.contains($0.module) } && declared.map { d in
                                   (d.kind == .struct || d.kind == .class) && !context.index.inheritedNames(of: d.name).isDisjoint(with: Self.viewBases)
                               } ?? false)
                    : builds
                        ? "depend on \(seamList), which \(ev.target) implements, instead of \(ev.target): take \(Article.before(seams[0])) \(seamList) from the initializer and build \(ev.target) in the composition root"
                        : "depend on \(seamList), which \(ev.target) implements, instead of \(ev.target): type it as \(seamList) and let the composition root pass \(ev.target) in"

                out.append(FindingDraft(
                    span: context.span(file.path, line: ev.line, column: ev.column, endColumn: ev.endColumn),
                    message: message, subject: what,
                    related: relatedDeclaration(declared, dep, context: context, placeOfModule: &placeOfModule),
                    fix: fix,
                    firstInFileOnly: true))
            }
        }
        return out
    }

    /// Where the abstraction goes: a layer both sides may use, so that following the advice
    /// breaks no other rule. `from` itself when `to` may use it (Domain owns the protocol, Data
    /// implements it); else a layer both may use (Presentation -> Data: the protocol goes into
    /// Domain); else no layer fits and the configuration or the type's place must change.
    /// What `typealias Dependency = Factory` names when that is a library's type of library
    /// types; nil for other declarations, and for `NSCache<NSString, UserDTO>`, whose arguments
    /// would be the dependency once spelled out.
    static func libraryTypeAliased(by d: DeclaredType, index: TypeIndex) -> String? {
        guard d.kind == .typealias, let aliased = d.aliasOf, let plain = DependencyInjection.plainTypeName(aliased),
              index.declarations(named: TypeIndex.lastComponent(TypeIndex.stripGenerics(plain))).isEmpty else { return nil }
        let names = aliased.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
        if names.dropFirst().contains(where: { !index.declarations(named: TypeIndex.lastComponent(String($0))).isEmpty }) { return nil }
        return aliased
    }

    /// Code that wires implementations (a composition root, a registration) in a layer that may
    /// not see them: the wiring moves, or the design allows it.
    static func wiringFix(from layer: String, to target: String, name: String, config: Configuration) -> String {
        let home = config.layers.map(\.name).first { $0 != layer && $0 != target && config.isAllowed(from: $0, to: target) && config.isAllowed(from: $0, to: layer) }
            ?? config.layers.map(\.name).first { $0 != layer && $0 != target && config.isAllowed(from: $0, to: target) }
        let move = home.map { "move this wiring of \(name) into \($0), which may use \(target)" } ?? "move this wiring of \(name) into a layer that may use \(target)"
        return "\(move), or allow \(layer) -> \(target) in rules.json if \(layer) is meant to wire it"
    }

    /// `extension DataTransferError: ConnectionError { ... }` in Presentation, of Infrastructure's
    /// type: the conformance can live beside the type when that layer may use every protocol it
    /// adds (kudoleh's `DataTransferError+ConnectionError.swift`), a move of one file rather
    /// than of the type.
    static func retroactiveConformanceFix(_ file: SourceFile, line: Int, column: Int, name: String, layer: String, target: String,
                                          config: Configuration, index: TypeIndex) -> String? {
        guard let ext = file.facts.declarations.first(where: { $0.kind == .extension && $0.line == line && $0.column == column }),
              !ext.inherits.isEmpty else { return nil }
        // Declarations the target layer may use: in it, in a layer it may use, or in none.
        func openToTarget(_ declarations: [DeclaredType]) -> Bool {
            declarations.isEmpty || declarations.contains { d in
                guard let l = d.layer else { return !config.requireLayer }
                return l == target || config.isAllowed(from: target, to: l)
            }
        }
        let adopted = ext.inherits.map { TypeIndex.lastComponent(TypeIndex.stripGenerics($0)) }
        for p in adopted where !openToTarget(index.declarations(named: p).filter { $0.kind == .protocol }) { return nil }
        // Its body moves too: what it imports and the workspace types it names must be open to
        // the target layer (an extension calling a Presentation formatter through UIKit is not).
        if file.facts.imports.contains(where: { config.forbiddingScope(layer: target, module: $0.module) != nil }) { return nil }
        let named = file.facts.typeReferences + file.facts.constructions.compactMap { $0.typeName.map(TypeIndex.lastComponent) }
        for referenced in Set(named) where referenced != name && !adopted.contains(referenced)
            && !openToTarget(index.declarations(named: referenced)) { return nil }
        let list = adopted.joined(separator: ", ")
        return "move this extension (\(name): \(list)) into \(target), where \(name) is declared and may use \(list); \(layer) then sees \(name) only as \(list)"
    }

    static func fix(from layer: String, to target: String, kind: Evidence.Kind, name: String, config: Configuration,
                    isValueType: Bool = false, isProtocol: Bool = false, role: String? = nil, inherited: Bool = false,
                    implementedIn: Set<String> = [],
                    implementing: (protocolName: String, builds: Bool)? = nil, aliasOfLibraryType: String? = nil,
                    isView: Bool = false) -> String {
        // `typealias Dependency = Factory`: a name for a library's type, which no protocol can
        // stand for; the alias moves, or the code names the library type itself.
        if let aliased = aliasOfLibraryType, kind == .reference {
            return "write \(aliased) instead of \(name), or move typealias \(name) into a layer \(layer) may use"
        }
        let home: String?
        if config.isAllowed(from: target, to: layer) {
            home = layer
        } else {
            home = config.allowedLayers(from: layer).first { $0 != target && config.isAllowed(from: target, to: $0) }
        }
        guard let home else {
            let subject = kind == .import ? "what \(layer) uses of module \(name)" : name
            return "no layer that both \(layer) and \(target) may use can hold a protocol for it: move \(subject) into a layer \(layer) may use, or allow \(layer) -> \(target) in rules.json if the design intends it"
        }
        let place = home == layer ? "declared in \(layer)" : "declared in \(home) (which both \(layer) and \(target) may use)"
        // `@UserDefault var x`: the attribute is the dependency; no protocol can stand in an attribute.
        if let role, kind == .reference {
            let into = home == layer ? "into \(layer)" : "into \(home) (which both \(layer) and \(target) may use)"
            switch role {
            case "global actor":
                return "isolate the code to a global actor \(place) (or to none), or move \(name) \(into) if it holds no \(target) detail"
            case "result builder":
                return "move result builder \(name) \(into) if it holds no \(target) detail, or build the value in \(target) behind a protocol \(place)"
            default:
                return "move \(role) \(name) \(into) if it holds no \(target) detail; otherwise depend on a protocol \(place) for what it stores, implemented in \(target)"
            }
        }
        // The implementation of a protocol that sits beside it, out of this layer's reach: the
        // protocol moves, and the wiring passes the implementation in.
        if let implementing, kind == .reference {
            let into = home == layer ? "into \(layer)" : "into \(home) (which both \(layer) and \(target) may use)"
            let wiring = implementing.builds ? "build \(name) in the composition root" : "let the composition root pass \(name) in"
            return "move protocol \(implementing.protocolName) \(into) and depend on it instead of \(name), which keeps implementing it in \(target); \(wiring)"
        }
        // A view (SwiftUI's `View`, a `UIViewController`) is neither data to map nor a service
        // behind a protocol: it lives with the screens that show it.
        if isView && !inherited && kind == .reference {
            let into = home == layer ? "into \(layer)" : "into \(home) (which both \(layer) and \(target) may use)"
            return "move view \(name) \(into) if it holds no \(target) detail; otherwise let \(target) build it and pass it in"
        }
        // A struct or enum (a DTO, a model) is data, not a service: no protocol stands for it.
        if isValueType && kind == .reference {
            return "use a model \(place) instead of \(name): move \(name) there, or map it to such a model inside \(target)"
        }
        let into = home == layer ? "into \(layer)" : "into \(home) (which both \(layer) and \(target) may use)"
        // The abstraction exists already, in the wrong layer.
        if isProtocol && kind == .reference {
            // This code conforms to it: the protocol moves, the conformance stays.
            if inherited { return "move protocol \(name) \(into): this conformance stays, and \(target) uses the protocol from there" }
            // Its implementations stay where they are, which is the other layer when that is
            // where they were found (or none was: the usual place).
            if implementedIn.isEmpty || implementedIn.contains(target) {
                return "move protocol \(name) \(into) and keep its implementations in \(target)"
            }
            return "move protocol \(name) \(into); its implementations stay in \(implementedIn.sorted().joined(separator: ", "))"
        }
        // A subclass of a class of the other layer: no protocol stands in a superclass clause.
        if inherited && kind == .reference {
            return "move \(name) \(into) if it holds no \(target) detail, or stop subclassing it: hold a protocol declared \(home == layer ? "in \(layer)" : "in \(home)") for what it provides"
        }
        return kind == .import
            ? "remove the import and depend on a protocol \(place), implemented in \(target)"
            : "depend on a protocol \(place) instead of \(name), and let \(target) implement it"
    }

    static let uiFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

    /// What a view type inherits from or conforms to (SwiftUI, UIKit, AppKit).
    static let viewBases: Set<String> = [
        "View", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable", "UIView", "UIViewController", "UITableViewCell", "UICollectionViewCell",
        "UICollectionReusableView", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIHostingController", "NSView", "NSViewController", "NSHostingController",
    ]

    /// `Configuration.isAllowed` per pair of layers, asked once: a workspace has a handful of
    /// layers and every dependency of every file asks.
    private struct LayerPolicy {
        let config: Configuration
        var answers: [(from: String, to: String, allowed: Bool)] = []

        init(_ config: Configuration) { self.config = config }

        mutating func allows(from: String, to: String) -> Bool {
            for answer in answers where answer.from == from && answer.to == to { return answer.allowed }
            let allowed = config.isAllowed(from: from, to: to)
            answers.append((from, to, allowed))
            return allowed
        }
    }

    /// `declared`: the referenced type's declaration (nil for an import). An imported module is
    /// shown where its target is declared (Package.swift), else at its first file in the layer.
    private func relatedDeclaration(_ declared: DeclaredType?, _ dep: FileDependency, context: RuleContext,
                                    placeOfModule: inout [String: (span: SourceSpan, isManifest: Bool)?]) -> [RelatedLocation] {
        let layer = dep.layer ?? "?"
        if let decl = declared {
            return [RelatedLocation(span: SourceSpan(file: decl.file, line: decl.line, column: decl.column),
                                    message: "\(decl.name) is declared here, in layer \(layer)")]
        }
        let key = dep.module + "\u{1F}" + layer
        if placeOfModule[key] == nil {
            var place: (span: SourceSpan, isManifest: Bool)?
            if let module = context.workspace.module(named: dep.module), let manifest = module.manifestPath, let line = module.manifestLine {
                place = (SourceSpan(file: manifest, line: line, column: module.manifestColumn), true)
            } else if let file = context.workspace.files.first(where: { $0.module == dep.module && $0.layer == dep.layer }) {
                place = (SourceSpan(file: file.path, line: 1, column: 1), false)
            }
            placeOfModule[key] = .some(place)
        }
        guard let place = placeOfModule[key] ?? nil else {
            let config = context.workspace.configuration
            let outside = !dep.isWorkspaceModule && !config.isConfiguredModuleName(dep.module)
            // A package outside the project is in a layer by a glob of rules.json: point at it.
            if outside, let file = config.rootRelativeFile, let spec = config.layers.first(where: { $0.name == layer }),
               let k = spec.modules.firstIndex(where: { $0.matches(dep.module) }), k < spec.modulePositions.count {
                let position = spec.modulePositions[k]
                return [RelatedLocation(span: SourceSpan(file: file, line: position.line, column: position.column),
                                        message: "\(dep.module), a package outside the project, is put in layer \(layer) here")]
            }
            return [RelatedLocation(span: nil, message: !outside ? "\(dep.module) is in layer \(layer)"
                                        : "\(dep.module), a package outside the project, is in layer \(layer) by rules.json's modules")]
        }
        return [RelatedLocation(span: place.span, message: place.isManifest ? "target \(context.workspace.module(named: dep.module)?.nameInManifest ?? dep.module) is declared here, in layer \(layer)"
                                                                          : "\(dep.module) is in layer \(layer); this is one of its files")]
    }
}
