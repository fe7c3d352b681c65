import ArchlintSyntax
import Foundation
import ArchlintWorkspace

/// A nominal type (or typealias) declared in the workspace.
public struct DeclaredType: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `typealias`

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

    public var isConcrete: Bool { kind == .class || kind == .struct || kind == .enum || kind == .actor }
    public var isReferenceType: Bool { kind == .class || kind == .actor }
}

/// A protocol requirement, for interface-segregation and fat-protocol.
public struct Requirement: Sendable, Hashable {
    public var protocolName: String
    public var kind: String
    public var name: String
    public var line: Int
}

/// The workspace-wide index of declared types, built once per run, so that rules resolve
/// names in constant time instead of rescanning facts.
public struct TypeIndex: Sendable {
    public private(set) var types: [DeclaredType] = []
    /// Top-level (and explicitly qualified nested) names to declarations, test code excluded.
    private var byName = NameBuckets()
    /// Conformances written on extensions: type name -> inherited names.
    private var extensionConformances: [String: [String]] = [:]
    /// Own requirements per protocol name.
    public private(set) var requirements: [String: [Requirement]] = [:]
    private var conformanceCache: [String: Set<String>] = [:]
    /// Modules each module re-exports with `@_exported import`.
    private var reExports: [String: Set<String>] = [:]

    public init(workspace: Workspace) {
        for file in workspace.files {
            let facts = file.facts
            for imp in facts.imports where imp.attributes.contains("@_exported") && imp.module != file.module {
                reExports[file.module, default: []].insert(imp.module)
            }
            for decl in facts.declarations where !decl.isLocal {
                guard let kind = DeclaredType.Kind(decl.kind) else {
                    if decl.kind == .extension, !decl.inherits.isEmpty {
                        extensionConformances[Self.stripGenerics(decl.name), default: []].append(contentsOf: decl.conformances)
                    }
                    continue
                }
                let type = DeclaredType(
                    name: decl.name, kind: kind, module: file.module, layer: file.layer, file: file.path,
                    line: decl.line, column: decl.column, inherits: decl.conformances, aliasOf: decl.aliasOf,
                    isTestCode: file.isTest)
                let index = types.count
                types.append(type)
                let number = moduleNumbers[file.module] ?? moduleNumbers.count
                moduleNumbers[file.module] = number
                moduleNumberOfType.append(Int32(number))
                if !file.isTest { byName.append(index, to: decl.name) }
            }
            for req in facts.protocolRequirements {
                requirements[req.protocolName, default: []].append(
                    Requirement(protocolName: req.protocolName, kind: req.kind, name: req.name, line: req.line))
            }
        }
        for t in types where (t.kind == .protocol || t.kind == .typealias) && !t.isTestCode {
            protocolOrAliasNames.insert(Self.lastComponent(t.name))
        }
        // Each concrete type's closure is independent of the others: computed on all cores.
        let concreteNames = Array(Set(types.lazy.filter { $0.isConcrete && !$0.isTestCode }.map(\.name)))
        let snapshot = self
        // Each worker remembers the closures it computed: a walk up a class hierarchy stops at an
        // ancestor already done (a 10,000-class inheritance chain was quadratic).
        let closures = ConcurrentMap.map(count: concreteNames.count, workers: ProcessInfo.processInfo.activeProcessorCount,
                                         state: { [String: Set<String>]() }) { k, done in
            let closure = snapshot.computeConformances(of: concreteNames[k], known: done)
            done[concreteNames[k]] = closure
            return closure
        }
        var cache: [String: Set<String>] = [:]
        cache.reserveCapacity(concreteNames.count)
        for (name, closure) in zip(concreteNames, closures) { cache[name] = closure }
        conformanceCache = cache
        var counts: [String: Int] = [:]
        for (_, protocols) in cache { for p in protocols { counts[p, default: 0] += 1 } }
        implementationCounts = counts
        // Per file and independent: on all cores, each worker with its own memo of written types.
        let files = workspace.files.filter { !$0.isTest }
        let index = self
        let usedPerFile = ConcurrentMap.map(count: files.count, workers: ProcessInfo.processInfo.activeProcessorCount,
                                            state: { [String: [String]?]() }) { i, denoted -> [String] in
            func denote(_ written: String) -> [String]? {
                if let known = denoted[written] { return known }
                let result = index.protocolsDenoted(by: written)
                denoted[written] = result
                return result
            }
            var found: [String] = []
            // `some P` is a generic constraint, not a held dependency.
            for p in files[i].facts.storedProperties where !p.isStatic {
                if let t = p.type, !t.hasPrefix("some "), let ps = denote(t) { found += ps }
            }
            for p in files[i].facts.parameters where p.function == "init" && !p.type.hasPrefix("some ") {
                if let ps = denote(p.type) { found += ps }
            }
            return found
        }
        var used = Set<String>()
        for found in usedPerFile { used.formUnion(found) }
        dependencyProtocols = used
    }

