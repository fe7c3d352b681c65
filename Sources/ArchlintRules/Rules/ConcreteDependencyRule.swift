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

    /// Property wrappers whose value must be a concrete class: SwiftUI's observable objects.
    /// Wrappers whose value must be the class itself: SwiftUI's, and the DI containers'
    /// observing ones (Factory's `@InjectedObject` / `@InjectedObservable`, Resolver's
    /// `@InjectedObject`), declared over `T: ObservableObject` / `T: Observable`.
    static let concreteOnlyWrappers: Set<String> = [
        "@StateObject", "@ObservedObject", "@EnvironmentObject", "@Bindable", "@InjectedObject", "@InjectedObservable",
    ]

    /// `concreteOnlyWrappers`, or iOS 17's `@State` owning an `@Observable` model (whose
    /// `@Bindable` bindings need the class); `@State` holding another class is a dependency.
    static func isObjectWrapper(_ attribute: String, holding type: DeclaredType, index: TypeIndex) -> Bool {
        concreteOnlyWrappers.contains(attribute) || (attribute == "@State" && isObservable(type, index: index))
    }

    /// `@Observable` itself, through a superclass, or made `Observable` by an extension.
    static func isObservable(_ type: DeclaredType, index: TypeIndex) -> Bool {
        func madeObservable(_ name: String) -> Bool {
            index.extensionConformanceNames(of: name).contains { $0 == "Observable" || $0 == "Observation.Observable" }
        }
        if type.isObservable || madeObservable(type.name) { return true }
        guard let superclass = type.inherits.first else { return false }
        // The type and 15 classes above it.
        return DependencyInjection.superclassChain(from: superclass, index: index).prefix(15).contains { name in
            index.declarations(named: name).first(where: { $0.kind == .class }).map { $0.isObservable || madeObservable($0.name) } ?? false
        }
    }

    public init(options: RuleOptionsReader) throws {}

    public func check(_ context: RuleContext) -> [FindingDraft] {
        var out: [FindingDraft] = []
        // Only classes and actors are judged: a cheap name test first keeps the rule linear in
        // practice on code with tens of thousands of parameters.
        var referenceTypes = NameMap<Bool>()
        for t in context.index.types where t.isReferenceType && !t.isTestCode {
            referenceTypes.insert(TypeIndex.lastComponent(t.name), value: true)
        }
        // `typealias SecureSessionStore = KeychainSessionStore` names the class too.
        for t in context.index.types where t.kind == .typealias && !t.isTestCode {
            if let target = t.aliasOf.flatMap(DependencyInjection.plainTypeName), referenceTypes[TypeIndex.lastComponent(target)] != nil {
                referenceTypes.insert(TypeIndex.lastComponent(t.name), value: true)
            }
        }
        if referenceTypes.isEmpty { return [] }
        // Read once: `context.index` hands out a copy of the whole index (a retain per table).
        let index = context.index
        var judge = Judge(context: context, referenceTypes: referenceTypes)
        var protocolExtensionMembers: [String: Set<String>]?
        var classBound: [String: Bool] = [:]
        var adoptions = DependencyInjection.AdoptionSites(files: context.workspace.files)
        var requirementImplementations: [String: Bool] = [:]
        var usage = MemberUsage(workspace: context.workspace)
        var keyPathTypes = KeyPathTypes(files: context.workspace.files)
        for (position, file) in context.workspace.files.enumerated() where !DependencyInjection.mayBuildConcreteTypes(file) {
            // By index: most properties and parameters are rejected on their type alone, and
            // copying each whole fact out of the array cost more than judging it.
            let properties = file.facts.storedProperties
            let parameters = file.facts.parameters
            if properties.isEmpty && parameters.isEmpty { continue }
            judge.begin(file, at: position)
            /// `Type\0written type` of the file's properties under an object wrapper and under
            /// `@State`, on first need.
            var wrappedTypes: (objects: Set<String>, state: Set<String>)?
            var outside: OutsideUses?
            for i in properties.indices where !properties[i].isStatic {
                // `@Injected(\.movieRepository) var repository`: the type the key path names.
                var keyPath: (name: String, declared: String, extended: String)?
                var declaringFile: Int?
                if properties[i].type == nil, let name = properties[i].wrapperKeyPath,
                   let declared = keyPathTypes.registration(of: name, attributes: properties[i].attributes) {
                    keyPath = (name, declared.type, declared.extended)
                    declaringFile = declared.file
                }
                guard let written = properties[i].type ?? keyPath.map({ TypeIndex.factoryValue($0.declared) ?? $0.declared }),
                      let d = judge.judge(written, resolvedIn: declaringFile) else { continue }
                let p = properties[i]
                // Interface Builder connects an outlet to the view class itself; a screen holds
                // its subviews as what they are; SwiftUI's object wrappers take only a concrete
                // observable class (`@EnvironmentObject var session: SessionProviding` does not
                // compile).
                // `@Environment(ObservableSession.self) var session: ObservableSession` (iOS 17)
                // looks the object up by its class: no protocol fits there either.
                // An `@Entry` in `extension EnvironmentValues` declares the key the wiring fills in;
                // previews build what they show.
                if p.attributes.contains(where: { $0 == "@IBOutlet" || $0 == "@Entry" || Self.isObjectWrapper($0, holding: d.0, index: index) })
                    || (p.wrapperKeyPath == nil && p.attributes.contains("@Environment"))
                    || file.facts.isInPreview(line: p.line)
                    || DependencyInjection.isSubview(d.0, holder: p.enclosingType, index: index) { continue }
                // The holder's body and extensions, wherever they are; a list's members
                // (`vendors.first`) are the list's, not the class's.
                let heldAlone = Self.collectionElement(Substring(written)) == nil
                var used = heldAlone ? usage.members(of: p.name, in: p.enclosingType, files: usage.filesDeclaring(p.enclosingType)) : []
                // `session.transport.handleRequest(body)` in the type that owns the record.
                if heldAlone, p.accessLevel != "private" {
                    if outside == nil { outside = OutsideUses(file: file, context: context) }
                    used.formUnion(outside!.members(of: p))
                }
                guard Self.covers(d.2, used, index: index, files: context.workspace.files, extensionMembers: &protocolExtensionMembers) else { continue }
                let advised = (d.0, d.1, Self.narrowest(d.2, covering: used, index: index, files: context.workspace.files,
                                                        extensionMembers: &protocolExtensionMembers))
                out.append(finding(advised, what: "stored property '\(p.name)'", owner: p.enclosingType, name: p.name,
                                   written: written, file: file, line: p.line, column: p.column, isWeak: p.isWeak, keyPath: keyPath,
                                   classBound: &classBound, adoptions: &adoptions, context: context))
            }
            for i in parameters.indices {
                guard let d = judge.judge(parameters[i].type) else { continue }
                let p = parameters[i]
                // `func authCoordinatorDidFinish(_ coordinator: AuthCoordinator)` implements a
                // delegate requirement: its signature is the protocol's, not the holder's choice.
                if let holder = p.enclosingType, p.function != "init",
                   implementsRequirement(p.function, label: p.label ?? p.name, of: holder, index: index, cache: &requirementImplementations) { continue }
                if DependencyInjection.isSubview(d.0, holder: p.enclosingType, index: index) || file.facts.isInPreview(line: p.line) { continue }
                // `init(session: Store) { _session = State(initialValue: session) }`: the value an
                // object wrapper of the type holds must be the class too.
                if p.function == "init", let holder = p.enclosingType {
                    if wrappedTypes == nil {
                        func keys(_ wrapped: (String) -> Bool) -> Set<String> {
                            var out = Set<String>()
                            for q in properties where q.attributes.contains(where: wrapped) {
                                if let type = q.type { out.insert(q.enclosingType + "\u{0}" + type) }
                            }
                            return out
                        }
                        wrappedTypes = (keys(Self.concreteOnlyWrappers.contains), keys { $0 == "@State" })
                    }
                    let key = holder + "\u{0}" + p.type
                    if wrappedTypes!.objects.contains(key) || (wrappedTypes!.state.contains(key) && Self.isObservable(d.0, index: index)) { continue }
                }
                let used = Self.collectionElement(Substring(p.type)) == nil
                    ? usage.members(of: p.name, in: p.enclosingType, files: [position], parameterLines: p.line...max(p.line, p.bodyEndLine)) : []
                guard Self.covers(d.2, used, index: index, files: context.workspace.files, extensionMembers: &protocolExtensionMembers) else { continue }
                let advised = (d.0, d.1, Self.narrowest(d.2, covering: used, index: index, files: context.workspace.files,
                                                        extensionMembers: &protocolExtensionMembers))
                let owner = p.enclosingType.map { "\($0).\(p.function)" } ?? p.function
                out.append(finding(advised, what: "parameter '\(InterfaceSegregationRule.unquoted(p.name))' of \(owner)", owner: owner, name: p.name,
                                   written: p.type, file: file, line: p.line, column: p.column, classBound: &classBound, adoptions: &adoptions, context: context))
            }
        }
        return out
    }

    /// A file's text with its line starts, read on the first question about it.
    struct SourceText {
        let bytes: [UInt8]
        /// Lines as the lexer counts them (`\n`, `\r\n`, a lone `\r`), so facts' lines fit.
        let lines: LineTable

        init?(file: SourceFile, context: RuleContext) {
            guard let bytes = context.readSource(file.path) else { return nil }
            self.init(bytes: bytes)
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
            lines = LineTable(bytes)
        }

        /// `handleRequest` of `transport.handleRequest`, `transport?.handleRequest`, for the
        /// name `member` written at `line`:`column`; nil when no member follows it.
        func memberAfter(_ member: String, line: Int, column: Int) -> String? {
            guard line >= 1, line <= lines.lineCount, column >= 1 else { return nil }
            var i = Int(lines.lineStarts[line - 1]) + column - 1
            let name = Array(member.utf8)
            guard i + name.count < bytes.count, bytes[i..<(i + name.count)].elementsEqual(name) else { return nil }
            i += name.count
            while i < bytes.count, bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!") { i += 1 }
            // `pending?` then `.uploader` on the next line: a chain may wrap.
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: ".") else { return nil }
            i += 1
            let start = i
            while i < bytes.count, bytes[i] >= 0x80 || bytes[i] == UInt8(ascii: "_") || (bytes[i] | 0x20 >= UInt8(ascii: "a") && bytes[i] | 0x20 <= UInt8(ascii: "z"))
                    || (i > start && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) { i += 1 }
            return i > start ? String(decoding: bytes[start..<i], as: UTF8.self) : nil
        }
    }

    /// What the other types of a file do with properties of its records (`session.transport
    /// .handleRequest(body)` in the type that owns the `SessionContext` record), indexed once
    /// per file on its first would-be finding; the source is read back only for those.
    struct OutsideUses {
        /// `member\0base's type` -> the members called after it; the base's type is empty when
        /// not known (a loop's variable), and such uses count for every holder.
        private var calls: [String: Set<String>] = [:]

        init(file: SourceFile, context: RuleContext) {
            var types: [String: String] = [:]
            for q in file.facts.parameters { types[(q.enclosingType ?? "") + "\u{0}" + q.name] = q.type }
            for q in file.facts.storedProperties { if let t = q.type { types[q.enclosingType + "\u{0}" + q.name] = t } }
            let source = SourceText(file: file, context: context)
            for list in [file.facts.memberAccesses, file.facts.optionalChainedAccesses] {
                for a in list where a.base != "self" {
                    var baseType = ""
                    if !a.baseIsLocal || a.baseIsParameter, let written = types[(a.enclosingType ?? "") + "\u{0}" + a.base].flatMap(DependencyInjection.plainTypeName) {
                        baseType = TypeIndex.lastComponent(TypeIndex.stripGenerics(written))
                    }
                    guard let called = source?.memberAfter(a.member, line: a.line, column: a.column) else { continue }
                    calls[a.member + "\u{0}" + baseType, default: []].insert(called)
                }
            }
        }

        /// The members other code of the file calls on `p` (its own type's uses are counted
        /// anyway).
        func members(of p: StoredPropertyFact) -> Set<String> {
            let holder = TypeIndex.lastComponent(TypeIndex.stripGenerics(p.enclosingType))
            return (calls[p.name + "\u{0}" + holder] ?? []).union(calls[p.name + "\u{0}"] ?? [])
        }
    }

    /// "Depend on P" is advice only when P offers what the holder uses of the value: when it
    /// calls `app.port` and the protocol has no `port`, the fix would not compile (the class
    /// is used as itself, not as a seam).
    static func covers(_ protocols: [String], _ used: Set<String>, index: TypeIndex, files: [SourceFile],
                       extensionMembers: inout [String: Set<String>]?) -> Bool {
        if used.isEmpty { return true }
        var offered = Set<String>()
        for p in protocols { for r in index.allRequirements(of: p) { offered.insert(r.name) } }
        if used.isSubset(of: offered) { return true }
        // What protocol extensions add (`extension ProfileRepository { func currentUser() }`)
        // is offered through the protocol too.
        if extensionMembers == nil {
            extensionMembers = DependencyInjection.extensionMembers(in: files) { index.isProtocol(TypeIndex.lastComponent($0)) }
        }
        for p in protocols {
            offered.formUnion(extensionMembers?[p] ?? [])
            for parent in index.inheritedNames(of: p) { offered.formUnion(extensionMembers?[parent] ?? []) }
        }
        return used.isSubset(of: offered)
    }

    /// Of the protocols the class conforms to, the one that alone offers what is used (the
    /// fewest requirements first): a session store used for `refresh` is advised to depend on
    /// `TokenRefreshing`, not on `SessionStore & TokenRefreshing`. All of them when none does
    /// alone or nothing is used.
    static func narrowest(_ protocols: [String], covering used: Set<String>, index: TypeIndex, files: [SourceFile],
                          extensionMembers: inout [String: Set<String>]?) -> [String] {
        guard protocols.count > 1, !used.isEmpty else { return protocols }
        let alone = protocols.filter { covers([$0], used, index: index, files: files, extensionMembers: &extensionMembers) }
        guard let best = alone.min(by: { index.allRequirements(of: $0).count < index.allRequirements(of: $1).count }) else { return protocols }
        return [best]
    }

    /// Whether `function` is a requirement of a protocol `holder` conforms to (a delegate
    /// method), asked once per holder and name.
    private func implementsRequirement(_ function: String, label: String, of holder: String, index: TypeIndex, cache: inout [String: Bool]) -> Bool {
        let key = holder + "\u{1F}" + function + "\u{1F}" + label
        if let known = cache[key] { return known }
        var found = false
        // The requirement of that name whose labels include this parameter's
        // (`configure(using:)` does not implement `configure(with:)`).
        for p in index.conformanceList(of: TypeIndex.lastComponent(TypeIndex.stripGenerics(holder))) where !found {
            found = index.allRequirements(of: p).contains { $0.name == function && ($0.argumentLabels?.contains(label) ?? true) }
        }
        cache[key] = found
        return found
    }

    /// Members used on a name (`x.member`, `self.x.member`, `x?.member`) inside a type, read
    /// from the files that declare the type or extend it, found once per run.
    struct MemberUsage {
        let workspace: Workspace
        /// Declared or extended name -> slot in `files`; built on the first question.
        private var slots: NameMap<Int32>?
        private var files: [[Int]] = []

        init(workspace: Workspace) { self.workspace = workspace }

        mutating func filesDeclaring(_ typeName: String) -> [Int] {
            if slots == nil {
                var map = NameMap<Int32>(minimumCapacity: 1024)
                for (position, file) in workspace.files.enumerated() {
                    let declarations = file.facts.declarations
                    for k in declarations.indices {
                        let e = map.insert(declarations[k].name, value: Int32(files.count))
                        let slot = Int(map.values[e])
                        if slot == files.count { files.append([position]) } else if files[slot].last != position { files[slot].append(position) }
                    }
                }
                slots = map
            }
            guard let slot = slots?[typeName] else { return [] }
            return files[Int(slot)]
        }

        /// Per file asked about: (enclosing type, base) -> the members used on it, read once, so
        /// that a type with thousands of flagged parameters costs one pass over its file.
        private var usesByFile: [Int: [String: Uses]] = [:]

        /// Uses on a property or local of a name, and uses on some function's parameter of that
        /// name by line (in file order, so a function's lines are one binary search).
        private struct Uses {
            var onValue = Set<String>()
            var onParameter: [(line: Int, member: String)] = []
        }

        /// The members used on `name` inside `type` in those files: on the property of that name
        /// or on a local, not on a parameter of that name of some function (`func backup(to
        /// store: FileManager)` says nothing of the `store` property). For a parameter, pass the
        /// lines of its function: its own uses count, and the type's uses of the same name, as
        /// the parameter usually becomes that property.
        mutating func members(of name: String, in type: String?, files: [Int], parameterLines: ClosedRange<Int>? = nil) -> Set<String> {
            var used = Set<String>()
            for position in files {
                if usesByFile[position] == nil {
                    var uses: [String: Uses] = [:]
                    let facts = workspace.files[position].facts
                    for list in [facts.memberAccesses, facts.optionalChainedAccesses] {
                        for a in list {
                            if a.baseIsParameter {
                                uses[Self.key(a.enclosingType, a.base), default: Uses()].onParameter.append((a.line, a.member))
                            } else {
                                uses[Self.key(a.enclosingType, a.base), default: Uses()].onValue.insert(a.member)
                            }
                        }
                    }
                    for key in uses.keys where uses[key]!.onParameter.count > 1 {
                        uses[key]!.onParameter.sort { $0.line < $1.line }
                    }
                    usesByFile[position] = uses
                }
                guard let found = usesByFile[position]?[Self.key(type, name)] else { continue }
                used.formUnion(found.onValue)
                guard let lines = parameterLines else { continue }
                let list = found.onParameter
                var low = 0, high = list.count
                while low < high {
                    let mid = (low + high) / 2
                    if list[mid].line < lines.lowerBound { low = mid + 1 } else { high = mid }
                }
                while low < list.count, list[low].line <= lines.upperBound {
                    used.insert(list[low].member)
                    low += 1
                }
            }
            return used
        }

        private static func key(_ type: String?, _ base: String) -> String { (type ?? "") + "\u{1F}" + base }
    }

    /// Judges written types: whether one names a workspace class or actor at all is known per
    /// spelling for the whole workspace; which type it is, per file.
    private struct Judge {
        let context: RuleContext
        let referenceTypes: NameMap<Bool>
        /// Written type -> its plain name, when that may name a class or actor of the workspace.
        var candidates = NameMap<String?>(minimumCapacity: 1024)
        var recentCandidates = RecentAnswers<String?>()
        var lookup: DependencyInjection.ConstructedTypes
        var injectable: DependencyInjection.InjectableProtocols
        var file: SourceFile?

        init(context: RuleContext, referenceTypes: NameMap<Bool>) {
            self.context = context
            self.referenceTypes = referenceTypes
            lookup = DependencyInjection.ConstructedTypes(context: context)
            injectable = DependencyInjection.InjectableProtocols(index: context.index)
        }

        mutating func begin(_ file: SourceFile, at position: Int) {
            self.file = file
            lookup.begin(file, at: position)
        }

        /// Resolves names where a key path's container member declares them (`Factory<KeychainSessionStore>`
        /// in a DI module the holder imports, not the class's module).
        var declaringLookup: DependencyInjection.ConstructedTypes?

        /// `written` as the holder's file sees it, or, for a type a key path's container member
        /// declares, as that member's file does (`resolvedIn`, a position in the workspace's files).
        mutating func judge(_ written: String, resolvedIn declaringFile: Int? = nil) -> (DeclaredType, String, [String])? {
            let name: String?
            if let recent = recentCandidates.answer(for: written) {
                name = recent
            } else {
                let h = NameHash.of(written)
                if let known = candidates[written, hash: h] {
                    name = known
                } else {
                    var plain = ConcreteDependencyRule.heldTypeName(written)
                    if let p = plain, referenceTypes[TypeIndex.lastComponent(p)] == nil { plain = nil }
                    candidates.insert(written, hash: h, value: plain)
                    name = plain
                }
                recentCandidates.remember(written, name)
            }
            guard let name else { return nil }
            let resolved: Int?
            if let declaringFile {
                if declaringLookup == nil { declaringLookup = DependencyInjection.ConstructedTypes(context: context) }
                declaringLookup!.begin(context.workspace.files[declaringFile], at: declaringFile)
                resolved = declaringLookup!.type(named: name)
            } else {
                resolved = lookup.type(named: name)
            }
            guard let t = resolved, context.index.kind(ofType: t).isReferenceType else { return nil }
            let type = context.index.types[t]
            // `AnyProfileFeed<String>`: a type-erasing wrapper is how a protocol with associated
            // types is held.
            if DependencyInjection.isTypeEraserName(type.name) { return nil }
            guard let elsewhere = DependencyInjection.distance(from: file!, to: type) else { return nil }
            let protocols = DependencyInjection.seamsToName(injectable.of(t), from: file!, context: context)
            // `final class PostsUseCase: Domain.PostsUseCase`: the written name is the protocol's
            // too, and where modules are not told apart it may well mean the protocol; written
            // `NetworkPlatform.PostsUseCase`, or in the class's own module when the protocol is
            // another module's (a module's names hide imported ones), it is the class. The module
            // of files no target claims is no module: its folders may be frameworks of their own.
            let sameNamed = protocols.filter { TypeIndex.lastComponent($0) == TypeIndex.lastComponent(type.name) }
            if !sameNamed.isEmpty, !name.hasPrefix(type.module + "."),
               type.module != file!.module || context.workspace.module(named: type.module)?.origin == .implicit
                || sameNamed.contains(where: { p in
                   context.index.declarations(named: p).contains { $0.kind == .protocol && $0.module == type.module }
               }) { return nil }
            return protocols.isEmpty ? nil : (type, elsewhere, protocols)
        }
    }

    /// The plain type a property or parameter holds; `some RemoteUserRepository` is that class
    /// (or a subclass) all the same, and `[FirebaseTracker]`, `[String: FirebaseTracker]` hold
    /// that class as much as a single one does (a dictionary's keys are lookups, not dependencies).
    static func heldTypeName(_ written: String) -> String? {
        var held = Substring(written.hasPrefix("some ") ? String(written.dropFirst(5)) : written)
        while let element = collectionElement(held) { held = element }
        return DependencyInjection.plainTypeName(String(held))
    }

    /// `X` of `[X]`, `[K: X]`, `Array<X>`, `Dictionary<K, X>` (optional or not); nil for anything
    /// else. Not `Set<X>`: a set of the protocol (`Set<any Tracker>`) would not compile, so there
    /// is no plain fix to advise.
    static func collectionElement(_ written: Substring) -> Substring? {
        var t = written
        while let last = t.last, last == "?" || last == "!" || last == " " { t = t.dropLast() }
        while t.first == " " { t = t.dropFirst() }
        let inner: Substring
        var keyed = false
        if t.first == "[", t.last == "]" {
            inner = t.dropFirst().dropLast()
            keyed = true
        } else if t.last == ">", let open = t.firstIndex(of: "<"),
                  ["Array", "ContiguousArray", "Dictionary", "Swift.Array", "Swift.Dictionary"].contains(t[..<open]) {
            inner = t[t.index(after: open)..<t.index(before: t.endIndex)]
        } else {
            return nil
        }
        // The value's part: after a top-level `:` (`[K: V]`) or `,` (`Dictionary<K, V>`).
        var depth = 0
        var valueStart = inner.startIndex
        var k = inner.startIndex
        while k < inner.endIndex {
            switch inner[k] {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case ":" where keyed && depth == 0, "," where !keyed && depth == 0:
                valueStart = inner.index(after: k)
            default: break
            }
            guard depth >= 0 else { return nil }
            k = inner.index(after: k)
        }
        let value = inner[valueStart...].drop(while: { $0 == " " })
        return value.isEmpty || depth != 0 ? nil : value
    }

    /// `["User"]` of `CoreDataRepository<User>`, `["K", "[V]"]` of `Cache<K, [V]>`: the top-level
    /// arguments of the last generic argument list; empty without one.
    static func genericArguments(of written: Substring) -> [String] {
        guard written.last == ">", let open = written.firstIndex(of: "<") else { return [] }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for c in written[written.index(after: open)..<written.index(before: written.endIndex)] {
            if c == "<" || c == "[" || c == "(" { depth += 1 } else if c == ">" || c == "]" || c == ")" { depth -= 1 }
            if c == "," && depth == 0 {
                arguments.append(current.trimmingCharacters(in: .whitespaces)); current = ""
            } else {
                current.append(c)
            }
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return arguments.contains(where: \.isEmpty) ? [] : arguments
    }

    private func finding(_ d: (DeclaredType, String, [String]), what: String, owner: String?, name: String, written: String,
                         file: SourceFile, line: Int, column: Int, isWeak: Bool = false, keyPath: (name: String, declared: String, extended: String)? = nil,
                         classBound: inout [String: Bool], adoptions: inout DependencyInjection.AdoptionSites, context: RuleContext) -> FindingDraft {
        let (type, elsewhere, seams) = d
        let protocols = DependencyInjection.namedApart(seams, from: type, index: context.index)
        let proto = protocols.joined(separator: " & ")
        // Through a typealias: the class it names.
        let plain = Self.heldTypeName(written)
        let shown = plain.map { TypeIndex.lastComponent($0) != TypeIndex.lastComponent(type.name) } == true
            ? "\(written) (\(type.name))" : written
        // The written type with the protocol in the class's place: `borrowing X`, `X?`,
        // `X & Sendable` keep what surrounds the name.
        var replacement = proto
        if let plain, let range = Self.nameRange(of: plain, in: written) {
            let alone = written[..<range.lowerBound].isEmpty && written[range.upperBound...].isEmpty
            var wrapped = protocols.count > 1 && !alone ? "(any \(proto))" : proto
            // A protocol with associated types is an existential only as `any P`, constrained by
            // its primary associated types when the class's arguments fill them
            // (`CoreDataRepository<User>` -> `any Repository<User>`).
            if seams.count == 1, !context.index.typeParameterNames(ofExtended: seams[0]).isEmpty {
                let primary = context.index.primaryAssociatedTypes(ofProtocol: seams[0])
                let arguments = Self.genericArguments(of: written[range])
                // Only when the class's generic parameters are the protocol's primary associated
                // types by name (`CoreDataRepository<Entity>: Repository<Entity>`): a class
                // generic over something else (`UserRepository<Client>`) says nothing of them.
                let fills = !primary.isEmpty && arguments.count == primary.count
                    && context.index.typeParameterNames(ofExtended: type.name) == primary
                wrapped = fills ? "any \(proto)<\(arguments.joined(separator: ", "))>" : "any \(proto)"
                if !alone { wrapped = "(\(wrapped))" }
            }
            replacement = written.replacingCharacters(in: range, with: wrapped)
        }
        // `@Injected(\.movieRepository)`: the container's member says the type; that is what
        // changes, and the property stays as written.
        var fix = keyPath.map { keyPath in
            let declared = KeyPathTypes.replacingValue(in: keyPath.declared, with: replacement)
            return "declare \(keyPath.name) as \(declared) in the \(keyPath.extended) extension that declares it (now \(keyPath.declared)); the property keeps its key path"
        } ?? "type it as \(replacement)"
        // A weak or unowned reference needs a class-bound protocol.
        // One class-bound member makes a composition class-bound.
        if isWeak, let unbound = protocols.first, !seams.contains(where: { p in
            if classBound[p] == nil { classBound[p] = Self.isClassBound(p, context: context) }
            return classBound[p]!
        }) {
            fix += ", and make \(unbound) class-bound (`protocol \(TypeIndex.lastComponent(unbound)): AnyObject`): a weak or unowned reference needs one"
        }
        return FindingDraft(
            span: context.span(file.path, line: line, column: column, endColumn: column + name.utf8.count),
            message: "\(what) is typed \(shown)\(keyPath.map { " through \\.\($0.name)" } ?? ""), a concrete \(type.kind.rawValue) from \(elsewhere); depend on \(proto) so the implementation can be replaced",
            subject: "\(owner ?? "").\(name): \(type.name)",
            related: [RelatedLocation(span: adoptions.site(of: type, adopting: seams), message: "\(type.name) conforms to \(proto)")],
            fix: DependencyInjection.reachNote(protocols, from: file, context: context) + fix)
    }

    /// Whether only classes can conform: `AnyObject`, `Actor`, a superclass, `@objc`, or a
    /// library protocol that may well be one (`UITableViewDelegate`): the advice is given only
    /// when the protocol is surely not class-bound. Asked for weak properties' findings only.
    static func isClassBound(_ protocolName: String, context: RuleContext) -> Bool {
        let index = context.index
        let inherited = index.inheritedNames(of: protocolName)
        if inherited.contains(where: { name in
            name == "AnyObject" || name == "class" || name == "Actor" || name == "NSObjectProtocol"
                || index.declarations(named: name).contains { $0.kind == .class }
                || (index.candidates(named: TypeIndex.lastComponent(name)) == nil && !valueProtocols.contains(name))
        }) { return true }
        for d in index.declarations(named: TypeIndex.lastComponent(protocolName)) where d.kind == .protocol {
            guard let file = context.workspace.file(atPath: d.file) else { continue }
            if file.facts.declarations.contains(where: { $0.name == d.name && $0.kind == .protocol && $0.attributes.contains { $0.hasPrefix("@objc") } }) {
                return true
            }
        }
        return false
    }

    /// Where the type name `name` is written in `written`, with its generic arguments
    /// (`Optional<CoreDataRepository<User>>`: `CoreDataRepository<User>`); not inside another
    /// name (`Option` in `Optional<Option>`).
    static func nameRange(of name: String, in written: String) -> Range<String.Index>? {
        func isNameCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." }
        var from = written.startIndex
        while let range = written.range(of: name, range: from..<written.endIndex) {
            let before = range.lowerBound == written.startIndex ? nil : written[written.index(before: range.lowerBound)]
            let after = range.upperBound == written.endIndex ? nil : written[range.upperBound]
            if !(before.map(isNameCharacter) ?? false) && !(after.map(isNameCharacter) ?? false) {
                guard after == "<" else { return range }
                var depth = 0
                var k = range.upperBound
                while k < written.endIndex {
                    if written[k] == "<" { depth += 1 } else if written[k] == ">" {
                        depth -= 1
                        if depth == 0 { return range.lowerBound..<written.index(after: k) }
                    }
                    k = written.index(after: k)
                }
                return range
            }
            from = range.upperBound
        }
        return nil
    }

    /// Library protocols any value can adopt.
    static let valueProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Identifiable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "SendableMetatype",
    ]
}
