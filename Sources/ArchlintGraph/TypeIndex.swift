import ArchlintSyntax
import Foundation
import ArchlintWorkspace

/// A nominal type (or typealias) declared in the workspace.
public struct DeclaredType: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `typealias`

        public var isConcrete: Bool { self == .class || self == .struct || self == .enum || self == .actor }
        public var isReferenceType: Bool { self == .class || self == .actor }

        /// Nil for declarations that are no type (extensions, associated types, macros).
        init?(_ kind: DeclarationKind) {
            switch kind {
            case .class: self = .class
            case .struct: self = .struct
            case .enum: self = .enum
            case .protocol: self = .protocol
            case .actor: self = .actor
            case .typealias: self = .typealias
            case .extension, .associatedtype, .macro: return nil
            }
        }
    }
    /// Qualified by enclosing types: `Outer.Inner`.
    public var name: String
    public var kind: Kind
    public var module: String
    public var layer: String?
    public var file: String
    public var line: Int
    public var column: Int
    /// Conformed-to and inherited type names (`DeclarationFact.conformances`).
    public var inherits: [String]
    public var aliasOf: String?
    public var isTestCode: Bool
    /// As written (`public`, `private`, ...); nil for the default (internal).
    public var accessLevel: String? = nil
    /// A SwiftData `@Model` class: a record the store hands out, not a service.
    public var isSwiftDataModel = false
    /// An `@Observable` class (or one conforming to `Observable`): SwiftUI's `@State` owns it.
    public var isObservable = false
    /// "property wrapper", "global actor" or "result builder": a type code names in attributes
    /// (`@UserDefault`), for advice that differs from a model's or a service's.
    public var attributeRole: String? = nil

    public var isConcrete: Bool { kind.isConcrete }
    /// Whether code of `module` in `file` can name this declaration: `public`, `open` and
    /// `package` anywhere, `private` and `fileprivate` in its own file, the default
    /// (`internal`) in its own module when that module is a compilation unit of its own
    /// (a SwiftPM target); a module configured by folders may share one app target with
    /// others, so there it is taken as nameable.
    public func isNameable(fromModule module: String, file path: String, ownModuleIsCompilationUnit: Bool) -> Bool {
        switch accessLevel {
        case "public", "open", "package": return true
        case "private", "fileprivate": return path == file
        default: return module == self.module || !ownModuleIsCompilationUnit
        }
    }
    public var isReferenceType: Bool { kind.isReferenceType }
}

/// A protocol requirement, for interface-segregation and fat-protocol.
public struct Requirement: Sendable, Hashable {
    public var protocolName: String
    public var kind: String
    public var name: String
    public var line: Int
    /// A function's argument labels (`_` for none), nil for other kinds.
    public var argumentLabels: [String]? = nil
    /// `static` / `class`: a requirement of the type, not of its instances.
    public var isStatic = false
    /// Its result names `Self` or the protocol: the conforming value comes back out of it.
    public var handsOutSelf = false
    /// The innermost `#if` of its file around it (0 for none) and which branch: of two
    /// declarations in different branches of one `#if`, one is compiled.
    public var ifGroup: Int32 = 0
    public var ifBranch: Int32 = 0
    /// The file declaring it: same-named protocols of two modules are two declarations.
    public var file: String = ""
}

/// The workspace-wide index of declared types, built once per run, so that rules resolve
/// names in constant time instead of rescanning facts.
public struct TypeIndex: Sendable {
    public private(set) var types: [DeclaredType] = []

    static func attributeRole(_ attributes: [String]) -> String? {
        if attributes.contains("@propertyWrapper") { return "property wrapper" }
        if attributes.contains("@globalActor") { return "global actor" }
        if attributes.contains("@resultBuilder") { return "result builder" }
        return nil
    }
    /// Top-level (and explicitly qualified nested) names to declarations, test code excluded.
    /// Its entry numbers stand for the workspace's type names in the per-name tables below.
    private var byName = NameBuckets()
    /// Per name entry: whether a declaration of that name is a protocol.
    private var entryIsProtocol: [Bool] = []
    /// Per name entry: what its first typealias stands for.
    private var entryAliasTarget: [String?] = []
    /// Per name entry: whether a typealias of that name was seen (its target may be nil).
    private var entryHasAlias: [Bool] = []
    /// `types[i].kind` and `types[i].inherits` on their own: the walks read only those, and
    /// reading a field of a `DeclaredType` in an array copies the whole value (six retains).
    private var typeKinds: [DeclaredType.Kind] = []
    private var typeInherits: [[String]] = []
    /// Conformances written on extensions: type name -> inherited names.
    private var extensionConformances = NameMap<[String]>()
    /// Own requirements per protocol name.
    private var ownRequirements = NameMap<[Requirement]>()
    /// Per protocol name, the module number of each of `ownRequirements`' entries: protocols
    /// of one name in different modules are different protocols.
    private var ownRequirementModules = NameMap<[Int32]>()
    /// Per name entry of a concrete type: the name entries of the workspace protocols it
    /// conforms to, in the order found, as list[start[e]..<end[e]] (-1 for other names); and
    /// per name entry of a protocol, how many concrete non-test types conform to it.
    private struct ConformanceTable: Sendable {
        var list: [Int32] = []
        var start: [Int32] = []
        var end: [Int32] = []
        var implementationCounts: [Int32] = []
    }
    private var conformances = ConformanceTable()

    /// The index under construction, shared by reference with the workers.
    private final class Snapshot: Sendable {
        let value: TypeIndex
        init(_ value: TypeIndex) { self.value = value }
    }
    /// Modules each module re-exports with `@_exported import`.
    private var reExports: [String: Set<String>] = [:]
    /// Generic parameters and associated types of each type, by the type's last name
    /// component: inside `extension Endpoint { ... Response ... }` in another file, the name is
    /// Endpoint's associated type, not a same-named type elsewhere.
    private var typeParameters: [String: [String]] = [:]
    private var primaryAssociatedTypes: [String: [String]] = [:]
    /// `Module.isFolderOfAppTarget` modules, by name and (those declaring types) by number.
    private var appTargetFolders: Set<String> = []
    /// Modules `interfaceModules` names: what they declare exists to be depended on.
    public private(set) var interfaceModules: Set<String> = []
    private var appTargetFolderNumbers: [Int32] = []