    /// Workspace protocols some non-test code holds as a dependency: the type of a stored
    /// property or of an initializer parameter (`P`, `any P`, `P?`, compositions, typealiases).
    public private(set) var dependencyProtocols: Set<String> = []

    /// Concrete non-test types conforming to each workspace protocol.
    public private(set) var implementationCounts: [String: Int] = [:]

    /// Every name a type inherits from or conforms to, transitively, workspace or not
    /// (`Error`, `Sendable`, superclasses, protocols' parents).
    public func inheritedNames(of typeName: String) -> Set<String> {
        var result = Set<String>()
        var stack = [typeName]
        while let name = stack.popLast() {
            var inherited: [String] = extensionConformances[name] ?? []
            for i in byName[name: name] ?? [] { inherited += types[i].inherits }
            for raw in inherited {
                let parent = Self.stripGenerics(Self.lastComponent(raw))
                if result.insert(parent).inserted { stack.append(parent) }
            }
        }
        return result
    }

    /// Modules that declare types, numbered for `moduleMask`.
    private var moduleNumbers: [String: Int] = [:]
    /// For each entry of `types`, the number of its module.
    private var moduleNumberOfType: [Int32] = []

    /// `visible` as one flag per type-declaring module: the graph and the rules ask whether a
    /// candidate type is visible for every name they resolve, and an array read is cheaper
    /// than hashing a module name each time.
    public func moduleMask(_ visible: Set<String>) -> [Bool] {
        var mask = [Bool](repeating: false, count: moduleNumbers.count)
        for module in visible { if let k = moduleNumbers[module] { mask[k] = true } }
        return mask
    }

    /// Whether `types[typeIndex]` lies in a module of `mask`.
    @inline(__always)
    public func isVisible(_ typeIndex: Int, in mask: [Bool]) -> Bool {
        mask[Int(moduleNumberOfType[typeIndex])]
    }

    /// The modules whose types a file can name: its own, the ones it imports, and what those
    /// re-export (`@_exported import`, transitively).
    public func visibleModules(for file: SourceFile) -> Set<String> {
        var visible: Set<String> = [file.module]
        var stack = file.facts.imports.map(\.module) + (reExports[file.module] ?? [])
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
        // Most names are plain identifiers and most are not workspace types (`Int`, `String`):
        // answer those from one dictionary probe, without building substrings.
        var text = written
        let plain = text.withUTF8 { bytes in
            for b in bytes where b == UInt8(ascii: ".") || b == UInt8(ascii: "<") { return false }
            return true
        }
        if plain {
            guard let indices = byName[name: written] else { return [] }
            return Self.preferringModule(module, indices, types)
        }
        var name = Self.stripGenerics(written)
        var onlyModule: String?
        if let dot = name.firstIndex(of: "."), workspace.isWorkspaceModule(String(name[..<dot])) {
            onlyModule = String(name[..<dot])
            name = String(name[name.index(after: dot)...])
        }
        guard let indices = byName[name: name] else { return [] }
        if let onlyModule { return indices.filter { types[$0].module == onlyModule } }
        return Self.preferringModule(module, indices, types)
    }

    /// The candidates of `module` when it declares some, else all of them.
    private static func preferringModule(_ module: String, _ indices: [Int], _ types: [DeclaredType]) -> [Int] {
        var own = 0
        for i in indices where types[i].module == module { own += 1 }
        if own == 0 || own == indices.count { return indices }
        return indices.filter { types[$0].module == module }
    }

    public func isProtocol(_ name: String) -> Bool {
        byName[name: name]?.contains { types[$0].kind == .protocol } ?? false
    }

    /// What the first workspace typealias named `name` stands for (read in place: names such
    /// as `Repository` can have a declaration in every module of a large workspace).
    private func aliasTarget(_ name: String) -> String? {
        guard let indices = byName[name: name] else { return nil }
        for i in indices where types[i].kind == .typealias { return types[i].aliasOf }
        return nil
    }

    public func declarations(named name: String) -> [DeclaredType] {
        byName[name: name]?.map { types[$0] } ?? []
    }

    /// Workspace protocols a concrete type conforms to, through its declaration, its
    /// extensions, its superclasses and protocol inheritance.
    public func conformances(of typeName: String) -> Set<String> {
        conformanceCache[typeName] ?? []
    }

