import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// Shared judgement of the dependency-injection rules: which code may build concrete types,
/// and what a written construction refers to.
enum DependencyInjection {
    /// Composition roots and tests may build concrete types; so may SwiftUI previews.
    static func mayBuildConcreteTypes(_ file: SourceFile) -> Bool {
        file.isTest || file.isCompositionRoot || isToolingOrPreviewCode(file.path)
    }

    /// Benchmarks (SwiftPM's `Benchmarks/` targets) measure implementations as they are, and
    /// Xcode's `Preview Content/` holds what only the canvas uses: neither is app code that
    /// should receive its dependencies.
    static func isToolingOrPreviewCode(_ path: String) -> Bool {
        path.hasPathComponent("Benchmarks") || path.hasPathComponent("Preview Content")
    }

    /// The workspace type a construction builds (or a declaration holds), if it is one, as a
    /// position in `TypeIndex.types`: the concrete visible type of that name, the file's own
    /// module's first (test doubles excluded).
    static func concreteType(_ typeName: String, hash: UInt32, moduleNumber: Int32, visible: ModuleMask,
                             in file: SourceFile, context: RuleContext, depth: Int = 0) -> Int? {
        // Most constructions build library types (`String(...)`, `Date()`): one probe answers those.
        let index = context.index
        let indices = index.resolveIndices(typeName, hash: hash, fromModuleNumber: moduleNumber, workspace: context.workspace)
        if indices.isEmpty { return nil }
        var first: Int?
        for i in indices where index.kind(ofType: i).isConcrete && index.isVisible(i, in: visible) {
            if index.isInModule(i, number: moduleNumber) { return i }
            if first == nil { first = i }
        }
        if first == nil {
            // `typealias AppLogger = OSLogLogger`: the alias builds and holds the class it
            // names, resolved where the alias is declared. Only classes and actors: aliases of
            // value types re-export models (`typealias HttpMethod = Shared.HttpMethod`).
            for i in indices where index.kind(ofType: i) == .typealias && index.isVisible(i, in: visible) {
                let alias = index.types[i]
                guard depth < 4, let target = alias.aliasOf.flatMap(plainTypeName), target != typeName else { continue }
                if let found = concreteType(target, hash: NameHash.of(target), moduleNumber: index.moduleNumber(of: alias.module),
                                            visible: visible, in: file, context: context, depth: depth + 1),
                   index.kind(ofType: found).isReferenceType {
                    return found
                }
            }
        }
        return first
    }

    /// `concreteType` once per name and file: a rule walks the files in order, calls
    /// `begin` for each, then asks about every type name the file writes.
    struct ConstructedTypes {
        let context: RuleContext
        private var memo = NameMap<Int32>(minimumCapacity: 64)
        private var recent = RecentAnswers<Int32>()
        private var file: SourceFile?
        private var moduleNumber: Int32 = -1
        private var visible = ModuleMask(count: 0)

        init(context: RuleContext) { self.context = context }

        /// Starts on the file at `position` in `workspace.files`.
        mutating func begin(_ file: SourceFile, at position: Int) {
            self.file = file
            memo.removeAll()
            recent.forgetAll()
            moduleNumber = context.index.moduleNumber(of: file.module)
            visible = context.graph.visibleMask(ofFileAt: position)
        }

        /// The position in `TypeIndex.types` of the concrete workspace type `name` stands for
        /// in the current file, if any.
        mutating func type(named name: String) -> Int? {
            if let known = recent.answer(for: name) { return known < 0 ? nil : Int(known) }
            let h = NameHash.of(name)
            let answer: Int32
            if let known = memo[name, hash: h] {
                answer = known
            } else {
                let found = DependencyInjection.concreteType(name, hash: h, moduleNumber: moduleNumber, visible: visible,
                                                             in: file!, context: context)
                answer = Int32(found ?? -1)
                memo.insert(name, hash: h, value: answer)
            }
            recent.remember(name, answer)
            return answer < 0 ? nil : Int(answer)
        }
    }