    public init(workspace: Workspace) {
        appTargetFolders = Set(workspace.modules.filter(\.isFolderOfAppTarget).map(\.name))
        interfaceModules = Set(workspace.modules.filter(\.isInterface).map(\.name))
        for file in workspace.files {
            // Each array read from the file in place: copying its whole facts costs a retain per array.
            let imports = file.facts.imports
            for k in imports.indices where imports[k].attributes.contains("@_exported") && imports[k].module != file.module
                && file.isImportBuilt(k) {
                reExports[file.module, default: []].insert(imports[k].module)
            }
            // Fields read in place: copying each declaration out costs a retain per field.
            let declarations = file.facts.declarations
            noteGenericParameters(declarations, file.facts.genericParameters)
            var moduleNumber: Int32?
            for k in declarations.indices where !declarations[k].isLocal {
                guard let kind = DeclaredType.Kind(declarations[k].kind) else {
                    if declarations[k].kind == .associatedtype {
                        noteAssociatedType(declarations[k].name)
                    } else if declarations[k].kind == .extension, !declarations[k].inherits.isEmpty {
                        let e = extensionConformances.insert(Self.stripGenerics(declarations[k].name), value: [])
                        extensionConformances.values[e].append(contentsOf: Self.conformances(declarations[k].inherits) ?? declarations[k].conformances)
                    }
                    continue
                }
                let name = declarations[k].name
                let inherits = Self.conformances(declarations[k].inherits) ?? declarations[k].conformances
                let aliasOf = declarations[k].aliasOf
                let index = types.count
                types.append(DeclaredType(
                    name: name, kind: kind, module: file.module, layer: file.layer, file: file.path,
                    line: declarations[k].line, column: declarations[k].column, inherits: inherits,
                    aliasOf: aliasOf, isTestCode: file.isTest, accessLevel: declarations[k].accessLevel,
                    isSwiftDataModel: kind == .class && declarations[k].attributes.contains("@Model"),
                    isObservable: kind == .class && (declarations[k].attributes.contains { $0 == "@Observable" || $0 == "@Observation.Observable" }
                                                     || inherits.contains { $0 == "Observable" || $0 == "Observation.Observable" }),
                    attributeRole: declarations[k].attributes.isEmpty ? nil : Self.attributeRole(declarations[k].attributes)))
                typeKinds.append(kind)
                typeInherits.append(inherits)
                if moduleNumber == nil { moduleNumber = Self.number(file.module, in: &moduleNumbers) }
                moduleNumberOfType.append(moduleNumber!)
                if file.isTest { continue }
                // The per-name flags as the names come: a protocol among the declarations, the
                // first typealias's target.
                let e = byName.append(index, to: name)
                if e == entryIsProtocol.count {
                    entryIsProtocol.append(false)
                    entryAliasTarget.append(nil)
                    entryHasAlias.append(false)
                }
                if kind == .protocol { entryIsProtocol[e] = true }
                if kind == .typealias, !entryHasAlias[e] {
                    entryHasAlias[e] = true
                    entryAliasTarget[e] = aliasOf
                }
                if kind == .protocol || kind == .typealias { protocolOrAliasNames.insert(Self.lastComponent(name), value: ()) }
                if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
                    namespaces.insert(String(name[..<dot]), value: ())
                    nestedNames.insert(String(name[name.utf8.index(after: dot)...]), value: ())
                }
            }
            let requirements = file.facts.protocolRequirements
            if !requirements.isEmpty && moduleNumber == nil { moduleNumber = Self.number(file.module, in: &moduleNumbers) }
            for k in requirements.indices {
                let e = ownRequirements.insert(requirements[k].protocolName, value: [])
                ownRequirements.values[e].append(
                    Requirement(protocolName: requirements[k].protocolName, kind: requirements[k].kind,
                                name: requirements[k].name, line: requirements[k].line, argumentLabels: requirements[k].argumentLabels,
                                isStatic: requirements[k].isStatic, handsOutSelf: requirements[k].handsOutSelf,
                                ifGroup: requirements[k].ifGroup, ifBranch: requirements[k].ifBranch, file: file.path))
                let m = ownRequirementModules.insert(requirements[k].protocolName, value: [])
                ownRequirementModules.values[m].append(moduleNumber!)
            }
        }
        // The conformance walk and the reading of each file's held protocols are independent:
        // the walk is the first task handed out, the files follow on whichever worker is free.
        // Each worker keeps its memo of written types: the rules ask about the same types again,
        // and the protocols held as dependencies are the answers it holds.
        let files = workspace.files.filter { !$0.isTest }
        // `@_exported import struct SystemPackage.FileDescriptor`: in that module the name is the
        // imported type, not a same-named workspace protocol, and holding it holds no seam.
        let importedByKind: [String: Set<String>] = {
            var byModule: [String: Set<String>] = [:]
            for file in files {
                for i in file.facts.imports where i.kind != nil { byModule[file.module, default: []].insert(Self.lastComponent(i.path)) }
            }
            return byModule
        }()
        // Behind a reference: a struct captured by the workers is copied (a retain per table)
        // at every call into it.
        let index = Snapshot(self)
        let memos = MemoCollector()
        let results = ConcurrentMap.map(count: files.count + 1, workers: ProcessInfo.processInfo.activeProcessorCount,
                                        state: { Denoted() },
                                        finish: { memos.add($0.memo) }) { k, denoted -> ConformanceTable? in
            if k == 0 { return index.value.walkConformances() }
            func denote(_ written: String) {
                if denoted.recent.answer(for: written) != nil { return }
                denoted.recent.remember(written, ())
                let h = NameHash.of(written)
                if denoted.memo.entry(written, hash: h) != nil { return }
                denoted.memo.insert(written, hash: h, value: index.value.protocolsDenoted(by: written))
            }
            // `some P` is a generic constraint, not a held dependency.
            let shadowed = importedByKind[files[k - 1].module]
            func held(_ written: String) -> Bool {
                guard let shadowed else { return true }
                return !Self.compositionParts(written).contains { shadowed.contains($0) }
            }
            let properties = files[k - 1].facts.storedProperties
            for i in properties.indices where !properties[i].isStatic {
                if let t = properties[i].type, !Self.isOpaque(t), held(t) { denote(t) }
            }
            let parameters = files[k - 1].facts.parameters
            for i in parameters.indices where parameters[i].function == "init" && !Self.isOpaque(parameters[i].type) && held(parameters[i].type) {
                denote(parameters[i].type)
            }
            // A DI container's member is what key-path injection holds (`@Injected(\.speech)`
            // with `var speech: Factory<SpeechRecognizing>` in `extension Container`).
            let members = files[k - 1].facts.extensionMembers
            for i in members.indices where !members[i].isStatic {
                if let t = members[i].type, let value = Self.injectedValueType(t, extendedType: members[i].extendedType), held(value) { denote(value) }
            }
            return nil
        }
        conformances = results[0]!
        // Which worker saw a written type first depends on scheduling; the answer does not.
        var denoted = NameMap<[String]?>(minimumCapacity: 1024)
        var used = Set<String>()
        for memo in memos.memos {
            for (e, written) in memo.keys.enumerated() where denoted.entry(written) == nil {
                denoted.insert(written, value: memo.values[e])
                if let protocols = memo.values[e] { used.formUnion(protocols) }
            }
        }
        denotedTypes = denoted
        dependencyProtocols = used
        recordShapes = findRecordShapes()
        numberReExports()
        appTargetFolderNumbers = appTargetFolders.compactMap { moduleNumbers[$0].map(Int32.init) }.sorted()
    }

    /// `Endpoint.Response`, an associated type, under its protocol.
    private mutating func noteAssociatedType(_ qualified: String) {
        guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return }
        typeParameters[Self.lastComponent(String(qualified[..<dot])), default: []].append(String(qualified[qualified.utf8.index(after: dot)...]))
    }

    private mutating func noteGenericParameters(_ declarations: [DeclarationFact], _ generics: [GenericParameterFact]) {
        // A generic parameter's owner is a type or a function: only the types declared here.
        guard generics.contains(where: { $0.owner != nil }) else { return }
        var typesHere: [String: DeclarationKind] = [:]
        for k in declarations.indices where declarations[k].kind != .extension && declarations[k].kind != .associatedtype {
            typesHere[Self.lastComponent(declarations[k].name)] = declarations[k].kind
        }
        for g in generics {
            guard let owner = g.owner, let kind = typesHere[owner] else { continue }
            typeParameters[owner, default: []].append(g.name)
            // A protocol's "generic parameters" are its primary associated types (`Repository<Entity>`).
            if kind == .protocol { primaryAssociatedTypes[owner, default: []].append(g.name) }
        }
    }

    /// The primary associated types of a protocol (`Entity` of `protocol Repository<Entity>`),
    /// by its last name component; empty for none.
    public func primaryAssociatedTypes(ofProtocol name: String) -> [String] {
        primaryAssociatedTypes.isEmpty ? [] : primaryAssociatedTypes[Self.lastComponent(Self.stripGenerics(name))] ?? []
    }

    /// The generic parameters and associated types of the type an extension names.
    public func typeParameterNames(ofExtended name: String) -> [String] {
        typeParameters.isEmpty ? [] : typeParameters[Self.lastComponent(Self.stripGenerics(name))] ?? []
    }

    /// `inherits` when it is its own `DeclarationFact.conformances` (which asks `hasPrefix` of
    /// every entry): nearly every entry is a plain name, told by its first byte. Nil when an
    /// entry needs the full reading.
    private static func conformances(_ inherits: [String]) -> [String]? {
        let plain = inherits.allSatisfy { written in
            written.withUTF8Bytes { bytes in
                guard let first = bytes.first else { return true }
                return first != UInt8(ascii: "@") && first != UInt8(ascii: "~") && first != UInt8(ascii: "n")
            }
        }
        return plain ? inherits : nil
    }

    /// `some P`: a generic constraint. (`hasPrefix("some ")` on bytes; a non-ASCII byte after
    /// the space could be a combining mark, which `hasPrefix` compares as part of the space.)
    private static func isOpaque(_ written: String) -> Bool {
        let bytewise = written.withUTF8Bytes { bytes -> Bool? in
            guard bytes.count >= 5 && bytes[0] == UInt8(ascii: "s") && bytes[1] == UInt8(ascii: "o") && bytes[2] == UInt8(ascii: "m")
                && bytes[3] == UInt8(ascii: "e") && bytes[4] == UInt8(ascii: " ") else { return false }
            return bytes.count > 5 && bytes[5] >= 0x80 ? nil : true
        }
        return bytewise ?? written.hasPrefix("some ")
    }

    /// `protocolsDenoted(by:)` of the types of stored properties and initializer parameters.
    private var denotedTypes = NameMap<[String]?>()

    /// A worker's memo of `protocolsDenoted(by:)`, with the written types it saw last.
    private struct Denoted {
        var memo = NameMap<[String]?>(minimumCapacity: 1024)
        var recent = RecentAnswers<Void>()
    }

    /// The workers' memos of `protocolsDenoted(by:)`.
    private final class MemoCollector: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var memos: [NameMap<[String]?>] = []

        func add(_ memo: NameMap<[String]?>) {
            lock.lock()
            memos.append(memo)
            lock.unlock()
        }
    }

    /// What a container member hands to key-path injection: the value type of a Factory
    /// (`Factory<P>`, `ParameterFactory<Arg, P>`), or the member's type in swift-dependencies'
    /// `DependencyValues`.
    static func injectedValueType(_ written: String, extendedType: String) -> String? {
        // (Not `EnvironmentValues`: a SwiftUI environment carries styles and settings as often
        // as services.)
        if extendedType == "DependencyValues" { return Self.isOpaque(written) ? nil : written }
        return factoryValue(written)
    }

    /// `Factory<any Store>`, `ParameterFactory<Int, Store>`: the value type, the last generic
    /// argument; nil for a type that is no Factory.
    public static func factoryValue(_ type: String) -> String? {
        let factories = ["Factory<", "AsyncFactory<", "ParameterFactory<", "AsyncParameterFactory<"]
        guard let prefix = factories.first(where: { type.hasPrefix($0) }), type.hasSuffix(">") else { return nil }
        let arguments = type.dropFirst(prefix.count).dropLast()
        var depth = 0
        var start = arguments.startIndex
        for i in arguments.indices {
            switch arguments[i] {
            case "<", "(", "[": depth += 1
            // The `>` of `->` closes nothing.
            case ">" where i > arguments.startIndex && arguments[arguments.index(before: i)] == "-": break
            case ">", ")", "]": depth -= 1
            case "," where depth == 0: start = arguments.index(after: i)
            default: break
            }
        }
        var value = arguments[start...]
        while value.first == " " { value = value.dropFirst() }
        while value.last == " " { value = value.dropLast() }
        return value.isEmpty ? nil : String(value)
    }

    /// Workspace protocols some non-test code holds as a dependency: the type of a stored
    /// property or of an initializer parameter (`P`, `any P`, `P?`, compositions, typealiases),
    /// or of a DI container's member that key-path injection hands out.
    public private(set) var dependencyProtocols: Set<String> = []

    /// Protocols of properties alone, not bound to classes, that only decoded values implement
    /// (IceCubes' `AnyStatus`, adopted by its `Codable` Status class): a record's shape, not a
    /// service's seam. Decoded: a `Codable` / `Decodable` class, struct or enum by its own
    /// declaration or extensions, and not an observable model (`ObservableObject`, `@Observable`:
    /// a settings store that happens to be Codable is a service).
    public private(set) var recordShapes: Set<String> = []

    /// Whether `type` is a value decoded from the wire, by what it adopts itself.
    public func isDecodedValue(_ type: DeclaredType) -> Bool {
        guard type.kind == .class || type.kind == .struct || type.kind == .enum, !type.isObservable else { return false }
        // Asked of every type: a suffix test before any name is cut out of what is written.
        func decodable(_ written: String) -> Bool {
            guard written.hasSuffix("Codable") || written.hasSuffix("Decodable") else { return false }
            let name = Self.lastComponent(written)
            return name == "Codable" || name == "Decodable"
        }
        guard type.inherits.contains(where: decodable) || extensionConformanceNames(of: type.name).contains(where: decodable) else { return false }
        // Observable through a superclass too (`final class AppSettings: BaseStore, Codable`).
        return !inheritedNames(of: type.name).contains("ObservableObject")
    }

    private func findRecordShapes() -> Set<String> {
        // From the decoded types (few), not from every protocol: a deep hierarchy of protocols
        // would be walked once per protocol.
        var decodedAdopters: [String: Set<String>] = [:]
        for type in types where !type.isTestCode && isDecodedValue(type) {
            // Conformances are known by name: a name another module gives a service class
            // (`Auth.Session` beside `APIModels.Session`) is no record's.
            guard declarations(named: type.name).allSatisfy({ !$0.kind.isConcrete || $0.isTestCode || isDecodedValue($0) }) else { continue }
            for p in conformanceList(of: type.name) { decodedAdopters[p, default: []].insert(type.name) }
        }
        var shapes = Set<String>()
        for (name, adopters) in decodedAdopters where adopters.count >= implementationCount(of: name) {
            let requirements = allRequirements(of: name)
            guard !requirements.isEmpty, requirements.allSatisfy({ $0.kind == "var" }) else { continue }
            let classBound = declarations(named: name).contains { d in
                d.kind == .protocol && d.inherits.contains { $0 == "AnyObject" || $0 == "class" }
            }
            if !classBound { shapes.insert(name) }
        }
        return shapes
    }

    /// Concrete non-test types conforming to each workspace protocol.
    public var implementationCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for (e, n) in conformances.implementationCounts.enumerated() where n > 0 { counts[byName.names[e]] = Int(n) }
        return counts
    }

    /// What a `Preview...` double stands in for: a service's role word, last.
    static let previewDoubleRoles: [StaticString] = [
        "Repository", "Service", "Client", "Provider", "Manager", "Store", "Loader", "Fetcher", "Gateway", "Source",
        "Tracker", "Logger", "Cache", "Storage", "Interactor", "Processor", "UseCase", "API", "Database", "Router",
    ]

    /// `MockAnalytics`, `FakeClock`, `AnalyticsSpy`, `StubRepository`: a test double's name.
    public static func looksLikeTestDouble(_ name: String) -> Bool {
        // On bytes, first and last letters first: this runs for every concrete type.
        name.withUTF8Bytes { b in
            let n = b.count
            guard n >= 3 else { return false }
            func starts(_ w: StaticString) -> Bool {
                let c = w.utf8CodeUnitCount
                guard n >= c else { return false }
                for k in 0..<c where b[k] != w.utf8Start[k] { return false }
                return true
            }
            func ends(_ w: StaticString, plural: Bool) -> Bool {
                let c = w.utf8CodeUnitCount
                let end = plural ? n - 1 : n
                guard end >= c, !plural || b[n - 1] == UInt8(ascii: "s") else { return false }
                for k in 0..<c where b[end - c + k] != w.utf8Start[k] { return false }
                return true
            }
            switch b[0] {
            case UInt8(ascii: "M"): if starts("Mock") { return true }
            case UInt8(ascii: "F"): if starts("Fake") { return true }
            case UInt8(ascii: "S"): if starts("Stub") || starts("Spy") { return true }
            case UInt8(ascii: "D"): if starts("Dummy") { return true }
            // Doubles for SwiftUI previews: `PreviewFeedRepository`, `PreviewPaymentProcessor`;
            // not QuickLook's `PreviewRenderer` or a `PreviewView`.
            case UInt8(ascii: "P"):
                if starts("Preview") && n > 7 && b[7] >= UInt8(ascii: "A") && b[7] <= UInt8(ascii: "Z") {
                    for role in Self.previewDoubleRoles where ends(role, plural: false) { return true }
                }
            default: break
            }
            for plural in [false, true] {
                if ends("Mock", plural: plural) || ends("Fake", plural: plural) || ends("Stub", plural: plural)
                    || ends("Spy", plural: plural) || ends("Dummy", plural: plural) { return true }
            }
            return false
        }
    }

    /// How many concrete non-test types conform to the workspace protocol `name`.
    public func implementationCount(of name: String) -> Int {
        guard let e = byName.entry(name, hash: NameHash.of(name)) else { return 0 }
        return Int(conformances.implementationCounts[e])
    }

    /// The most protocols one type's conformance list holds.
    static let maxConformancesPerType = 512

    /// Each concrete type's workspace protocols, through its declarations, its extensions, its
    /// superclasses and protocol inheritance, over name entries: the names every type inherits
    /// from are resolved once, not once per walk.
    private func walkConformances() -> ConformanceTable {
        let names = byName.names
        let count = names.count
        // Parents of each name that are workspace type names themselves (only those lead on),
        // in one flat list: entry e's are parents[parentStart[e]..<parentStart[e + 1]].
        var parentStart = [Int32](repeating: 0, count: count + 1)
        var parents: [Int32] = []
        parents.reserveCapacity(count)
        var isConcrete = [Bool](repeating: false, count: count)
        func addParents(_ inherited: [String]) {
            for raw in inherited {
                // `protocol UserRepository: UserReading & UserWriting` inherits both.
                if raw.containsUTF8Byte(UInt8(ascii: "&")) {
                    for parent in Self.compositionParts(raw, qualified: true).map(nestedOrLastComponent) {
                        if let p = byName.entry(parent, hash: NameHash.of(parent)) { parents.append(Int32(p)) }
                    }
                    continue
                }
                let parent = nestedOrLastComponent(Self.stripGenerics(raw))
                if let p = byName.entry(parent, hash: NameHash.of(parent)) { parents.append(Int32(p)) }
            }
        }
        for e in 0..<count {
            parentStart[e] = Int32(parents.count)
            if let written = extensionConformances[names[e]] { addParents(written) }
            for i in byName.indices(ofEntry: e) {
                addParents(typeInherits[i])
                let kind = typeKinds[i]
                if kind == .class || kind == .struct || kind == .enum || kind == .actor { isConcrete[e] = true }
            }
        }
        parentStart[count] = Int32(parents.count)
        // Walked in depth-first post-order, so that a type's concrete ancestors (superclasses)
        // are done before it and their closures are reused: an 8,000-class chain stays linear.
        var order: [Int32] = []
        order.reserveCapacity(count)
        var state = [UInt8](repeating: 0, count: count)   // 0 new, 1 on the stack, 2 done
        var stack: [(entry: Int32, next: Int32)] = []
        for root in 0..<count where state[root] == 0 {
            state[root] = 1
            stack.append((Int32(root), parentStart[root]))
            while let top = stack.last {
                let e = Int(top.entry)
                if top.next < parentStart[e + 1] {
                    stack[stack.count - 1].next += 1
                    let p = Int(parents[Int(top.next)])
                    if state[p] == 0 { state[p] = 1; stack.append((Int32(p), parentStart[p])) }
                } else {
                    state[e] = 2
                    order.append(top.entry)
                    stack.removeLast()
                }
            }
        }
        // Closures in one flat list too: a concrete entry's are closure[closureStart[e]..<closureEnd[e]].
        var closure: [Int32] = []
        var closureStart = [Int32](repeating: -1, count: count)
        var closureEnd = [Int32](repeating: -1, count: count)
        var visited = [UInt32](repeating: 0, count: count)
        var found = [UInt32](repeating: 0, count: count)
        var walk: UInt32 = 0
        var counts = [Int32](repeating: 0, count: count)
        var pending: [Int32] = []
        for t32 in order where isConcrete[Int(t32)] {
            let t = Int(t32)
            walk += 1
            let start = closure.count
            pending.removeAll(keepingCapacity: true)
            pending.append(t32)
            // A type conforming to thousands of protocols (a generated chain where each subclass
            // adds one) would make the closures quadratic in the input: each is cut at
            // `maxConformancesPerType`, which no real type comes near.
            walking: while let n32 = pending.popLast() {
                let n = Int(n32)
                guard visited[n] != walk else { continue }
                visited[n] = walk
                if n != t, closureStart[n] >= 0 {
                    for k in Int(closureStart[n])..<Int(closureEnd[n]) where found[Int(closure[k])] != walk {
                        if closure.count - start >= Self.maxConformancesPerType { break walking }
                        found[Int(closure[k])] = walk
                        closure.append(closure[k])
                    }
                    continue
                }
                for k in Int(parentStart[n])..<Int(parentStart[n + 1]) {
                    let p = Int(parents[k])
                    if entryIsProtocol[p], found[p] != walk {
                        if closure.count - start >= Self.maxConformancesPerType { break walking }
                        found[p] = walk
                        closure.append(Int32(p))
                    }
                    pending.append(Int32(p))
                }
            }
            closureStart[t] = Int32(start)
            closureEnd[t] = Int32(closure.count)
            // Test doubles kept in a support target (`MockAnalytics`, `AnalyticsSpy`) are no
            // implementations that make a protocol a family's vocabulary.
            if Self.looksLikeTestDouble(names[t]) { continue }
            for k in start..<closure.count { counts[Int(closure[k])] += 1 }
        }
        return ConformanceTable(list: closure, start: closureStart, end: closureEnd, implementationCounts: counts)
    }

    /// Every name a type inherits from or conforms to, transitively, workspace or not
    /// (`Error`, `Sendable`, superclasses, protocols' parents).
    public func inheritedNames(of typeName: String) -> Set<String> {
        var result = Set<String>()
        var stack = [typeName]
        while let name = stack.popLast() {
            let h = NameHash.of(name)
            var inherited: [String] = extensionConformances[name, hash: h] ?? []
            for i in byName[name: name, hash: h] ?? [] { inherited += typeInherits[i] }
            for raw in inherited {
                let parent = Self.stripGenerics(Self.lastComponent(raw))
                if result.insert(parent).inserted { stack.append(parent) }
            }
        }
        return result
    }

    /// Modules that declare types, numbered for `moduleMask`.
    private var moduleNumbers = NameMap<Int>()
    /// For each entry of `types`, the number of its module.
    private var moduleNumberOfType: [Int32] = []

    /// The number `moduleMask` and `resolveIndices(_:hash:fromModuleNumber:workspace:)` know
    /// `module` by; -1 for a module that declares no type.
    public func moduleNumber(of module: String) -> Int32 {
        moduleNumbers[module].map { Int32($0) } ?? -1
    }

    /// `visible` as one flag per type-declaring module: the graph and the rules ask whether a
    /// candidate type is visible for every name they resolve, and an array read is cheaper
    /// than hashing a module name each time.
    public func moduleMask(_ visible: Set<String>) -> ModuleMask {
        var mask = ModuleMask(count: moduleNumbers.count)
        for module in visible { if let k = moduleNumbers[module] { mask[k] = true } }
        return mask
    }

    /// `moduleMask(visibleModules(for: file))`, without building the set when nothing is
    /// re-exported (the common case).
    public func visibleMask(for file: SourceFile) -> ModuleMask {
        var mask = ModuleMask(count: moduleNumbers.count)
        if let k = moduleNumbers[file.module] { mask[k] = true }
        if !appTargetFolderNumbers.isEmpty, appTargetFolders.contains(file.module) {
            for k in appTargetFolderNumbers { mask[Int(k)] = true }
        }
        // A module and what it re-exports, transitively (`visibleModules(for:)`), by number.
        func see(_ module: String) {
            if let reached = reExportedNumbers[module] {
                for k in reached { mask[Int(k)] = true }
            } else if let k = moduleNumbers[module] {
                mask[k] = true
            }
        }
        let imports = file.facts.imports
        for k in imports.indices where file.isImportBuilt(k) { see(imports[k].module) }
        if let own = reExports[file.module] { for module in own { see(module) } }
        return mask
    }

    /// For each module that re-exports others: the numbers of the type-declaring modules among
    /// itself and everything it re-exports, transitively.
    private var reExportedNumbers = NameMap<[Int32]>()

    private mutating func numberReExports() {
        for module in reExports.keys.sorted(by: { $0.precedesInUTF8Order($1) }) {
            var reached = Set<String>()
            var stack = [module]
            while let m = stack.popLast() {
                guard reached.insert(m).inserted else { continue }
                stack.append(contentsOf: reExports[m] ?? [])
            }
            reExportedNumbers.insert(module, value: reached.compactMap { moduleNumbers[$0].map(Int32.init) }.sorted())
        }
    }

    /// Whether `types[typeIndex]` lies in a module of `mask`.
    @inline(__always)
    public func isVisible(_ typeIndex: Int, in mask: ModuleMask) -> Bool {
        mask[Int(moduleNumberOfType[typeIndex])]
    }

    /// `types[typeIndex].kind`, without copying the declaration out of the array.
    @inline(__always)
    public func kind(ofType typeIndex: Int) -> DeclaredType.Kind { typeKinds[typeIndex] }

    /// Whether `types[typeIndex]` lies in the module numbered `number` (`moduleNumber(of:)`).
    @inline(__always)
    public func isInModule(_ typeIndex: Int, number: Int32) -> Bool {
        moduleNumberOfType[typeIndex] == number
    }

    /// The modules whose types a file can name: its own, the ones it imports, and what those
    /// re-export (`@_exported import`, transitively).
    public func visibleModules(for file: SourceFile) -> Set<String> {
        var visible: Set<String> = appTargetFolders.contains(file.module) ? appTargetFolders : [file.module]
        var stack = file.facts.imports.indices.filter { file.isImportBuilt($0) }.map { file.facts.imports[$0].module }
            + (reExports[file.module] ?? [])
        while let m = stack.popLast() {
            guard visible.insert(m).inserted else { continue }
            stack.append(contentsOf: reExports[m] ?? [])
        }
        return visible
    }

    /// Positions in `types` of the declarations a name written in `module` refers to, whatever
    /// the file imports (callers keep those of visible modules, see `moduleMask`): a type of the
    /// module itself shadows the others, as in the compiler; `Module.Type` spellings resolve in
    /// that module. The graph resolves every name of the workspace and most are not workspace
    /// types, so the common answers (none, one) copy nothing.
    public func resolveIndices(_ written: String, fromModule module: String, workspace: Workspace) -> [Int] {
        resolveIndices(written, hash: NameHash.of(written), fromModuleNumber: moduleNumber(of: module), workspace: workspace)
    }

    /// `resolveIndices(_:fromModule:workspace:)` for a caller that hashed the name
    /// (`NameHash.of`) and numbered its module (`moduleNumber(of:)`) already.
    public func resolveIndices(_ written: String, hash: UInt32, fromModuleNumber module: Int32, workspace: Workspace) -> [Int] {
        // Most names are plain identifiers and most are not workspace types (`Int`, `String`):
        // answer those from one probe, without building substrings.
        let plain = written.withUTF8Bytes { bytes in
            for b in bytes where b == UInt8(ascii: ".") || b == UInt8(ascii: "<") { return false }
            return true
        }
        if plain {
            guard let indices = byName[name: written, hash: hash] else { return [] }
            return preferringModule(module, indices)
        }
        var name = Self.stripGenerics(written)
        var onlyModule: String?
        if let dot = name.firstIndex(of: "."), workspace.isWorkspaceModule(String(name[..<dot])) {
            onlyModule = String(name[..<dot])
            name = String(name[name.index(after: dot)...])
        }
        guard let indices = byName[name: name] else { return [] }
        if let onlyModule { return indices.filter { types[$0].module == onlyModule } }
        return preferringModule(module, indices)
    }

    /// The candidates of `module` when it declares some, else all of them.
    private func preferringModule(_ module: Int32, _ indices: [Int]) -> [Int] {
        if indices.count == 1 { return indices }
        var own = 0
        for i in indices where moduleNumberOfType[i] == module { own += 1 }
        if own == 0 || own == indices.count { return indices }
        return indices.filter { moduleNumberOfType[$0] == module }
    }

    /// Whether some workspace type is declared inside `outer` (a qualified name).
    public func hasNestedTypes(_ outer: String) -> Bool {
        namespaces.entry(outer, hash: NameHash.of(outer)) != nil
    }

    /// Whether some workspace type named `name` is declared inside another.
    public func isNestedName(_ name: String, hash: UInt32) -> Bool {
        nestedNames.entry(name, hash: hash) != nil
    }

    /// The types declared as `outer.name`, wherever (an `extension DBModel { final class Country }`).
    public func nestedTypeIndices(in outer: String, named name: String, hash: UInt32) -> [Int] {
        guard nestedNames.entry(name, hash: hash) != nil else { return [] }
        return byName[name: outer + "." + name] ?? []
    }

    public func isProtocol(_ name: String) -> Bool {
        guard let e = byName.entry(name, hash: NameHash.of(name)) else { return false }
        return entryIsProtocol[e]
    }

    /// What the first workspace typealias named `name` stands for (read in place: names such
    /// as `Repository` can have a declaration in every module of a large workspace).
    private func aliasTarget(_ name: String) -> String? {
        guard let e = byName.entry(name, hash: NameHash.of(name)) else { return nil }
        return entryAliasTarget[e]
    }

    /// Positions in `types` of every declaration named `name` (nil for none).
    public func candidates(named name: String) -> [Int]? { byName[name: name] }

    public func declarations(named name: String) -> [DeclaredType] {
        byName[name: name]?.map { types[$0] } ?? []
    }

    /// Own requirements of the protocol `protocolName`.
    public func requirements(of protocolName: String) -> [Requirement] {
        ownRequirements[protocolName] ?? []
    }

    /// Workspace protocols a concrete type conforms to, through its declaration, its
    /// extensions, its superclasses and protocol inheritance.
    public func conformances(of typeName: String) -> Set<String> {
        Set(conformanceList(of: typeName))
    }

    /// What extensions of the type (by its name, generic arguments dropped) conform it to, as
    /// written, library protocols included (`extension Model: Observable {}`).
    public func extensionConformanceNames(of typeName: String) -> [String] {
        extensionConformances[typeName] ?? []
    }

    /// `conformances(of:)` as a list, in the order the walk found them.
    public func conformanceList(of typeName: String) -> [String] {
        guard let e = byName.entry(typeName, hash: NameHash.of(typeName)) else { return [] }
        guard conformances.start[e] >= 0 else { return [] }
        let names = byName.names
        return conformances.list[Int(conformances.start[e])..<Int(conformances.end[e])].map { names[Int($0)] }
    }

    /// Every requirement of a protocol, inherited ones included (cycle-safe).
    public func allRequirements(of protocolName: String) -> [Requirement] {
        // Most protocols inherit from no workspace protocol: their own requirements are all.
        let h = NameHash.of(protocolName)
        let entry = byName.entry(protocolName, hash: h)
        if entry == nil || !entryIsProtocol[entry!] {
            return ownRequirements[protocolName, hash: h] ?? []
        }
        // Parents outside the workspace (`AnyObject`, `Sendable`) add nothing.
        let addsNothing = byName.indices(ofEntry: entry!).allSatisfy { i in
            typeKinds[i] != .protocol || typeInherits[i].allSatisfy { raw in
                protocolNames(inParent: raw).allSatisfy { parent in
                    let ph = NameHash.of(parent)
                    return parent != protocolName && byName.entry(parent, hash: ph) == nil && ownRequirements.entry(parent, hash: ph) == nil
                }
            }
        }
        if addsNothing {
            return ownRequirements[protocolName, hash: h] ?? []
        }
        var out: [Requirement] = []
        var visited = Set<String>()
        var stack = [protocolName]
        while let name = stack.popLast() {
            guard visited.insert(name).inserted else { continue }
            out += ownRequirements[name] ?? []
            for i in byName[name: name] ?? [] where typeKinds[i] == .protocol {
                for parent in typeInherits[i] { stack += protocolNames(inParent: parent) }
            }
        }
        return out
    }

    /// The protocol names a written parent stands for: `P`, `Module.P`, `P<T>`, and the parts of
    /// `A & B` or of a typealias of a composition (`protocol UserRepository: UserReading &
    /// UserWriting`, `protocol Store: ReadWrite`).
    public func protocolNames(inParent raw: String) -> [String] {
        let plain = nestedOrLastComponent(Self.stripGenerics(raw))
        let composed = raw.containsUTF8Byte(UInt8(ascii: "&"))
        if !composed {
            let h = NameHash.of(plain)
            guard let e = byName.entry(plain, hash: h), !entryIsProtocol[e] else { return [plain] }
        }
        return protocolsDenoted(by: raw) ?? (composed ? [] : [plain])
    }

    /// The protocol declaration (a position in `types`) the name `name` written in the module
    /// numbered `module` refers to, as the compiler resolves it: a declaration of the module
    /// itself first, else one of the modules `visible` holds. Nil when the name resolves to no
    /// workspace protocol (a type of that name shadows it) or to several modules' declarations.
    public func resolveProtocol(_ name: String, fromModuleNumber module: Int32, visible: ModuleMask) -> Int? {
        guard let indices = byName[name: name, hash: NameHash.of(name)] else { return nil }
        var seen = indices
        if indices.count > 1 {
            seen = indices.filter { moduleNumberOfType[$0] == module }
            if seen.isEmpty { seen = indices.filter { isVisible($0, in: visible) } }
            // Another module's `internal` type (sergdort's `final class PostsUseCase:
            // Domain.PostsUseCase` in each platform module) cannot be named where that module
            // is imported: the protocol is what the name means there. Folders of one app target
            // see each other's internal types.
            if seen.count > 1 {
                let nameable = seen.filter { i in
                    switch types[i].accessLevel {
                    case "public", "open", "package": return true
                    default: return appTargetFolderNumbers.contains(moduleNumberOfType[i]) && appTargetFolderNumbers.contains(module)
                    }
                }
                if !nameable.isEmpty { seen = nameable }
            }
            guard let first = seen.first,
                  seen.allSatisfy({ moduleNumberOfType[$0] == moduleNumberOfType[first] }) else { return nil }
        }
        return seen.first { typeKinds[$0] == .protocol }
    }

    /// A resolved protocol's requirements, its inherited protocols' included (each parent
    /// resolved from the module of the protocol that names it), and the names of the protocols
    /// walked, the protocol itself first.
    public func allRequirements(ofProtocolAt typeIndex: Int, visible: ModuleMask) -> (requirements: [Requirement], protocols: [String]) {
        var requirements: [Requirement] = []
        var protocols: [String] = []
        var visited = Set<Int>()
        var stack = [typeIndex]
        while let i = stack.popLast() {
            guard visited.insert(i).inserted else { continue }
            let name = types[i].name
            let module = moduleNumberOfType[i]
            protocols.append(name)
            let h = NameHash.of(name)
            if let own = ownRequirements[name, hash: h], let modules = ownRequirementModules[name, hash: h] {
                for k in own.indices where k < modules.count && modules[k] == module { requirements.append(own[k]) }
            }
            for parent in typeInherits[i] {
                for parentName in protocolNames(inParent: parent) {
                    if let p = resolveProtocol(parentName, fromModuleNumber: module, visible: visible) { stack.append(p) }
                }
            }
        }
        return (requirements, protocols)
    }

    /// The workspace protocols a written type stands for, when it is a protocol type:
    /// `P`, `any P`, `P?`, `(any P)?`, `P & Q`, `Module.P`, or a typealias to one of those.
    /// Nil when it is anything else (a concrete type, a collection, a closure, a generic).
    public func protocolsDenoted(by writtenType: String) -> [String]? {
        if !denotedTypes.isEmpty, let known = denotedTypes[writtenType] { return known }
        // `P`, `any P`, `P?`, `any P?` (the common spellings) are answered by two lookups: no
        // workspace protocol or typealias has the name, or it is a protocol.
        if let (name, saysAny) = Self.simpleProtocolSpelling(writtenType) {
            let h = NameHash.of(name)
            let mentioned = protocolOrAliasNames.entry(name, hash: h) != nil
                || (saysAny && protocolOrAliasNames.entry("any") != nil)
            if !mentioned { return nil }
            if let e = byName.entry(name, hash: h), entryIsProtocol[e] { return [name] }
        }
        // Most written types (`Int?`, `[String: Item]`, `Result<User, Error>`) name no workspace
        // protocol or typealias at all: one byte scan answers those without parsing.
        guard mentionsProtocolOrAlias(writtenType) else { return nil }
        var text = writtenType
        var depth = 0
        while depth < 8 {
            depth += 1
            let parts = Self.compositionParts(text, qualified: true).map(nestedOrLastComponent)
            guard !parts.isEmpty else { return nil }
            var protocols: [String] = []
            var aliasExpansion: String?
            for part in parts {
                if isProtocol(part) {
                    protocols.append(part)
                } else if parts.count == 1, let target = aliasTarget(part) {
                    aliasExpansion = target
                } else if let target = aliasTarget(part), let inner = protocolsDenoted(byFlat: target) {
                    protocols += inner
                } else if parts.count > 1 && byName.entry(part, hash: NameHash.of(part)) == nil {
                    // `UserRepository & Sendable`: a name the workspace does not declare, beside
                    // a workspace protocol, is a library protocol (or `AnyObject`) that adds no
                    // requirement the workspace implements.
                    continue
                } else {
                    return nil
                }
            }
            if let aliasExpansion { text = aliasExpansion; continue }
            return protocols.isEmpty ? nil : protocols
        }
        return nil
    }

    /// `X`, `any X`, `X?`, `X!`, `any X?` with `X` letters, digits, `_` and non-ASCII bytes only:
    /// the name `X`, which `compositionParts` would find alone, and whether `any` was written.
    private static func simpleProtocolSpelling(_ text: String) -> (name: String, saysAny: Bool)? {
        let found = text.withUTF8Bytes { bytes -> (start: Int, end: Int)? in
            var start = 0
            var end = bytes.count
            if end > 0 && (bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!")) { end -= 1 }
            if end - start > 4 && bytes[0] == UInt8(ascii: "a") && bytes[1] == UInt8(ascii: "n") && bytes[2] == UInt8(ascii: "y")
                && bytes[3] == UInt8(ascii: " ") { start = 4 }
            guard end > start else { return nil }
            for k in start..<end {
                let b = bytes[k]
                guard (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80 else {
                    return nil
                }
            }
            return (start, end)
        }
        guard let found else { return nil }
        if found.start == 0 && found.end == text.utf8.count { return (text, false) }
        let name = text.withUTF8Bytes { String(decoding: UnsafeBufferPointer(rebasing: $0[found.start..<found.end]), as: UTF8.self) }
        return (name, found.start == 4)
    }

    /// Last components of workspace protocol and typealias names.
    private var protocolOrAliasNames = NameMap<Void>()
    /// Qualified names that have nested types declared (`DBModel` for `DBModel.Country`).
    private var namespaces = NameMap<Void>()
    /// Last components of nested type names (`Country` for `DBModel.Country`): most names are
    /// none, and need no qualified lookup.
    private var nestedNames = NameMap<Void>()

    private func mentionsProtocolOrAlias(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var start = -1
            var i = 0
            while true {
                let atEnd = i == bytes.count
                let b = atEnd ? 0 : bytes[i]
                let isName = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
                if isName {
                    if start < 0 { start = i }
                } else if start >= 0 {
                    let name = UnsafeBufferPointer(rebasing: bytes[start..<i])
                    if protocolOrAliasNames.entry(bytes: name, hash: NameHash.of(bytes: name)) != nil { return true }
                    start = -1
                }
                if atEnd { return false }
                i += 1
            }
        }
    }

    /// `Editor.Client` when a type nested that way is declared (a protocol nested in an enum,
    /// Swift 5.10), else the last component (`Domain.UserRepository` names `UserRepository`).
    private func nestedOrLastComponent(_ written: String) -> String {
        guard written.containsUTF8Byte(UInt8(ascii: ".")) else { return written }
        if byName.entry(written, hash: NameHash.of(written)) != nil { return written }
        // `Domain.Profile.Syncing`: the module's name before the nested one.
        var rest = Substring(written)
        while let dot = rest.firstIndex(of: "."), rest[rest.index(after: dot)...].contains(".") {
            rest = rest[rest.index(after: dot)...]
            let nested = String(rest)
            if byName.entry(nested, hash: NameHash.of(nested)) != nil { return nested }
        }
        return Self.lastComponent(written)
    }

    private func protocolsDenoted(byFlat text: String) -> [String]? {
        let parts = Self.compositionParts(text, qualified: true).map(nestedOrLastComponent)
        guard !parts.isEmpty, parts.allSatisfy({ isProtocol($0) }) else { return nil }
        return parts
    }

    /// Words before a parameter's type that say how the value is passed, not what it is.
    public static let parameterSpecifiers: [StaticString] = ["inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared"]

    /// `(any A & B)?` -> [A, B]; empty when the text is not a plain composition of names.
    static func compositionParts(_ text: String, qualified: Bool = false) -> [String] {
        // Most written types are one plain name (`Int`, `FeedLoader`, `Swift.String`): no need
        // to walk characters for those.
        var plain = true
        for b in text.utf8 where !(b >= 0x61 && b <= 0x7A) && !(b >= 0x41 && b <= 0x5A) && !(b >= 0x30 && b <= 0x39) && b != 0x5F && b != 0x2E {
            plain = false
            break
        }
        if plain { return text.isEmpty ? [] : [qualified ? text : lastComponent(text)] }
        // On bytes: a Character-by-Character walk cost tens of thousands of instructions per type.
        let bytes = Array(text.utf8)
        var s = 0, e = bytes.count
        func trim() {
            while s < e && bytes[s] == 0x20 { s += 1 }
            while e > s && bytes[e - 1] == 0x20 { e -= 1 }
        }
        func starts(with word: StaticString, at from: Int, before to: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            guard to - from >= count else { return false }
            for k in 0..<count where bytes[from + k] != word.utf8Start[k] { return false }
            return true
        }
        trim()
        var changed = true
        while changed {
            changed = false
            if e > s && (bytes[e - 1] == UInt8(ascii: "?") || bytes[e - 1] == UInt8(ascii: "!")) { e -= 1; trim(); changed = true }
            if e - s >= 2 && bytes[s] == UInt8(ascii: "(") && bytes[e - 1] == UInt8(ascii: ")") { s += 1; e -= 1; trim(); changed = true }
            if starts(with: "any ", at: s, before: e) { s += 4; trim(); changed = true }
            if starts(with: "some ", at: s, before: e) { s += 5; trim(); changed = true }
            // A parameter's ownership or isolation says how the value is passed, not what it is.
            for specifier in Self.parameterSpecifiers where starts(with: specifier, at: s, before: e)
                && e - s > specifier.utf8CodeUnitCount && bytes[s + specifier.utf8CodeUnitCount] == 0x20 {
                s += specifier.utf8CodeUnitCount; trim(); changed = true
            }
            if starts(with: "Optional<", at: s, before: e) && bytes[e - 1] == UInt8(ascii: ">") { s += 9; e -= 1; trim(); changed = true }
        }
        var parts: [String] = []
        var k = s
        while k <= e {
            var j = k
            while j < e && bytes[j] != UInt8(ascii: "&") { j += 1 }
            if j > k {
                var ps = k, pe = j
                while ps < pe && bytes[ps] == 0x20 { ps += 1 }
                while pe > ps && bytes[pe - 1] == 0x20 { pe -= 1 }
                if starts(with: "any ", at: ps, before: pe) { ps += 4 }
                // `any Repository<User>`: a protocol with primary associated types, constrained.
                if pe > ps && bytes[pe - 1] == UInt8(ascii: ">"), let lt = bytes[ps..<pe].firstIndex(of: UInt8(ascii: "<")), lt > ps {
                    pe = lt
                    while pe > ps && bytes[pe - 1] == 0x20 { pe -= 1 }
                }
                if pe <= ps { return [] }
                for q in ps..<pe {
                    switch bytes[q] {
                    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "("),
                         UInt8(ascii: ")"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "{"),
                         UInt8(ascii: "}"), 0x20:
                        return []
                    default: continue
                    }
                }
                let part = String(decoding: bytes[ps..<pe], as: UTF8.self)
                parts.append(qualified ? part : lastComponent(part))
            }
            k = j + 1
        }
        return parts
    }

    /// The number of `module` in `numbers`, the next one when it is new.
    private static func number(_ module: String, in numbers: inout NameMap<Int>) -> Int32 {
        let next = numbers.count
        return Int32(numbers.insert(module, value: next))
    }

    // On UTF-8 code units: these run for every written type of the workspace.
    /// `Cache<Key>` -> `Cache`.
    public static func stripGenerics(_ name: String) -> String {
        let lt: Int? = name.withUTF8Bytes { bytes in bytes.firstIndex(of: UInt8(ascii: "<")) }
        guard let lt else { return name }
        return String(name.utf8.prefix(lt))!
    }

    /// `Outer.Inner` -> `Inner`.
    public static func lastComponent(_ name: String) -> String {
        let dot: Int? = name.withUTF8Bytes { bytes in bytes.lastIndex(of: UInt8(ascii: ".")) }
        guard let dot else { return name }
        return String(name.utf8.dropFirst(dot + 1))!
    }
}

/// One bit per type-declaring module: the modules a file can see. Every file of the workspace
/// keeps one for the rules, so a workspace of thousands of modules keeps them as bits, not bytes.
public struct ModuleMask: Sendable {
    private var words: [UInt64]

    public init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) >> 6)
    }

    public subscript(_ module: Int) -> Bool {
        @inline(__always) get { (words[module >> 6] >> UInt64(module & 63)) & 1 != 0 }
        @inline(__always) set {
            if newValue { words[module >> 6] |= 1 << UInt64(module & 63) } else { words[module >> 6] &= ~(1 << UInt64(module & 63)) }
        }
    }
}