    /// `known`: complete closures of other types, used instead of walking above them.
    private func computeConformances(of typeName: String, known: [String: Set<String>] = [:]) -> Set<String> {
        var result = Set<String>()
        var visited = Set<String>()
        var stack = [typeName]
        while let name = stack.popLast() {
            guard visited.insert(name).inserted else { continue }
            if name != typeName, let closure = known[name] {
                result.formUnion(closure)
                continue
            }
            var inherited: [String] = extensionConformances[name] ?? []
            for i in byName[name: name] ?? [] { inherited += types[i].inherits }
            for raw in inherited {
                let parent = Self.stripGenerics(Self.lastComponent(raw))
                if isProtocol(parent) { result.insert(parent) }
                if byName[name: parent] != nil { stack.append(parent) }
            }
        }
        return result
    }

    /// Every requirement of a protocol, inherited ones included (cycle-safe).
    public func allRequirements(of protocolName: String) -> [Requirement] {
        var out: [Requirement] = []
        var visited = Set<String>()
        var stack = [protocolName]
        while let name = stack.popLast() {
            guard visited.insert(name).inserted else { continue }
            out += requirements[name] ?? []
            for i in byName[name: name] ?? [] where types[i].kind == .protocol {
                for parent in types[i].inherits { stack.append(Self.stripGenerics(Self.lastComponent(parent))) }
            }
        }
        return out
    }

    /// The workspace protocols a written type stands for, when it is a protocol type:
    /// `P`, `any P`, `P?`, `(any P)?`, `P & Q`, `Module.P`, or a typealias to one of those.
    /// Nil when it is anything else (a concrete type, a collection, a closure, a generic).
    public func protocolsDenoted(by writtenType: String) -> [String]? {
        // Most written types (`Int?`, `[String: Item]`, `Result<User, Error>`) name no workspace
        // protocol or typealias at all: one byte scan answers those without parsing.
        guard mentionsProtocolOrAlias(writtenType) else { return nil }
        var text = writtenType
        var depth = 0
        while depth < 8 {
            depth += 1
            let parts = Self.compositionParts(text)
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
                } else {
                    return nil
                }
            }
            if let aliasExpansion { text = aliasExpansion; continue }
            return protocols
        }
        return nil
    }

    /// Last components of workspace protocol and typealias names.
    private var protocolOrAliasNames = FastStringSet()

    private func mentionsProtocolOrAlias(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var start = -1
            var i = 0
            while true {
                let atEnd = i == bytes.count
                let b = atEnd ? 0 : bytes[i]
                let isName = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
                if isName {
                    if start < 0 { start = i }
                } else if start >= 0 {
                    if protocolOrAliasNames.contains(bytes: UnsafeBufferPointer(rebasing: bytes[start..<i])) { return true }
                    start = -1
                }
                if atEnd { return false }
                i += 1
            }
        }
    }

    private func protocolsDenoted(byFlat text: String) -> [String]? {
        let parts = Self.compositionParts(text)
        guard !parts.isEmpty, parts.allSatisfy({ isProtocol($0) }) else { return nil }
        return parts
    }

    /// `(any A & B)?` -> [A, B]; empty when the text is not a plain composition of names.
    static func compositionParts(_ text: String) -> [String] {
        // Most written types are one plain name (`Int`, `FeedLoader`, `Swift.String`): no need
        // to walk characters for those.
        var plain = true
        for b in text.utf8 where !(b >= 0x61 && b <= 0x7A) && !(b >= 0x41 && b <= 0x5A) && !(b >= 0x30 && b <= 0x39) && b != 0x5F && b != 0x2E {
            plain = false
            break
        }
        if plain { return text.isEmpty ? [] : [lastComponent(text)] }
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
                parts.append(lastComponent(String(decoding: bytes[ps..<pe], as: UTF8.self)))
            }
            k = j + 1
        }
        return parts
    }

    // On UTF-8 code units: these run for every written type of the workspace.
    static func stripGenerics(_ name: String) -> String {
        var copy = name
        let lt: Int? = copy.withUTF8 { bytes in bytes.firstIndex(of: UInt8(ascii: "<")) }
        guard let lt else { return name }
        return String(name.utf8.prefix(lt))!
    }

    /// `Outer.Inner` -> `Inner`.
    public static func lastComponent(_ name: String) -> String {
        var copy = name
        let dot: Int? = copy.withUTF8 { bytes in bytes.lastIndex(of: UInt8(ascii: ".")) }
        guard let dot else { return name }
        return String(name.utf8.dropFirst(dot + 1))!
    }
}