    /// The workspace protocols through which `type` could be injected: those some code holds
    /// as a dependency (see `TypeIndex.dependencyProtocols`) and those whose name says they
    /// abstract it (`UserRepository` for `RemoteUserRepository`, `PaymentServiceProtocol` for
    /// `PaymentService`), provided they have few implementations. Conformances such as
    /// `SyntaxProtocol` or `ChannelInvoker` are capabilities, not seams: building or holding
    /// such a type is not a DI smell.
    /// Errors are values to throw, never dependencies.
    static func injectableProtocols(of type: DeclaredType, index: TypeIndex) -> [String] {
        var conformances = index.conformanceList(of: type.name)
        if conformances.isEmpty { return [] }
        // Conformances are known by name: when another module declares a concrete type of the
        // same name (`UserRepositoryImpl` in RemoteData and in MockData), only what this
        // declaration itself adopts counts.
        let sameName = index.declarations(named: type.name)
        if sameName.count > 1, sameName.contains(where: { $0.module != type.module && $0.kind.isConcrete }) {
            var own = Set<String>()
            for raw in type.inherits {
                for p in index.protocolNames(inParent: raw) {
                    own.insert(p)
                    own.formUnion(index.inheritedNames(of: p))
                }
            }
            conformances = conformances.filter { own.contains($0) }
            if conformances.isEmpty { return [] }
        }
        if isPersistedModel(type, index: index) { return [] }
        let inherited = index.inheritedNames(of: type.name)
        if inherited.contains("Error") || inherited.contains("LocalizedError") { return [] }
        // A class decoded from the wire (`final class Status: AnyStatus, Codable`) is a record,
        // as a struct is: the shape it shares with other records is no seam.
        let isRecord = !index.recordShapes.isEmpty && index.isDecodedValue(type)
        return conformances.filter { p in
            !(isRecord && index.recordShapes.contains(p))
                && index.implementationCount(of: p) <= maxImplementationsOfASeam
                && (index.dependencyProtocols.contains(p) || abstracts(p, typeName: type.name)
                    || (namesARole(p) && offersAService(p, index: index)) || declaredInInterfaceModule(p, index: index))
        }.sorted()
    }

    /// A protocol an `interfaceModules` module declares is a seam by the project's own word,
    /// before anything holds it: the first code to hold the class instead is what to report.
    static func declaredInInterfaceModule(_ protocolName: String, index: TypeIndex) -> Bool {
        if index.interfaceModules.isEmpty { return false }
        return index.declarations(named: protocolName).contains { $0.kind == .protocol && index.interfaceModules.contains($0.module) }
    }

    /// A role-named protocol with something to ask of it: a function, or, when the name says
    /// which service (`SessionProviding`, `SettingsStore`, `UserServiceProtocol`), properties
    /// alone (`var isSignedIn: Bool { get }`). A name that only says "protocol"
    /// (`ListItemProtocol`, `CellInterface`) is more likely a model's shape.
    static func offersAService(_ protocolName: String, index: TypeIndex) -> Bool {
        let requirements = index.allRequirements(of: protocolName)
        if requirements.contains(where: { $0.kind == "func" }) { return true }
        return !requirements.isEmpty && namesAServiceRole(protocolName)
    }

    /// A role name that says which service, a shape suffix aside (`ImageLoading`,
    /// `LoadImageUseCase`, `UserServiceProtocol`, `ProfileRepositoryInterface`), not only
    /// "protocol" (`ListItemProtocol`, `PaymentRequestProtocol`).
    static func namesAServiceRole(_ protocolName: String) -> Bool {
        var stem = Substring(TypeIndex.lastComponent(protocolName))
        if let suffix = shapeSuffixes.first(where: { stem.hasSuffix($0) }) { stem = stem.dropLast(suffix.count) }
        return !stem.isEmpty && namesARole(String(stem)) && !shapeSuffixes.contains { stem.hasSuffix($0) }
    }

    /// Role suffixes that say no more than "a protocol": `ListItemProtocol` is as often a
    /// model's shape as a service.
    static let shapeSuffixes = ["Protocol", "Interface", "Contract"]

    /// A SwiftData `@Model` class or a Core Data / Realm object: a record, as a struct is.
    static func isPersistedModel(_ type: DeclaredType, index: TypeIndex) -> Bool {
        type.kind == .class && (type.isSwiftDataModel || derives(type, fromAnyOf: persistedModelClasses, index: index))
    }

    /// Core Data and Realm model classes (and SwiftData's `@Model` ones, by attribute): records a
    /// repository builds, not services, whatever protocols (`ListItemProtocol`) they adopt.
    static let persistedModelClasses: Set<String> = ["NSManagedObject", "Object", "EmbeddedObject", "RLMObject", "AsymmetricObject"]

    /// Words a protocol that exists to be injected ends with (`NetworkService`, `AuthProviding`,
    /// `UserRepository`) or is (`Storage`, `Analytics`, `Logger`): a seam even before anything
    /// holds it, which is what a class building its implementation (`let api = APIManager()`)
    /// keeps from happening.
    static let roleSuffixes = [
        "Service", "Servicing", "Servicable", "Serviceable", "Repository", "UseCase", "Client", "Provider", "Providing", "Manager", "Managing",
        "Store", "Storage", "DataSource", "Gateway", "Interactor", "Tracker", "Tracking", "Logger", "Loader", "Loading",
        "Fetcher", "Fetching", "API", "Cache", "Caching", "Analytics", "Router", "Routing", "Navigator", "Database",
        "Persistence", "Networking", "Protocol", "Interface", "Contract",
    ]

    /// Suffixes that are no role as a whole name: `protocol Protocol` or `Interface` says nothing,
    /// and a `Car: Serviceable` is a model that can be serviced.
    static let suffixOnlyRoles: Set<String> = ["Protocol", "Interface", "Contract", "API", "Servicable", "Serviceable"]

    static func namesARole(_ protocolName: String) -> Bool {
        roleSuffixes.contains { suffix in
            protocolName.hasSuffix(suffix)
                && (protocolName.utf8.count > suffix.utf8.count || !suffixOnlyRoles.contains(suffix))
        }
    }

    /// The seams `file` can name, each protocol refined by another of them dropped:
    /// `EventLoop & EventLoopGroup` says no more than `EventLoop`. Visibility first: when the
    /// refining protocol is internal to its module, the one it refines is still the seam.
    static func seamsToName(_ protocols: [String], from file: SourceFile, context: RuleContext) -> [String] {
        let usable = nameable(protocols, from: file, context: context)
        if usable.count < 2 { return usable }
        return usable.filter { p in !usable.contains { q in q != p && context.index.inheritedNames(of: q).contains(p) } }
    }

    /// `AnyMappedCollection`, `AnyPublisher`, `_AnyMappedCollectionBox`: a type-erasing wrapper
    /// (and its box), which holds a value of a protocol rather than implementing a service.
    static func isTypeEraserName(_ name: String) -> Bool {
        var bare = Substring(TypeIndex.lastComponent(TypeIndex.stripGenerics(name)))
        while bare.first == "_" { bare = bare.dropFirst() }
        guard bare.hasPrefix("Any"), let next = bare.dropFirst(3).first else { return false }
        return next.isUppercase
    }

    /// `Platform.PostsUseCase: Domain.PostsUseCase`: a protocol of the class's own name is
    /// named with its module, so that advice to depend on it does not read as the class.
    static func namedApart(_ protocols: [String], from type: DeclaredType, index: TypeIndex) -> [String] {
        protocols.map { p in
            guard TypeIndex.lastComponent(p) == TypeIndex.lastComponent(type.name), !p.contains(".") else { return p }
            // As the class names it, in its declaration or an extension (`final class
            // UseCaseProvider: Domain.UseCaseProvider`: it has to qualify it), else the
            // protocol's one module.
            let adopted = type.inherits + index.extensionConformanceNames(of: type.name)
            if let written = adopted.first(where: { $0.contains(".") && TypeIndex.lastComponent(TypeIndex.stripGenerics($0)) == p }) {
                return TypeIndex.stripGenerics(written)
            }
            let modules = Set(index.declarations(named: p).lazy.filter { $0.kind == .protocol }.map(\.module))
            guard modules.count == 1, let module = modules.first else { return p }
            return module + "." + p
        }
    }

    /// The protocols of `protocols` that code in `file` can name: an `internal` protocol of
    /// another module, or a `private` one of another file, is no seam for that code (the
    /// suggested fix would not compile).
    static func nameable(_ protocols: [String], from file: SourceFile, context: RuleContext) -> [String] {
        protocols.filter { p in
            context.index.declarations(named: p).contains { d in
                d.kind == .protocol && d.isNameable(fromModule: file.module, file: file.path,
                                                    ownModuleIsCompilationUnit: context.workspace.module(named: d.module)?.origin == .swiftPackage)
            }
        }
    }

    /// UIKit / AppKit / SpriteKit classes a view or controller subclass builds on: a
    /// `SpinnerView: UIView, LoadingIndicator` is added as a subview and connected as an
    /// outlet as itself, and a screen builds its own subviews; typed as the protocol, neither
    /// compiles.
    static let platformViewClasses: Set<String> = [
        "UIView", "UIViewController", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView",
        "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UIPageViewController", "UITextField", "UITextView", "UISwitch", "UISlider", "UIActivityIndicatorView",
        "NSView", "NSViewController", "NSWindowController", "NSControl", "NSButton", "NSTableCellView",
        "SKNode", "SKScene", "SKSpriteNode", "CALayer",
    ]

    /// Whether `type` is a class deriving (through workspace classes) from a platform view.
    static func isPlatformView(_ type: DeclaredType, index: TypeIndex) -> Bool {
        derives(type, fromAnyOf: platformViewClasses, index: index)
    }

    /// A view built or held by a view or view controller is its subview (`let spinner =
    /// SpinnerView()` in a screen); held by a view model, the same class is a dependency.
    static func isSubview(_ type: DeclaredType, holder: String?, index: TypeIndex) -> Bool {
        guard let holder, isPlatformView(type, index: index) else { return false }
        let name = TypeIndex.lastComponent(TypeIndex.stripGenerics(holder))
        return index.declarations(named: name).contains { $0.kind == .class && isPlatformView($0, index: index) }
    }

    /// Whether `type` is a class deriving, through workspace classes, from one of `bases`.
    static func derives(_ type: DeclaredType, fromAnyOf bases: Set<String>, index: TypeIndex) -> Bool {
        guard type.kind == .class, let superclass = type.inherits.first else { return false }
        return superclassChain(from: superclass, index: index).contains(where: bases.contains)
    }

    /// `written` (the first entry of a class's inheritance clause) and its superclasses up the
    /// chain, by last name component, through workspace classes (16 at most). It stops at a
    /// protocol (`final class RemoteRepository: Repository`) or a library type, which name no
    /// workspace superclass to follow; either is the chain's last name.
    static func superclassChain(from written: String, index: TypeIndex) -> [String] {
        var chain: [String] = []
        var name = TypeIndex.lastComponent(TypeIndex.stripGenerics(written))
        for _ in 0..<16 {
            chain.append(name)
            guard !index.isProtocol(name), let parent = index.declarations(named: name).first(where: { $0.kind == .class }),
                  let next = parent.inherits.first else { break }
            name = TypeIndex.lastComponent(TypeIndex.stripGenerics(next))
        }
        return chain
    }

    /// The members extensions add to the types `wanted` accepts (`extension Repository { func
    /// current() }`), by extended type with generic arguments dropped: what a protocol offers
    /// beyond its requirements.
    static func extensionMembers(in files: [SourceFile], of wanted: (String) -> Bool) -> [String: Set<String>] {
        var members: [String: Set<String>] = [:]
        for file in files where !file.facts.extensionMembers.isEmpty {
            let facts = file.facts.extensionMembers
            for k in facts.indices {
                let extended = TypeIndex.stripGenerics(facts[k].extendedType)
                if wanted(extended) { members[extended, default: []].insert(facts[k].name) }
            }
        }
        return members
    }

    /// `member` of an implicit member expression standing alone (`.live`, `.live(timeout: 3)`,
    /// `` .`default` ``); nil for anything else (`.live.logged`, `.init()`, `X.live`).
    static func implicitMemberName(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count > 1, bytes[0] == UInt8(ascii: ".") else { return nil }
        var i = 1
        let backticked = bytes[i] == UInt8(ascii: "`")
        if backticked { i += 1 }
        let start = i
        while i < bytes.count, bytes[i] >= 0x80 || bytes[i] == UInt8(ascii: "_") || (bytes[i] | 0x20 >= UInt8(ascii: "a") && bytes[i] | 0x20 <= UInt8(ascii: "z"))
                || (bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) { i += 1 }
        guard i > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { return nil }
        let name = String(decoding: bytes[start..<i], as: UTF8.self)
        if backticked {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "`") else { return nil }
            i += 1
        }
        if name == "init" && !backticked { return nil }
        if i == bytes.count { return name }
        // A call: the argument list must be the rest of the text.
        guard bytes[i] == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else { return nil }
        var depth = 0
        var k = i
        while k < bytes.count {
            if bytes[k] == UInt8(ascii: "(") { depth += 1 }
            else if bytes[k] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
            k += 1
        }
        return k == bytes.count - 1 ? name : nil
    }

    /// The static members of `extension P where Self == X` across the workspace, by protocol:
    /// what `.member` means where a P is expected.
    struct ImplicitMembers {
        private var byProtocol: [String: [(member: String, type: Int, declaredAt: SourceSpan)]] = [:]
        private(set) var members = Set<String>()

        /// What a leading-dot value builds, when it is another module's type.
        struct ForeignValue {
            let type: DeclaredType
            let protocols: [String]
            /// `.live` or `.live(...)`, as messages show it.
            let shown: String
            /// The static member's extension, then the type's declaration.
            let related: [RelatedLocation]
        }

        /// `value` (`.live`, `.live(timeout: 3)`) written where a `written` value is expected
        /// (a parameter's default, a property's initializer), when the X of the extension that
        /// declares it lives in another module: within one module the spelling is the
        /// protocol's own menu of values (`.debug()`, `.iso8601`), not a hidden service.
        func foreignValue(_ value: String, typed written: String, in file: SourceFile, line: Int, function: String? = nil,
                          enclosingType: String?, context: RuleContext) -> ForeignValue? {
            // Most `.x` values are enum cases no such extension declares: decided before any lookup.
            guard let member = DependencyInjection.implicitMemberName(value), members.contains(member),
                  let protocols = DependencyInjection.protocolsOfParameterType(written, in: file, index: context.index, line: line,
                                                                               function: function, enclosingType: enclosingType),
                  let (t, declaredAt) = type(of: member, onAnyOf: protocols) else { return nil }
            let type = context.index.types[t]
            guard type.module != file.module else { return nil }
            let shown = value.hasSuffix(")") ? ".\(member)(...)" : ".\(member)"
            return ForeignValue(type: type, protocols: protocols, shown: shown, related: [
                RelatedLocation(span: declaredAt, message: "\(shown) is declared here, in an extension where Self == \(type.name)"),
                RelatedLocation(span: SourceSpan(file: type.file, line: type.line, column: type.column), message: "\(type.name) is declared here"),
            ])
        }

        init(context: RuleContext) {
            let files = context.workspace.files
            for (position, file) in files.enumerated() where !file.facts.extensionMembers.isEmpty {
                var lookup: ConstructedTypes?
                for m in file.facts.extensionMembers where m.isStatic {
                    guard let selfType = m.selfType else { continue }
                    if lookup == nil { lookup = ConstructedTypes(context: context); lookup!.begin(file, at: position) }
                    guard let t = lookup!.type(named: selfType) else { continue }
                    let p = TypeIndex.lastComponent(TypeIndex.stripGenerics(m.extendedType))
                    byProtocol[p, default: []].append((m.name, t, SourceSpan(file: file.path, line: m.line, column: m.column)))
                    members.insert(m.name)
                }
            }
        }

        /// The concrete type `.member` builds where one of `protocols` is expected.
        private func type(of member: String, onAnyOf protocols: [String]) -> (Int, SourceSpan)? {
            for p in protocols {
                if let hit = byProtocol[TypeIndex.lastComponent(TypeIndex.stripGenerics(p))]?.first(where: { $0.member == member }) {
                    return (hit.type, hit.declaredAt)
                }
            }
            return nil
        }
    }

    /// Where a class adopts a protocol: its declaration when it lists the protocol there, else
    /// the first extension that does (`extension ProfileAPI: ProfileEditor.Client`, often in
    /// another file or module), else the declaration. The extensions are gathered on first need.
    struct AdoptionSites {
        let files: [SourceFile]
        private var byType: [String: [(file: String, line: Int, column: Int, adopted: [String])]]?

        init(files: [SourceFile]) { self.files = files }

        mutating func site(of type: DeclaredType, adopting protocols: [String]) -> SourceSpan {
            let wanted = Set(protocols.map { TypeIndex.lastComponent(TypeIndex.stripGenerics($0)) })
            func adopts(_ inherits: [String]) -> Bool {
                inherits.contains { wanted.contains(TypeIndex.lastComponent(TypeIndex.stripGenerics($0))) }
            }
            let declared = SourceSpan(file: type.file, line: type.line, column: type.column)
            if adopts(type.inherits) { return declared }
            if byType == nil {
                var found: [String: [(file: String, line: Int, column: Int, adopted: [String])]] = [:]
                for file in files {
                    for d in file.facts.declarations where d.kind == .extension && !d.inherits.isEmpty {
                        found[TypeIndex.lastComponent(TypeIndex.stripGenerics(d.name)), default: []]
                            .append((file.path, d.line, d.column, d.inherits))
                    }
                }
                byType = found
            }
            let name = TypeIndex.lastComponent(type.name)
            guard let site = byType?[name]?.first(where: { adopts($0.adopted) }) else { return declared }
            return SourceSpan(file: site.file, line: site.line, column: site.column)
        }
    }

    /// When the seam to depend on lies in a layer the code's layer may not use (`Presentation`
    /// holding Data's `CountriesWebRepository`), following the advice alone would trade this
    /// finding for a layer-dependency one: the protocol has to move first. The fix's first
    /// words then; empty otherwise.
    static func reachNote(_ protocols: [String], from file: SourceFile, context: RuleContext) -> String {
        guard let layer = file.layer else { return "" }
        let config = context.configuration
        var outOfReach: [(name: String, layer: String)] = []
        for p in protocols {
            let name = TypeIndex.lastComponent(p)
            let layers = Set(context.index.declarations(named: name).lazy.filter { $0.kind == .protocol }.compactMap(\.layer))
            guard !layers.isEmpty, !layers.contains(where: { $0 == layer || config.isAllowed(from: layer, to: $0) }),
                  let other = layers.sorted().first else { continue }
            outOfReach.append((p, other))
        }
        guard let first = outOfReach.first else { return "" }
        let names = outOfReach.map(\.name).joined(separator: " & ")
        let home = config.allowedLayers(from: layer).first { $0 != layer && $0 != "*" && config.isAllowed(from: first.layer, to: $0) }
        let into = home.map { "into \($0) (which both \(layer) and \(first.layer) may use)" } ?? "into a layer \(layer) may use"
        return "move \(names) \(into) first (\(layer) may not use layer \(first.layer), where it is declared), then "
    }

    /// `injectableProtocols` once per type of the workspace.
    struct InjectableProtocols {
        let index: TypeIndex
        private var known: [Int: [String]] = [:]

        init(index: TypeIndex) { self.index = index }

        mutating func of(_ typeIndex: Int) -> [String] {
            if let protocols = known[typeIndex] { return protocols }
            let protocols = DependencyInjection.injectableProtocols(of: index.types[typeIndex], index: index)
            known[typeIndex] = protocols
            return protocols
        }
    }

    /// A protocol with many conformers (`SyntaxProtocol`, `View`-like vocabularies) describes a
    /// capability shared by a family of types; a protocol that exists to be injected has a few
    /// implementations (live, preview, another backend).
    static let maxImplementationsOfASeam = 6

    static let protocolSuffixes = ["Protocol", "Interface", "Type", "Contract", "Spec"]

    static func abstracts(_ protocolName: String, typeName: String) -> Bool {
        var stem = Substring(protocolName)
        for suffix in protocolSuffixes where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
            break
        }
        // `PostFetching` for `PostFetcher`, `StatusDataControlling` for `StatusDataController`,
        // `Logging` for `ConsoleLogger`: a role named by what it does.
        if stem == Substring(protocolName), stem.hasSuffix("ing"), stem.count > 6 { stem = stem.dropLast(3) }
        return stem.count >= 3 && typeName.contains(stem)
    }

    /// Whether `name` is a generic parameter of `enclosingType` (`Outer.Inner`) or of a type
    /// it is nested in, as declared in `file`.
    static func isGenericParameter(_ name: String, ofType enclosingType: String, in file: SourceFile) -> Bool {
        guard !enclosingType.isEmpty else { return false }
        for g in file.facts.genericParameters where g.name == name {
            guard let owner = g.owner else { continue }
            for component in TypeIndex.stripGenerics(enclosingType).split(separator: ".") where component == owner {
                return true
            }
        }
        return false
    }

    /// The workspace protocols a parameter's written type stands for: `P`, `any P`, `P?`,
    /// compositions, typealiases, or a generic parameter constrained to them (`<S: Store>`).
    static func protocolsOfParameterType(_ written: String, in file: SourceFile, index: TypeIndex, line: Int? = nil,
                                         function: String? = nil, enclosingType: String? = nil) -> [String]? {
        // The type's own `typealias Services = HasRepo & HasClock` (or an enclosing type's, or a
        // nested struct of that name) hides a module-wide one.
        if let enclosingType, let name = plainTypeName(written) {
            let own = ownMemberType(name, in: enclosingType, file: file, index: index)
            if own.found { return own.protocols }
        }
        if let protocols = index.protocolsDenoted(by: written) {
            // The protocol's name is workspace-wide; a module that declares its own concrete
            // type of that name (`final class Logger` beside Core's `protocol Logger`) means
            // that type when it writes the name.
            let moduleNumber = index.moduleNumber(of: file.module)
            for p in protocols where !p.contains(".") {
                guard let candidates = index.candidates(named: p), candidates.count > 1 else { continue }
                if candidates.contains(where: { index.isInModule($0, number: moduleNumber) && index.kind(ofType: $0).isConcrete })
                    && !candidates.contains(where: { index.isInModule($0, number: moduleNumber) && index.kind(ofType: $0) == .protocol }) {
                    return nil
                }
            }
            return protocols
        }
        guard let name = plainTypeName(written) else { return nil }
        // Files reuse `T`, `R`, `C` in many generic signatures: the parameter's own function's
        // (angle brackets or `where` clause), else its type's, nearest the parameter.
        let typeName = enclosingType.map { TypeIndex.lastComponent(TypeIndex.stripGenerics($0)) }
        var best: (rank: Int, distance: Int, constraint: String)?
        for g in file.facts.genericParameters where g.name == name {
            guard let constraint = g.constraint else { continue }
            let rank = g.owner != nil && g.owner == function ? 0 : (g.owner != nil && g.owner == typeName ? 1 : 2)
            guard let line else { if best == nil || rank < best!.rank { best = (rank, 0, constraint) }; continue }
            // Before or on the parameter's line first (the angle brackets), then after (`where`).
            let distance = g.line <= line ? 2 * (line - g.line) : 2 * (g.line - line) + 1
            if best == nil || (rank, distance) < (best!.rank, best!.distance) { best = (rank, distance, constraint) }
        }
        return best.flatMap { index.protocolsDenoted(by: $0.constraint) }
    }

    /// The type `name` means inside `holder` when the holder, or a type it is nested in,
    /// declares a member type of that name (`typealias Services = HasRepo`, `struct
    /// Dependencies`): Swift finds it before a module-wide one. `found` false when none does;
    /// `protocols` nil when it is no protocol or composition of them.
    static func ownMemberType(_ name: String, in holder: String, file: SourceFile, index: TypeIndex) -> (found: Bool, protocols: [String]?) {
        // Most names are nested nowhere: one hashed look, no walk up the holder's name.
        let hash = NameHash.of(name)
        guard !holder.isEmpty, index.isNestedName(name, hash: hash) else { return (false, nil) }
        var scope = Substring(TypeIndex.stripGenerics(holder))
        while !scope.isEmpty {
            let owner = String(scope)
            if index.hasNestedTypes(owner) {
                // Of the holder's own module first, else of a module the file imports (an
                // extension of that module's `Account` sees its `Dependencies`); an unrelated
                // module's `enum Account { struct Dependencies }` is not in scope.
                let nested = index.nestedTypeIndices(in: owner, named: name, hash: hash)
                if let first = nested.first(where: { index.types[$0].module == file.module })
                    ?? nested.first(where: { t in file.facts.imports.contains { $0.module == index.types[t].module } }) {
                    let type = index.types[first]
                    if let alias = type.aliasOf { return (true, index.protocolsDenoted(by: alias)) }
                    return (true, type.kind == .protocol ? index.protocolsDenoted(by: type.name) : nil)
                }
            }
            guard let dot = scope.lastIndex(of: ".") else { break }
            scope = scope[..<dot]
        }
        return (false, nil)
    }

    /// Static members that hand out an instance (`X.shared`, `X.live`, `X.make()`), as opposed
    /// to static functions that merely live on the type.
    static let instanceMembers: Set<String> = [
        "shared", "default", "standard", "current", "live", "instance", "main", "make", "create", "build", "new",
        // Objective-C era singletons and factories.
        "sharedInstance", "defaultInstance", "makeDefault", "makeLive", "sharedManager", "sharedClient",
        // Java-style accessors.
        "getInstance", "getSharedInstance", "getShared", "defaultManager",
    ]

    /// `NetworkManager.shared`, `NetworkManager.getInstance()`, or the type's own name as its
    /// singleton (`NetworkManager.networkManager`).
    static func isInstanceMember(_ member: String?, of typeName: String?) -> Bool {
        guard let member else { return false }
        if instanceMembers.contains(member) { return true }
        guard let typeName, let first = typeName.first, typeName.utf8.count == member.utf8.count else { return false }
        return member == first.lowercased() + typeName.dropFirst()
    }

    /// "another module" or "another layer" when `type` lives elsewhere than `file`; nil when
    /// it is in the same module and layer.
    static func distance(from file: SourceFile, to type: DeclaredType) -> String? {
        if type.module != file.module { return "module \(type.module)" }
        if let l = type.layer, l != file.layer { return "layer \(l)" }
        return nil
    }

    /// `Foo`, `Foo?`, `Foo!`, `Foo<Bar>`, `(Foo)`, `Optional<Foo>`, `Foo & Sendable`, and a
    /// parameter's `inout Foo`, `borrowing Foo`, `sending Foo`, `isolated Foo` -> `Foo`; nil for
    /// collections, closures and compositions of several types. Works on UTF-8 bytes: it runs
    /// for every parameter of the workspace.
    static func plainTypeName(_ written: String) -> String? {
        // Most written types are a bare name already (`Int`, `UserRepository`, `Swift.String`).
        var bare = !written.isEmpty
        for b in written.utf8 {
            switch b {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " "), UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: ","):
                bare = false
            default: continue
            }
            break
        }
        if bare { return written }
        let bytes = Array(written.utf8)
        var start = 0
        var end = bytes.count
        func starts(with word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard end - start > count, bytes[start + count] == UInt8(ascii: " ") else { return false }
            for k in 0..<count where bytes[start + k] != word.utf8Start[k] { return false }
            return true
        }
        var changed = true
        while changed {
            changed = false
            while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") || bytes[end - 1] == UInt8(ascii: " ") {
                end -= 1
            }
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            if end - start >= 2, bytes[start] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")") {
                start += 1
                end -= 1
                changed = true
            }
            // Ownership and isolation say how the value is passed, not what it is.
            for specifier in TypeIndex.parameterSpecifiers where starts(with: specifier) {
                start += specifier.utf8CodeUnitCount + 1
                changed = true
            }
            let optional: StaticString = "Optional<"
            if end - start > 10, bytes[end - 1] == UInt8(ascii: ">"),
               (0..<9).allSatisfy({ bytes[start + $0] == optional.utf8Start[$0] }) {
                start += 9
                end -= 1
                changed = true
            }
        }
        // `Foo & Sendable`: a marker protocol beside one type adds no requirement to inject.
        // Only a `&` outside brackets joins types (`Box<any Key & Sendable>` is one type).
        if bytes[start..<end].contains(UInt8(ascii: "&")) {
            var kept: (Int, Int)?
            var k = start
            while k <= end {
                var j = k
                var depth = 0
                while j < end && !(bytes[j] == UInt8(ascii: "&") && depth == 0) {
                    switch bytes[j] {
                    case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                    default: break
                    }
                    j += 1
                }
                var ps = k, pe = j
                while ps < pe && bytes[ps] == 0x20 { ps += 1 }
                while pe > ps && bytes[pe - 1] == 0x20 { pe -= 1 }
                let part = String(decoding: bytes[ps..<pe], as: UTF8.self)
                if !markerProtocols.contains(part) {
                    if kept != nil { return nil }
                    kept = (ps, pe)
                }
                k = j + 1
            }
            guard let kept else { return nil }
            (start, end) = kept
        }
        var i = start
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "<") { end = i; break }
            switch b {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "&"),
                 UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: " "):
                return nil
            default: i += 1
            }
        }
        if end <= start { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Protocols with no requirements to call: beside a type in a composition they say how it
    /// may be shared, not what it offers.
    static let markerProtocols: Set<String> = ["Sendable", "Swift.Sendable", "AnyObject", "SendableMetatype"]
}
