import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// `interface-segregation`: a type holds a dependency typed as a workspace protocol and uses at
/// most `maxUsedRatio` of its requirements, in its body and its extensions in the same module.
public struct InterfaceSegregationRule: Rule {
    public static let description = RuleDescription(
        id: "interface-segregation",
        summary: "A type depends on a protocol but uses only a small part of it: depend on a narrower one.",
        rationale: """
            A use case that holds a 12-method repository and calls one method depends on eleven it does \
            not need: its test doubles must stub them all, and changes to any of them ripple into it.
            """,
        howToFix: """
            Depend on the narrowest protocol that covers what the type uses (the message names an \
            existing one when there is one), or extract one from the used requirements.
            """,
        defaultSeverity: .warning,
        options: [RuleOptionDescription(name: "maxUsedRatio", type: .number, defaultValue: "0.5",
                                        summary: "report when the used share of requirements is at most this (0...1)")],
        badExample: """
            typealias Repository = MemoRepository & TaskRepository
            struct FetchMemosUseCase {
                let repository: Repository          // uses fetchAllMemo only
                func callAsFunction() async throws -> [Memo] { try await repository.fetchAllMemo() }
            }
            """,
        goodExample: """
            struct FetchMemosUseCase {
                let repository: MemoRepository
                func callAsFunction() async throws -> [Memo] { try await repository.fetchAllMemo() }
            }
            """)

    let maxUsedRatio: Double

    public init(options: RuleOptionsReader) throws {
        maxUsedRatio = try options.double("maxUsedRatio", default: 0.5, range: 0...1)
    }

    public func check(_ context: RuleContext) -> [FindingDraft] {
        let index = context.index
        // Pass 1: the stored properties typed as workspace protocols (the only ones this rule
        // judges), so that pass 2 looks only at accesses through those names. Candidates are
        // keyed by (module, holder, property) numbers; holders with generic arguments stripped
        // (`Cache<Key>` and `Cache` are the same holder).
        struct Candidate { var file: SourceFile; var property: StoredPropertyFact; var written: String; var protocols: [String]; var slot: Int }
        var candidates: [Candidate] = []
        var candidateNames = NameSet()
        // Numbered by entry: the values are unused.
        var holders = NameMap<Int32>()
        var modules = NameMap<Int32>()
        var slots: [HolderKey: Int] = [:]
        var denoted = NameMap<[String]?>(minimumCapacity: 1024)
        var keyPathTypes = KeyPathTypes(files: context.workspace.files)
        let recordShapes = index.recordShapes
        for file in context.workspace.files where !file.isTest && !file.facts.storedProperties.isEmpty {
            var protocolNames: Set<String>?
            let properties = file.facts.storedProperties
            // `extension EnvironmentValues { @Entry var analytics: any Analytics = NoopAnalytics() }`
            // declares where the wiring puts a value (a key and its default), not a holder's
            // dependency: the views that read it through `@Environment(\.analytics)` are judged.
            for k in properties.indices where !properties[k].isStatic && !properties[k].attributes.contains("@Entry") {
                guard let written = properties[k].type
                        ?? properties[k].wrapperKeyPath.flatMap({ keyPathTypes.type(of: $0, attributes: properties[k].attributes) }) else { continue }
                let h = NameHash.of(written)
                var protocols: [String]?
                let plainName = DependencyInjection.plainTypeName(written)
                // `struct OverridePrinting<Parser: Parsing.Parser> { let parser: Parser }`: the
                // holder's generic parameter shadows the protocol it is named after.
                let isHolderParameter = plainName.map {
                    DependencyInjection.isGenericParameter($0, ofType: properties[k].enclosingType, in: file)
                } ?? false
                // `typealias Services = HasRepo & HasPasteboard` inside the holder: Swift finds the
                // holder's own alias before a module-wide `Services` of the same name.
                let own = isHolderParameter ? (found: false, protocols: nil)
                    : plainName.map { DependencyInjection.ownMemberType($0, in: properties[k].enclosingType, file: file, index: index) } ?? (found: false, protocols: nil)
                if own.found {
                    protocols = own.protocols
                } else if !isHolderParameter {
                    if let cached = denoted[written, hash: h] { protocols = cached } else {
                        protocols = index.protocolsDenoted(by: written)
                        denoted.insert(written, hash: h, value: protocols)
                    }
                }
                if protocols == nil, let plain = plainName {
                    // `final class ListViewModel<Repository: ItemRepository>` holding a
                    // `Repository`: the generic parameter is the protocol's seam, as `any` is.
                    // Only for protocols without associated types that some code also holds as
                    // a dependency: generic combinators (`Map<Upstream: Parser>`,
                    // `Inner<Downstream: Subscriber>`) hold the value they compose, not a service.
                    if protocols == nil, file.facts.genericParameters.contains(where: { $0.name == plain && $0.constraint != nil }) {
                        protocols = DependencyInjection.protocolsOfParameterType(written, in: file, index: index, line: properties[k].line,
                                                                                 enclosingType: properties[k].enclosingType)
                        if let found = protocols, !found.allSatisfy({
                            index.dependencyProtocols.contains($0) && index.typeParameterNames(ofExtended: $0).isEmpty
                        }) { protocols = nil }
                    }
                }
                guard let protocols, !protocols.isEmpty, !protocols.allSatisfy(recordShapes.contains) else { continue }
                let p = properties[k]
                // A requirement of a protocol declared in this file is no dependency: searched in
                // place among a few declarations, hashed among many.
                let declarations = file.facts.declarations
                if declarations.count > 16 {
                    if protocolNames == nil {
                        protocolNames = Set(declarations.lazy.filter { $0.kind == .protocol }.map(\.name))
                    }
                    if protocolNames?.contains(p.enclosingType) == true { continue }
                } else if declarations.contains(where: { $0.kind == .protocol && $0.name == p.enclosingType }) {
                    continue
                }
                let key = HolderKey(module: Int32(modules.insert(file.module, value: 0)),
                                    holder: Int32(holders.insert(Self.holderName(p.enclosingType), value: 0)),
                                    property: candidateNames.insert(p.name))
                let slot = slots[key] ?? slots.count
                slots[key] = slot
                candidates.append(Candidate(file: file, property: p, written: written, protocols: protocols, slot: slot))
            }
        }
        if candidates.isEmpty { return [] }
        // A computed property that returns a candidate (`private var store: Store? { strongStore }`)
        // stands for it: its uses and escapes are the candidate's. One that other files can
        // read lets the dependency out.
        var aliasEscapes: [Int] = []
        let slotCount = slots.count
        var aliasTargets: [[Int]] = []
        for file in context.workspace.files where !file.facts.bindings.isEmpty {
            guard let module = modules.entry(file.module) else { continue }
            let bindings = file.facts.bindings
            for k in bindings.indices where bindings[k].isProperty {
                guard let source = candidateNames.number(of: bindings[k].source), let holderType = bindings[k].enclosingType,
                      let holder = holders.entry(Self.holderName(holderType)) else { continue }
                guard let slot = slots[HolderKey(module: Int32(module), holder: Int32(holder), property: source)] else { continue }
                let access = bindings[k].accessLevel
                if access != "private" && access != "fileprivate" { aliasEscapes.append(slot); continue }
                // An alias has a slot of its own, merged into each candidate it may return
                // (`strong ?? weak` stands for both).
                let aliasKey = HolderKey(module: Int32(module), holder: Int32(holder), property: candidateNames.insert(bindings[k].name))
                if let existing = slots[aliasKey] {
                    if existing >= slotCount { aliasTargets[existing - slotCount].append(slot) }
                } else {
                    slots[aliasKey] = slotCount + aliasTargets.count
                    aliasTargets.append([slot])
                }
            }
        }
        // Pass 2: member uses and escapes per candidate slot, from all files of the modules
        // that hold candidates.
        var uses = Uses(candidateNames: candidateNames, holders: holders, slots: slots, slotCount: slotCount + aliasTargets.count)
        // A base class's property that subclasses can read is theirs to use too
        // (`BaseListViewModel.repository` called by `EditListViewModel`): their code counts as
        // the holder's own. Subclasses by the first name they inherit.
        for candidate in candidates where candidate.property.accessLevel == "private" || candidate.property.accessLevel == "fileprivate" {
            uses.privateSlots.insert(candidate.slot)
        }
        // Every superclass a class name has (two modules may each declare a `ListViewModel`).
        var parentsOf: [String: [String]] = [:]
        for file in context.workspace.files where !file.isTest {
            for d in file.facts.declarations where d.kind == .class && !d.inherits.isEmpty {
                let base = Self.holderName(d.inherits[0])
                let subclass = Self.holderName(d.name)
                if !(parentsOf[subclass]?.contains(base) ?? false) { parentsOf[subclass, default: []].append(base) }
                // Two classes of one last name (`Login.ViewModel`, `Settings.ViewModel`) with other
                // bases: neither chain can be told apart by that name (empty: unknown).
                let name = TypeIndex.lastComponent(Self.holderName(d.name))
                let parent = TypeIndex.lastComponent(base)
                if let known = uses.classBase[name], known != parent { uses.classBase[name] = "" } else { uses.classBase[name] = parent }
            }
        }
        // The chains that reach a holder, through classes that hold nothing themselves
        // (`EditOrderViewModel: BaseListViewModel: BaseViewModel`): each class's superclass on
        // the way to one, in name order (a run does not depend on hashing).
        var hop: [String: String] = [:] // "" when no superclass of the name leads to a holder
        func hopToHolder(_ name: String, depth: Int) -> String? {
            if let known = hop[name] { return known.isEmpty ? nil : known }
            hop[name] = ""
            guard depth < 16, let parents = parentsOf[name] else { return nil }
            for parent in parents where holders.entry(parent) != nil || hopToHolder(parent, depth: depth + 1) != nil {
                hop[name] = parent
                return parent
            }
            return nil
        }
        for subclass in parentsOf.keys.sorted(by: { $0.precedesInUTF8Order($1) }) {
            if let parent = hopToHolder(subclass, depth: 0) { uses.superclassOf[subclass] = parent }
        }
        // Where an access is matters only for overloaded requirements (told apart by the call's
        // labels): the names overloaded in the candidates' protocols, usually none.
        // Function names workspace protocols declare with two label lists, from the facts in
        // one pass (a filter: which protocol does so is settled later). Across protocols too:
        // `load(ids:)` in `UserRepository: UserReading` overloads the parent's `load(id:)`.
        // And a protocol declaring one label list twice (`send(request:)` and a generic one).
        var firstLabels: [String: [String]] = [:]
        var declared = Set<String>()
        for file in context.workspace.files where !file.facts.protocolRequirements.isEmpty {
            for r in file.facts.protocolRequirements where r.kind == "func" {
                let name = Self.unquoted(r.name)
                let labels = r.argumentLabels ?? []
                let key = file.path + "\u{1F}" + r.protocolName + "\u{1F}" + Self.signature(name, labels)
                if let first = firstLabels[name] {
                    if first != labels || !declared.insert(key).inserted { uses.overloadedNames.insert(name) }
                } else {
                    firstLabels[name] = labels
                    declared.insert(key)
                }
            }
        }
        for slot in aliasEscapes { uses.escapes[slot] = true }
        for candidate in candidates {
            guard let m = modules.entry(candidate.file.module), let n = candidateNames.number(of: candidate.property.name) else { continue }
            uses.holdersByKey[m << 32 | Int(n), default: []].insert(TypeIndex.lastComponent(Self.holderName(candidate.property.enclosingType)))
        }
        uses.index = index
        uses.workspace = context.workspace
        for file in context.workspace.files {
            guard let module = modules.entry(file.module) else { continue }
            uses.collect(file, module: Int32(module))
        }
        // A public property is read by the modules that import its module too
        // (`env.analytics.track()` in Feature for Core's `AppEnvironment.analytics`): such a
        // name read there, in a file that names the holder, is not judged, as a read from
        // another type of its own module is not. Gathered once, when a public property would
        // be reported: most runs report none.
        // (module, property name) -> the holders such reads may reach: the base's type when the
        // file says it (a parameter or stored property), else the holders the file names.
        var readByImporters: [String: Set<String>]?
        /// Member name -> files that read a member of that name on something other than `self`.
        var membersReadElsewhere: [String: [String: Set<String>]]?
        /// Per file, the names its interpolations start with (`\(source)`), with their lines.
        var interpolatedNames: [String: [String: [Int]]] = [:]
        func isReadByImporters(_ p: StoredPropertyFact, of module: String) -> Bool {
            guard Self.isExported(p) else { return false }
            if readByImporters == nil {
                var reads: [String: Set<String>] = [:]
                let exportedCandidates = candidates.filter { Self.isExported($0.property) }
                let exported = Set(exportedCandidates.map(\.file.module))
                var holderModules: [String: Set<String>] = [:]
                for c in exportedCandidates { holderModules[TypeIndex.lastComponent(Self.holderName(c.property.enclosingType)), default: []].insert(c.file.module) }
                let holders = Set(holderModules.keys)
                for file in context.workspace.files where !file.isTest {
                    let imported = file.facts.imports.filter { exported.contains($0.module) && $0.module != file.module }.map(\.module)
                    var mentioned: Set<String>?
                    var declaredTypes: [String: String]?
                    for accesses in [file.facts.memberAccesses, file.facts.optionalChainedAccesses] where !imported.isEmpty {
                        for a in accesses where candidateNames.number(of: a.member) != nil {
                            if declaredTypes == nil {
                                var types: [String: String] = [:]
                                for q in file.facts.parameters { types[(q.enclosingType ?? "") + "\u{0}" + q.name] = q.type }
                                for q in file.facts.storedProperties { if let t = q.type { types[q.enclosingType + "\u{0}" + q.name] = t } }
                                declaredTypes = types
                            }
                            var reached: Set<String>
                            // A closure's or loop's variable is of unknown type: the holders named.
                            if !(a.baseIsLocal && !a.baseIsParameter), let written = declaredTypes?[(a.enclosingType ?? "") + "\u{0}" + a.base],
                                      let plain = DependencyInjection.plainTypeName(written) {
                                reached = [TypeIndex.lastComponent(Self.holderName(plain))]
                            } else {
                                if mentioned == nil {
                                    var names = Set<String>()
                                    Self.addMentions(of: file, among: holders, to: &names)
                                    mentioned = names
                                }
                                reached = mentioned!
                            }
                            if reached.isEmpty { continue }
                            for module in imported { reads[module + "\u{0}" + a.member, default: []].formUnion(reached) }
                        }
                    }
                    // A subclass in another module uses an inherited property as its own
                    // (`session.refresh()` in `ProfileViewModel: BaseViewModel`): a name used
                    // bare, in a file declaring a subclass of the holder (whose module it need
                    // not import when a class in between is its own module's).
                    var superclasses = Set<String>()
                    for d in file.facts.declarations where d.kind == .class && !d.inherits.isEmpty {
                        // The superclass, and its own up the chain (`CartViewModel: CheckoutBase`
                        // declared in another file, `CheckoutBase: TrackedViewModel`).
                        if let holder = DependencyInjection.superclassChain(from: d.inherits[0], index: index).first(where: holders.contains) {
                            superclasses.insert(holder)
                        }
                    }
                    if superclasses.isEmpty { continue }
                    var inherited = Set<String>()
                    for accesses in [file.facts.memberAccesses, file.facts.optionalChainedAccesses] {
                        for a in accesses where !a.baseIsLocal && candidateNames.number(of: a.base) != nil { inherited.insert(a.base) }
                    }
                    for v in file.facts.valueUses where !v.isLocal && candidateNames.number(of: v.name) != nil { inherited.insert(v.name) }
                    for holder in superclasses {
                        for module in holderModules[holder] ?? [] where module != file.module {
                            for name in inherited { reads[module + "\u{0}" + name, default: []].insert(holder) }
                        }
                    }
                }
                readByImporters = reads
            }
            let holder = TypeIndex.lastComponent(Self.holderName(p.enclosingType))
            return readByImporters?[module + "\u{0}" + p.name]?.contains(holder) == true
        }
        for (a, targets) in aliasTargets.enumerated() {
            for target in targets {
                uses.members[target] += uses.members[slotCount + a]
                uses.sites[target] += uses.sites[slotCount + a]
                if uses.escapes[slotCount + a] { uses.escapes[target] = true }
            }
        }
        // Each candidate's protocols resolved as the compiler would from its file (own module
        // first, then the modules the file sees), with their requirements and inherited protocols.
        // Requirement names, except that overloads (`load(id:)`, `load(ids:)`) are one each, by
        // signature; `overloads` gives their label lists by name.
        struct Resolved {
            var requirementNames: [String]; var walked: [Int]; var protocolNames: [String]; var overloads: [String: [[String]]] = [:]
            /// Requirements that hand the value back out (`func with(_ user: User) -> Self`).
            var handingOutSelf: Set<String> = []
        }
        var resolvedByKey: [ResolvedKey: Resolved?] = [:]
        var maskFile: String?
        var mask = ModuleMask(count: 0)
        var resolvedOf = [Resolved?](repeating: nil, count: candidates.count)
        for (c, candidate) in candidates.enumerated() {
            if uses.escapes[candidate.slot] { continue }
            let moduleNumber = index.moduleNumber(of: candidate.file.module)
            if maskFile != candidate.file.path {
                maskFile = candidate.file.path
                mask = index.visibleMask(for: candidate.file)
            }
            var names: [String] = []
            var walked: [Int] = []
            var protocolNames: [String] = []
            var overloads: [String: [[String]]] = [:]
            var handingOutSelf = Set<String>()
            var failed = false
            for proto in candidate.protocols {
                guard let declaration = index.resolveProtocol(proto, fromModuleNumber: moduleNumber, visible: mask) else { failed = true; break }
                let key = ResolvedKey(declaration: declaration, module: moduleNumber)
                let resolved: Resolved?
                if let known = resolvedByKey[key] { resolved = known } else {
                    let all = index.allRequirements(ofProtocolAt: declaration, visible: mask)
                    let (own, overloads) = Self.identities(of: all.requirements)
                    resolved = Resolved(requirementNames: own, walked: [declaration], protocolNames: all.protocols, overloads: overloads,
                                        handingOutSelf: Set(all.requirements.filter { $0.handsOutSelf && Self.isInstanceRequirement($0) }.map { Self.unquoted($0.name) }))
                    resolvedByKey[key] = .some(resolved)
                }
                guard let resolved else { failed = true; break }
                // One protocol (nearly always) is taken whole; a composition's parts share names.
                if candidate.protocols.count == 1 {
                    names = resolved.requirementNames
                    protocolNames = resolved.protocolNames
                    overloads = resolved.overloads
                } else {
                    var seenNames = Set(names), seenProtocols = Set(protocolNames)
                    for name in resolved.requirementNames where seenNames.insert(name).inserted { names.append(name) }
                    for name in resolved.protocolNames where seenProtocols.insert(name).inserted { protocolNames.append(name) }
                    overloads.merge(resolved.overloads) { a, b in a + b.filter { !a.contains($0) } }
                }
                walked += resolved.walked
                handingOutSelf.formUnion(resolved.handingOutSelf)
            }
            if failed { continue }
            resolvedOf[c] = Resolved(requirementNames: names, walked: walked, protocolNames: protocolNames, overloads: overloads,
                                     handingOutSelf: handingOutSelf)
        }
        // Members protocol extensions add to the walked protocols: a holder calling one uses the
        // requirements its body uses.
        var walkedProtocols = Set<String>()
        for resolved in resolvedOf { walkedProtocols.formUnion(resolved?.protocolNames ?? []) }
        let extensionMembers = walkedProtocols.isEmpty ? [:] : Self.extensionMemberUses(in: context.workspace.files, of: walkedProtocols)
        var out: [FindingDraft] = []
        var calls = CallReader()
        var holderBodies = HolderBodies()
        var mentionedByReaching: [Int: Set<String>] = [:]
        for (c, candidate) in candidates.enumerated() {
            let file = candidate.file
            let p = candidate.property
            let written = candidate.written
            if uses.escapes[candidate.slot] { continue }
            let module = modules.entry(file.module)!
            // Accesses are known by property name only: `store.repository.count` anywhere in the
            // module may be this property's; a private or fileprivate one only in its own file
            // (`parent.extensions` in the type itself).
            let name = Int(candidateNames.number(of: p.name)!)
            // `viewModel.repository` where `viewModel` is declared as this holder's type.
            if let typed = uses.reachedHolders[Int(module) << 32 | name],
               typed.contains(TypeIndex.lastComponent(Self.holderName(p.enclosingType))) { continue }
            if p.accessLevel == "private" || p.accessLevel == "fileprivate" {
                // A `private` one only from the holder's own code (its declaration, extensions and
                // nested types): `environment.repository` in another type of the file is another
                // type's property.
                if let reachers = uses.reachedInFile[FileMember(file: ObjectIdentifier(file), member: name)] {
                    if p.accessLevel == "fileprivate" { continue }
                    let holder = Self.holderName(p.enclosingType)
                    if reachers.contains(where: { $0 == holder || $0.hasPrefix(holder + ".") }) { continue }
                }
            } else if let reaching = uses.filesReaching[Int(module) << 32 | name] {
                // `settings.repository.count` in a file that never names this holder reaches
                // another type's `repository`: only files that mention the holder count. The
                // names those files mention are gathered once per property name, not per holder.
                let key = Int(module) << 32 | name
                if mentionedByReaching[key] == nil {
                    // Only the holders of this property name are looked for: a small set.
                    let wanted = uses.holdersByKey[key] ?? []
                    var mentioned = Set<String>()
                    for file in reaching where mentioned.count < wanted.count { Self.addMentions(of: file, among: wanted, to: &mentioned) }
                    mentionedByReaching[key] = mentioned
                }
                let holder = TypeIndex.lastComponent(Self.holderName(p.enclosingType))
                if mentionedByReaching[key]!.contains(holder) { continue }
            }
            guard let resolved = resolvedOf[c] else { continue }
            let requirementNames = resolved.requirementNames
            // A protocol of fewer than two requirements cannot be split.
            guard requirementNames.count >= 2 else { continue }
            // A decorator or proxy (`ForwardingDecoder: ContentDecoder` holding `base:
            // ContentDecoder`) is the protocol itself: it cannot depend on less of it.
            let holderConformances = index.conformanceList(of: TypeIndex.lastComponent(Self.holderName(p.enclosingType)))
            if !holderConformances.isEmpty && candidate.protocols.contains(where: { holderConformances.contains(TypeIndex.lastComponent($0)) }) { continue }
            var accessed = uses.members[candidate.slot]
            // `repository.map { Checkout(repository: $0) }` on an optional: Optional's own
            // `map` passes the value on.
            if accessed.contains(where: { ($0 == "map" || $0 == "flatMap") && !requirementNames.contains($0) }) { continue }
            var sites = uses.sites[candidate.slot]
            // `validate(input)` calls the held value's `callAsFunction`: a call of the property
            // itself, which the member accesses do not show. Read back from the holder's code,
            // only for the protocols that declare one, and only when the other uses leave the
            // property reportable (a call can only add a use).
            if !accessed.contains("callAsFunction"),
               requirementNames.contains(where: { $0 == "callAsFunction" || $0.hasPrefix("callAsFunction(") }),
               Double(requirementNames.filter { accessed.contains($0) }.count) <= maxUsedRatio * Double(requirementNames.count) {
                let found = calls.valueCalls(of: p.name, holder: HolderBodies.Key(module: file.module, holder: Self.holderName(p.enclosingType)),
                                             onlyIn: p.accessLevel == "private" ? file.path : nil,
                                             bodies: &holderBodies, context: context)
                if !found.isEmpty {
                    accessed.append("callAsFunction")
                    sites += found
                }
            }
            // Overloads used: told apart by the labels of each call, all of them when a call
            // fits several (or is no call).
            if !resolved.overloads.isEmpty {
                for (name, labelLists) in resolved.overloads where accessed.contains(name) {
                    for site in sites where site.member == name {
                        let call = calls.arguments(at: site, context: context)
                        let fitting = call.map { c in labelLists.filter { c.fits($0) } } ?? []
                        // Same-label overloads are told apart by types, which archlint does not
                        // know: a call fitting them uses them all.
                        var occurrence: [String: Int] = [:]
                        for labels in Set(fitting).count == 1 ? fitting : labelLists {
                            let base = Self.signature(name, labels)
                            occurrence[base, default: 0] += 1
                            let signature = Self.repeatedSignature(base, occurrence[base]!)
                            if !accessed.contains(signature) { accessed.append(signature) }
                        }
                    }
                }
            }
            // A short list is searched in place; a long one (a holder calling many members) hashed.
            let accessedSet = accessed.count > 32 ? Set(accessed) : nil
            var used = requirementNames.filter { accessedSet?.contains($0) ?? accessed.contains($0) }
            // Extension members called (`repository.refreshed()`) use what their bodies use of
            // the protocol, through other extension members too; one that uses `self` itself
            // (passes it on) may use anything. Each accessed name is looked up in each protocol's
            // extension members: building their union per holder cost (holders x members).
            var throughExtension: [String] = []
            if resolved.protocolNames.contains(where: { !(extensionMembers[$0]?.isEmpty ?? true) }) {
                let requirementSet = Set(requirementNames.map(Self.baseName))
                let called = accessed.map(Self.baseName).filter { !requirementSet.contains($0) }
                var pending = called
                var seen = Set<String>()
                var usedThrough = Set<String>()
                var usesSelf = false
                var expanded = 0
                // Bounded per holder: past 64 extension members reached (a generated chain), the
                // holder may use anything, as one handing `self` on.
                while let member = pending.popLast(), !usesSelf {
                    guard seen.insert(member).inserted else { continue }
                    for name in resolved.protocolNames {
                        guard let uses = extensionMembers[name]?[member] else { continue }
                        expanded += 1
                        if expanded > 64 || uses.contains("self") { usesSelf = true; break }
                        for u in uses { if requirementSet.contains(u) { usedThrough.insert(u) } else { pending.append(u) } }
                    }
                }
                if usesSelf { continue }
                for member in called where !throughExtension.contains(member)
                    && resolved.protocolNames.contains(where: { extensionMembers[$0]?[member] != nil }) {
                    throughExtension.append(member)
                }
                if !usedThrough.isEmpty {
                    used = requirementNames.filter { used.contains($0) || usedThrough.contains(Self.baseName($0)) }
                }
            }
            // `service.with(user).publish(...)`: a requirement that hands the value back out
            // passes it on, to uses this property's accesses do not show.
            if !resolved.handingOutSelf.isEmpty, used.contains(where: { resolved.handingOutSelf.contains(Self.baseName($0)) }) { continue }
            // `InteractorInput!`, `(any Store)?`: the protocol is what the message is about.
            var shown = Substring(written)
            while let last = shown.last, last == "?" || last == "!" { shown = shown.dropLast() }
            if shown.hasPrefix("(") && shown.hasSuffix(")") { shown = shown.dropFirst().dropLast() }
            if shown.hasPrefix("Optional<") && shown.hasSuffix(">") { shown = shown.dropFirst(9).dropLast() }
            // A generic parameter (`Repository: ItemRepository`) is named with its protocols.
            if !candidate.protocols.contains(where: { shown.contains($0) }),
               file.facts.genericParameters.contains(where: { $0.name == shown }) {
                shown = Substring("\(shown): \(candidate.protocols.joined(separator: " & "))")
            } else if !candidate.protocols.contains(where: { shown.contains(TypeIndex.lastComponent($0)) }) {
                // A typealias (`typealias Factory = CoordinatorFactoryProtocol`): the protocol is named too.
                shown = Substring("\(candidate.protocols.map(TypeIndex.lastComponent).joined(separator: " & ")) through typealias \(shown)")
            }
            let unused = requirementNames.filter { !used.contains($0) }
            let ratio = Double(used.count) / Double(requirementNames.count)
            let span = context.span(file.path, line: p.line, column: p.column, endColumn: p.column + p.name.utf8.count)
            // A property other files can read may be used there: "never used" is said of one
            // only when no other file reads a member of its name (`viewModel.repository`).
            if used.isEmpty, !throughExtension.isEmpty { continue }
            // A public property is read by clients outside the workspace too: never known unused.
            if used.isEmpty, Self.isExported(p) { continue }
            // Read in another file that can see the holder (its module, or one importing it).
            func readElsewhere() -> Bool {
                if membersReadElsewhere == nil {
                    // Member name -> module that can see a holder (the reader's own, and each it
                    // imports) -> the reading files: one entry per file, however often it reads.
                    var reads: [String: [String: Set<String>]] = [:]
                    for other in context.workspace.files {
                        var names = Set<String>()
                        for accesses in [other.facts.memberAccesses, other.facts.optionalChainedAccesses] {
                            for a in accesses where a.base != "self" && candidateNames.number(of: a.member) != nil { names.insert(a.member) }
                        }
                        // Read through a chain (`container.interactors.permissions.request()`),
                        // which facts keep only the first step of: the tokens say.
                        for name in Self.chainedMemberNames(other, context: context) where candidateNames.number(of: name) != nil {
                            names.insert(name)
                        }
                        if names.isEmpty { continue }
                        let visible = [other.module] + other.facts.imports.map(\.module)
                        for name in names {
                            for module in visible { reads[name, default: [:]][module, default: []].insert(other.path) }
                        }
                    }
                    membersReadElsewhere = reads
                }
                return membersReadElsewhere?[p.name]?[file.module]?.contains(where: { $0 != file.path }) == true
            }
            if used.isEmpty, p.accessLevel != "private" && p.accessLevel != "fileprivate", readElsewhere() { continue }
            // The value of a protocol's requirement (`AppMediator.windowManager` for
            // `AppMediatorProtocol`) that other files read through the protocol is handed out
            // whole: what they call counts as much as the holder's own uses (element-x-ios).
            if p.accessLevel != "private" && p.accessLevel != "fileprivate",
               Self.isReadThroughRequirement(p, witnessed: Self.requirementsWitnessed(by: p, index: index), holderFile: file.path, context: context) { continue }
            if isReadByImporters(p, of: file.module) { continue }
            // A composition root owns what it builds (`let repository: NoteRepository =
            // InMemoryNoteRepository()`, `private var imageCache` set in `didFinishLaunching`):
            // it builds the value and keeps it alive, it does not depend on it. One its
            // initializer is handed, or any other type of the file holds (a view taking it
            // memberwise), is a dependency like any other.
            if file.isCompositionRoot,
               file.facts.constructions.contains(where: { $0.propertyName == p.name && $0.enclosingType == p.enclosingType }),
               !file.facts.parameters.contains(where: { q in
                   q.function == "init" && q.enclosingType == p.enclosingType
                       && (q.name == p.name || resolved.protocolNames.contains { Self.namesType(q.type, $0) })
               }) { continue }
            if used.isEmpty {
                // `PriceStream: AsyncSequence` iterated with `for await`, `Item: Identifiable` read
                // for its `id`: what a library protocol it refines requires is not seen here.
                if Self.refinesLibraryProtocol(resolved.protocolNames, index: index) { continue }
                // A private slot the type fills with what it builds itself (a coordinator keeping
                // its running child flow, `setFlow(HomeCoordinator())`), handed in by no
                // initializer: it keeps the value alive, it does not depend on it.
                if p.accessLevel == "private" || p.accessLevel == "fileprivate", !p.isLet, p.initializer == nil,
                   p.attributes.isEmpty,
                   !file.facts.parameters.contains(where: { q in
                       q.function == "init" && q.enclosingType == p.enclosingType
                           && (q.name == p.name || resolved.protocolNames.contains { Self.namesType(q.type, $0) })
                   }) {
                    // The protocols it is typed as, not their parents (`Subscription`, not `Cancellable`).
                    let held = Set(candidate.protocols.map { TypeIndex.lastComponent(TypeIndex.stripGenerics($0)) })
                    // A method taking such a value that others may call (`func attach(to parent:
                    // any Coordinator)`) is injection: only private ones keep the slot the type's own.
                    let takers = file.facts.parameters.filter { q in
                        q.function != "init" && q.enclosingType == p.enclosingType && held.contains { Self.namesType(q.type, $0) }
                    }
                    let onlyPrivateTakers = takers.isEmpty || context.readSource(file.path).map { bytes in
                        takers.allSatisfy { Self.declaresPrivateFunction(bytes, line: $0.line, name: $0.function) }
                    } == true
                    if onlyPrivateTakers, file.facts.constructions.contains(where: { c in
                        c.enclosingType == p.enclosingType && c.typeName.map { t in
                            index.conformanceList(of: t).contains { held.contains(TypeIndex.lastComponent($0)) }
                        } == true
                    }) { continue }
                }
                // `"failed in \(source)"`: interpolated, the value is handed to its description
                // (an error or a log keeping what it was given), not left unused.
                if interpolatedNames[file.path] == nil {
                    interpolatedNames[file.path] = calls.read(file.path, context: context).map { Self.interpolatedNames(in: $0.source, bytes: $0.bytes) } ?? [:]
                }
                if let lines = interpolatedNames[file.path]![p.name], file.facts.declarations.contains(where: { d in
                    (d.kind == .extension ? TypeIndex.stripGenerics(d.name) : d.name) == p.enclosingType
                        && lines.contains { $0 >= d.line && $0 <= d.endLine }
                }) { continue }
                // `let cryptographyService` of a services container adopting
                // `HasCryptographyService`: used through the protocol that requires it, and
                // removing it would break that conformance.
                if !Self.requirementsWitnessed(by: p, index: index).isEmpty { continue }
                out.append(FindingDraft(
                    span: span,
                    message: "\(p.enclosingType).\(p.name) (\(shown)) is never used through its requirements; an unused dependency still has to be built and injected",
                    subject: "\(p.enclosingType).\(p.name) unused",
                    fix: "remove the dependency"))
                continue
            }
            // `maxUsedRatio: 1` means "any unused requirement": a dependency using all of them
            // cannot be narrowed.
            guard ratio <= maxUsedRatio, used.count < requirementNames.count else { continue }
            if maskFile != file.path {
                maskFile = file.path
                mask = index.visibleMask(for: file)
            }
            // Compared by full signature (`load(ids:)`), whatever is overloaded where.
            var heldRequirements: [Requirement] = []
            for w in resolved.walked { heldRequirements += index.allRequirements(ofProtocolAt: w, visible: mask).requirements }
            var usedSignatures = Set<String>()
            for u in used {
                if u.contains("(") { usedSignatures.insert(String(u.prefix { $0 != " " })); continue }
                let functions = heldRequirements.filter { $0.kind == "func" && Self.unquoted($0.name) == u }
                if functions.isEmpty { usedSignatures.insert(u) }
                for f in functions { usedSignatures.insert(Self.fullSignature(f)) }
            }
            // The protocol the property names is no suggestion; one member of a composition it
            // names (`SessionStore & TokenRefreshing` used for `refresh` only) is.
            let (narrower, nearest) = narrowestCovering(used: usedSignatures, usedCount: used.count, maxUsedRatio: maxUsedRatio,
                                             within: resolved.walked, index: index, visible: mask, total: requirementNames.count,
                                             excluding: candidate.protocols.count == 1
                                                ? [TypeIndex.lastComponent(TypeIndex.stripGenerics(candidate.protocols[0]))] : [])
            // The unused part may all come from a parent protocol (`CountriesWebRepository:
            // WebRepository` adding `session`, `baseURL`): the inheritance is what to cut.
            let own = Set(candidate.protocols.map { TypeIndex.lastComponent(TypeIndex.stripGenerics($0)) })
            var declaredBy: [String: Set<String>] = [:]
            for r in heldRequirements { declaredBy[Self.unquoted(r.name), default: []].insert(TypeIndex.lastComponent(r.protocolName)) }
            let parents = Set(unused.flatMap { declaredBy[Self.baseName($0)] ?? [] })
            let inheritedOnly = !parents.isEmpty && parents.isDisjoint(with: own)
                && used.allSatisfy { !(declaredBy[Self.baseName($0)] ?? []).isDisjoint(with: own) }
            // The extension members it calls go with the narrower protocol.
            let moved = throughExtension.isEmpty ? ""
                : ", moving the extension's \(throughExtension.sorted().joined(separator: ", ")) to it"
            let usedNames = Self.shownNames(used).joined(separator: ", ")
            let unusedNames = Self.shownNames(unused)
            var extractAdvice = "extract a protocol with \(usedNames) and depend on it\(moved)"
            let held = candidate.protocols.map(TypeIndex.lastComponent).joined(separator: " & ")
            if let keyPath = p.wrapperKeyPath {
                // `@Injected(\.databaseService) var service`: the container's member says the
                // type, so that is what narrows (as concrete-dependency's fix says).
                extractAdvice = "extract a protocol with \(usedNames) that \(held) refines, and declare the container member \(keyPath) "
                    + "this property injects as that protocol (or add a member of that type and inject it)\(moved)"
            }
            // `weak var router: CalendarRouting?` implementing `CalendarInteractable.router` (a
            // RIB's interactor): retyping the property alone breaks the conformance.
            let witnessed = Self.requirementsWitnessed(by: p, index: index)
            let alsoRequirement = witnessed.isEmpty ? ""
                : ", and declare \(witnessed.joined(separator: " and ")), which this property implements, as that protocol too"
            if !witnessed.isEmpty {
                extractAdvice = "extract a protocol with \(usedNames) that \(held) refines and depend on it\(alsoRequirement)\(moved)"
            }
            var suggestion = narrower.map { "depend on \($0), which covers what is used\(alsoRequirement)\(moved)" }
                ?? (inheritedOnly
                    // Other code holds the parent (`ScoreViewModel(scoreStream:)` handed the same
                    // stream as a `ScoreStream`): the inheritance carries that conversion and stays.
                    ? (parents.contains(where: index.dependencyProtocols.contains)
                        ? "the unused requirements come from \(parents.sorted().joined(separator: ", ")), which \(own.sorted().joined(separator: " & ")) inherits and other code holds: depend on a protocol with \(usedNames) only, which \(own.sorted().joined(separator: " & ")) can inherit beside \(parents.sorted().joined(separator: ", "))\(moved)"
                        : "the unused requirements come from \(parents.sorted().joined(separator: ", ")), which \(own.sorted().joined(separator: " & ")) inherits: drop that inheritance or depend on a protocol with \(usedNames) only\(moved)")
                    : nearest.map { n in
                        // A parent that covers the use but is itself wider than the threshold:
                        // named, with what it would still leave unused, beside the extraction.
                        // (The extraction already says what else moves and is retyped with it.)
                        "depend on \(n.name), the existing protocol nearest to what is used (\(n.count - used.count) of its \(n.count) requirements would still be unused)\(moved), or \(extractAdvice)"
                    } ?? extractAdvice)
            if p.attributes.contains("@Binding") {
                // `Binding<any Wide>` does not convert to `Binding<any Narrow>`: callers passing
                // `$wide` would stop compiling. An object is shared without the binding; a value
                // is written back through it, so bindings to its members carry the writes.
                let isObject = candidate.protocols.contains { ConcreteDependencyRule.isClassBound(TypeIndex.lastComponent($0), context: context) }
                // A binding reaches a property; a method is handed on as a closure.
                let methods = Set(heldRequirements.filter { $0.kind == "func" }.map { Self.unquoted($0.name) })
                let usedMethods = Self.shownNames(used.filter { methods.contains(Self.baseName($0)) })
                let usedProperties = Self.shownNames(used.filter { !methods.contains(Self.baseName($0)) })
                let parts = (usedProperties.isEmpty ? [] : ["bindings to the properties it uses (\(usedProperties.joined(separator: ", ")))"])
                    + (usedMethods.isEmpty ? [] : ["closures for the methods it calls (\(usedMethods.joined(separator: ", ")))"])
                suggestion = "a binding's type cannot be narrowed (Binding<any \(held)> does not convert to a binding of another protocol): "
                    + (isObject ? "pass the object itself instead of a binding to it, typed as a protocol with \(usedNames)"
                                : "take \(parts.joined(separator: " and ")) instead of a binding to the whole value")
            }
            let through = throughExtension.isEmpty ? ""
                : ", through the extension's \(throughExtension.sorted().joined(separator: ", "))"
            // A god protocol's two dozen unused names would make a paragraph of the message.
            let shownUnused = unusedNames.count > Self.unusedNamesShown + 2
                ? unusedNames.prefix(Self.unusedNamesShown).joined(separator: ", ") + " and \(unusedNames.count - Self.unusedNamesShown) more"
                : unusedNames.joined(separator: ", ")
            out.append(FindingDraft(
                span: span,
                message: "\(p.enclosingType).\(p.name) uses \(used.count) of \(requirementNames.count) requirements of \(shown) (\(usedNames))\(through); unused: \(shownUnused); it depends on requirements it never calls, and every change to them reaches it",
                subject: "\(p.enclosingType).\(p.name): \(written)",
                fix: suggestion))
        }
        return out
    }

    /// Whether app code outside the holder's file reads the property through a value typed as a
    /// protocol that requires it (`appMediator.windowManager` with `appMediator:
    /// AppMediatorProtocol`): not a write (a VIPER router's `presenter.interactor = interactor`,
    /// a RIB's `interactor.router = self`), not a test, not a same-named member of another type.
    static func isReadThroughRequirement(_ p: StoredPropertyFact, witnessed: [String], holderFile: String, context: RuleContext) -> Bool {
        if witnessed.isEmpty { return false }
        let protocols = Set(witnessed.compactMap { $0.split(separator: ".").first.map(String.init) })
        func typedAsRequirer(_ written: String?) -> Bool {
            guard let written else { return false }
            return context.index.protocolsDenoted(by: written)?.contains { protocols.contains(TypeIndex.lastComponent($0)) } == true
        }
        for other in context.workspace.files where !other.isTest && other.path != holderFile {
            let facts = other.facts
            for a in facts.memberAccesses where a.member == p.name && a.base != "self" {
                if facts.memberAssignments.contains(where: { $0.line == a.line && $0.column == a.column && $0.base == a.base }) { continue }
                if facts.storedProperties.contains(where: { $0.name == a.base && typedAsRequirer($0.type) })
                    || facts.parameters.contains(where: { $0.name == a.base && typedAsRequirer($0.type) }) { return true }
            }
        }
        return false
    }

    /// `Proto.name` for each protocol the property's type adopts that requires a property of
    /// its name: the requirement fixes the property's type.
    static func requirementsWitnessed(by property: StoredPropertyFact, index: TypeIndex) -> [String] {
        let owner = property.enclosingType
        guard !owner.isEmpty, !property.isStatic else { return [] }
        var out: [String] = []
        // Through a typealias too (`final class ServiceContainer: Services`, `typealias Services
        // = HasCryptographyService & HasExportService`).
        let adopted = index.conformanceList(of: owner) + index.declarations(named: owner).flatMap(\.inherits)
        for proto in Set(adopted.flatMap { index.protocolsDenoted(by: $0) ?? [$0] }) {
            let requirements = index.allRequirements(of: proto)
            if let r = requirements.first(where: { $0.kind == "var" && Self.unquoted($0.name) == property.name && !$0.isStatic }) {
                out.append("\(TypeIndex.lastComponent(r.protocolName)).\(property.name)")
            }
        }
        return Array(Set(out)).sorted()
    }

    /// Unused requirements a message names before it counts the rest.
    static let unusedNamesShown = 8

    /// Names a file reads as a later step of a member chain: `permissions` of
    /// `container.interactors.permissions.request()` (a name after `.` that follows another
    /// member, a call or a subscript), from its tokens, so comments and strings say nothing.
    static func chainedMemberNames(_ file: SourceFile, context: RuleContext) -> Set<String> {
        guard let bytes = context.readSource(file.path) else { return [] }
        let tokens = Lexer.tokenize(bytes).tokens
        var names = Set<String>()
        var k = 2
        while k + 1 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .period, tokens[k + 1].kind == .identifier else { continue }
            var q = k - 1
            while q > 0, tokens[q].kind == .postfixQuestion || tokens[q].kind == .postfixExclamation { q -= 1 }
            let before = tokens[q].kind
            let afterMember = before == .rightParen || before == .rightSquare
                || (before == .identifier && q > 0 && tokens[q - 1].kind == .period)
            guard afterMember else { continue }
            names.insert(String(decoding: bytes[tokens[k + 1].range], as: UTF8.self))
        }
        return names
    }

    private struct ResolvedKey: Hashable {
        var declaration: Int
        var module: Int32
    }

    /// The names interpolations start with (`\(source)`, `\(self.source)`, `\#(source)`,
    /// `\(source.description)`, `\(source, privacy: .public)`, `\(source as Any)`), with their lines, from the
    /// file's tokens: comments and raw text are not interpolations.
    static func interpolatedNames(in source: TokenizedSource, bytes: [UInt8]) -> [String: [Int]] {
        let tokens = source.tokens
        var names: [String: [Int]] = [:]
        for i in tokens.indices where tokens[i].kind == .interpolationStart {
            var j = i + 1
            if j + 2 < tokens.count, tokens[j].word == .`self`, tokens[j + 1].kind == .period { j += 2 }
            guard j + 1 < tokens.count, tokens[j].kind == .identifier else { continue }
            let next = tokens[j + 1].kind
            // Also the compiler's fix-its for an optional: `\(repo as Any)`, `\(repo ?? fallback)`.
            let castOrDefault = tokens[j + 1].word == .`as`
                || (next == .binaryOperator && tokens[j + 1].end - tokens[j + 1].start == 2 && bytes[Int(tokens[j + 1].start)] == UInt8(ascii: "?"))
            guard next == .interpolationEnd || next == .period || next == .comma || next == .postfixQuestion || next == .postfixExclamation
                    || castOrDefault else { continue }
            let name = String(decoding: bytes[Int(tokens[j].start)..<Int(tokens[j].end)], as: UTF8.self)
            names[name, default: []].append(source.line(ofToken: j))
        }
        return names
    }

    /// Whether written type `type` names protocol `name` as a whole word (`Analytics?`,
    /// `any Analytics`, `[Analytics]`; not `AnalyticsSettings`).
    static func namesType(_ type: String, _ name: String) -> Bool {
        var search = type[...]
        while let range = search.range(of: name) {
            let before = range.lowerBound == type.startIndex ? nil : type[type.index(before: range.lowerBound)]
            let after = range.upperBound == type.endIndex ? nil : type[range.upperBound]
            func isNamePart(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isNamePart(before) && !isNamePart(after) { return true }
            search = type[range.upperBound...]
        }
        return false
    }

    /// What pass 2 gathers: the members used through each candidate, whether it escapes, and
    /// which candidate names other code reaches through their holder.
    private struct Uses {
        let candidateNames: NameSet
        let holders: NameMap<Int32>
        let slots: [HolderKey: Int]
        /// Per slot: the members accessed through the property, in the holder's own code.
        var members: [[String]]
        /// Per slot: where each access to an overloaded name is, for telling overloads apart by
        /// their calls' labels.
        var sites: [[AccessSite]]
        var overloadedNames = Set<String>()
        /// Per slot: the property is passed on, returned or stored elsewhere.
        var escapes: [Bool]
        /// `holder.property.member` from other code: the property's uses cannot be attributed to
        /// its holder, so the rule stays silent about it. The files doing so, by (module,
        /// property) number.
        var filesReaching: [Int: [SourceFile]] = [:]
        /// The same through a base of known type: the holders (last name components) reached,
        /// by (module, property) number.
        var reachedHolders: [Int: Set<String>] = [:]
        private var currentSource: SourceFile?
        /// The same, by file, with the (generic-stripped) types whose code does so.
        var reachedInFile: [FileMember: Set<String>] = [:]
        private var currentFile: ObjectIdentifier?
        /// The enclosing type of consecutive facts is mostly the same string.
        private var lastHolder: String?
        private var lastHolderNumber: Int32?

        init(candidateNames: NameSet, holders: NameMap<Int32>, slots: [HolderKey: Int], slotCount: Int) {
            self.candidateNames = candidateNames
            self.holders = holders
            self.slots = slots
            members = [[String]](repeating: [], count: slotCount)
            sites = [[AccessSite]](repeating: [], count: slotCount)
            escapes = [Bool](repeating: false, count: slotCount)
        }

        /// A local bound to a candidate (`guard let s = store`), within its lines.
        private struct LocalAlias {
            var source: Int32
            var holder: String?
            var from: Int
            var to: Int
            /// The largest `to` of this alias and those before it in `from` order: a search
            /// walking back stops where no earlier alias can still be in scope.
            var reach: Int = 0
        }
        /// The file's locals bound to candidates, by name (empty for nearly every file).
        private var aliases: [String: [LocalAlias]] = [:]
        /// `line << 32 | column` of the candidate names the file's bindings read: the value use
        /// at that token binds it (`let s = store`, `var store: Store? { strong }`) and lets
        /// nothing out; another use on the same line (`let s = store; register(store)`) does.
        private var bindingPositions = Set<Int>()

        mutating func collect(_ file: SourceFile, module: Int32) {
            currentFile = ObjectIdentifier(file)
            currentSource = file
            lastHolder = nil
            lastKey = nil
            if !aliases.isEmpty { aliases.removeAll(keepingCapacity: true) }
            if !bindingPositions.isEmpty { bindingPositions.removeAll(keepingCapacity: true) }
            let bindings = file.facts.bindings
            if !selfAliases.isEmpty { selfAliases.removeAll(keepingCapacity: true) }
            for k in bindings.indices {
                if bindings[k].source == "self" { selfAliases.insert(bindings[k].name); continue }
                guard let source = candidateNames.number(of: bindings[k].source) else { continue }
                bindingPositions.insert(bindings[k].line << 32 | bindings[k].column)
                if bindings[k].isProperty || bindings[k].name == bindings[k].source { continue }
                aliases[bindings[k].name, default: []].append(
                    LocalAlias(source: source, holder: bindings[k].enclosingType, from: bindings[k].line, to: bindings[k].endLine))
            }
            for name in aliases.keys {
                aliases[name]!.sort { $0.from < $1.from }
                var reach = 0
                for k in aliases[name]!.indices {
                    reach = max(reach, aliases[name]![k].to)
                    aliases[name]![k].reach = reach
                }
            }
            // By index, reading fields in place: most of the workspace's accesses are rejected
            // on their names, and copying each fact out cost more than the test.
            assignedPositions.removeAll(keepingCapacity: true)
            for a in file.facts.memberAssignments { assignedPositions.insert(a.line << 32 | a.column) }
            collect(file.facts.memberAccesses, module: module)
            collect(file.facts.optionalChainedAccesses, module: module)
            collect(file.facts.subscriptAccesses, module: module)
            let valueUses = file.facts.valueUses
            for k in valueUses.indices {
                // A parameter or local of the property's name passes on itself, not the property.
                guard let holder = valueUses[k].enclosingType, !valueUses[k].isLocal else { continue }
                var found: Int? = nil
                if let number = candidateNames.number(of: valueUses[k].name) {
                    if !bindingPositions.isEmpty && bindingPositions.contains(valueUses[k].line << 32 | valueUses[k].column) { continue }
                    found = slot(module: module, holder: holder, property: number)
                }
                if found == nil, !aliases.isEmpty, let source = alias(valueUses[k].name, holder: holder, line: valueUses[k].line) {
                    found = slot(module: module, holder: holder, property: source)
                }
                guard let slot = found else { continue }
                escapes[slot] = true
            }
        }

        /// The candidate the local `name` stands for at `line` of `holder`'s code, if any.
        private func alias(_ name: String, holder: String, line: Int) -> Int32? {
            guard let list = aliases[name] else { return nil }
            // The last alias bound at or before `line`, then back while one can still reach it:
            // thousands of sibling `guard let s = store` blocks cost a search each, not a scan.
            var lo = 0, hi = list.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if list[mid].from <= line { lo = mid + 1 } else { hi = mid }
            }
            var k = lo - 1
            while k >= 0 && list[k].reach >= line {
                if list[k].holder == holder && line <= list[k].to { return list[k].source }
                k -= 1
            }
            return nil
        }

        /// `candidateNames.number(of:)`, for the names seen last by their bits first.
        private mutating func candidate(_ name: String) -> Int32? {
            if let known = recent.answer(for: name) { return known }
            let number = candidateNames.number(of: name)
            recent.remember(name, number)
            return number
        }
        private var recent = RecentAnswers<Int32?>()

        /// The file's names bound to `self` (`guard let strongSelf = self`).
        private var selfAliases = Set<String>()

        /// `line << 32 | column` of the file's `x.member = value` targets.
        private var assignedPositions = Set<Int>()

        private mutating func collect(_ accesses: [MemberAccessFact], module: Int32) {
            for k in accesses.indices {
                // `Registry.store` is a static member, never an instance's property; `presenter.
                // interactor = Interactor()` injects the property, it reads nothing of it.
                let base = accesses[k].base.utf8.first ?? 0
                if base >= UInt8(ascii: "A") && base <= UInt8(ascii: "Z") {
                } else if !selfAliases.isEmpty && selfAliases.contains(accesses[k].base) {
                    // `strongSelf.repository`: the holder's own property, read as `self.repository`.
                } else if !assignedPositions.isEmpty && assignedPositions.contains(accesses[k].line << 32 | accesses[k].column) {
                } else if let member = candidate(accesses[k].member) {
                    let key = Int(module) << 32 | Int(member)
                    if let typed = holdersReachedByTypedBase(accesses[k], holders: holdersByKey[key] ?? []) {
                        if !typed.isEmpty { reachedHolders[key, default: []].formUnion(typed) }
                    } else {
                        if filesReaching[key]?.last !== currentSource { filesReaching[key, default: []].append(currentSource!) }
                        reachedInFile[FileMember(file: currentFile!, member: Int(member)), default: []]
                            .insert(InterfaceSegregationRule.holderName(accesses[k].enclosingType ?? ""))
                    }
                }
                guard let holder = accesses[k].enclosingType, !accesses[k].baseIsLocal else { continue }
                var found: Int? = nil
                if let number = candidate(accesses[k].base) { found = slot(module: module, holder: holder, property: number) }
                // A local of a candidate's name in this holder is that candidate's rebinding
                // (`guard let subscription = upstreamSubscription`) even when another type has a
                // candidate property of that name.
                if found == nil, !aliases.isEmpty, let source = alias(accesses[k].base, holder: holder, line: accesses[k].line) {
                    found = slot(module: module, holder: holder, property: source)
                }
                guard let slot = found else { continue }
                // Repeated calls of one member come in a row: kept once.
                if members[slot].last != accesses[k].member { members[slot].append(accesses[k].member) }
                if !overloadedNames.isEmpty && overloadedNames.contains(accesses[k].member) {
                    sites[slot].append(AccessSite(member: accesses[k].member, file: currentSource!, line: accesses[k].line, column: accesses[k].column))
                }
            }
        }

        /// The holders `x.property` can reach when the type of `x` is known: `func merge(from
        /// child: Child) { child.repository.save() }`, a coordinator's `private let services:
        /// Services` passing on `services.repository`. A typed base reaches its own type's
        /// property (or a superclass's), not every holder of that name. Nil when the base may be
        /// any holder: a stored property typed as a protocol or an unknown type, a local other
        /// than a parameter (a closure's or loop's variable, `let x = make()`). A parameter is
        /// taken as written, whatever the type (a generic parameter, another package's type).
        private mutating func holdersReachedByTypedBase(_ access: MemberAccessFact, holders: Set<String>) -> Set<String>? {
            guard let enclosing = access.enclosingType, let file = currentSource, let index else { return nil }
            if typedBasesFile !== file {
                // Once per file, and only for files that read a candidate's name through a base.
                typedBasesFile = file
                parameterTypes.removeAll(keepingCapacity: true)
                propertyTypes.removeAll(keepingCapacity: true)
                for p in file.facts.parameters where p.bodyEndLine > 0 {
                    parameterTypes[(p.enclosingType ?? "") + "\u{0}" + p.name, default: []].append((p.type, p.line, p.bodyEndLine))
                }
                for key in parameterTypes.keys where parameterTypes[key]!.count > 1 { parameterTypes[key]!.sort { $0.line < $1.line } }
                for p in file.facts.storedProperties {
                    propertyTypes[p.enclosingType + "\u{0}" + p.name, default: []].append(p.type ?? p.construction?.qualifiedTypeName)
                }
            }
            let key = enclosing + "\u{0}" + access.base
            var reached = Set<String>()
            var typed = false
            var unknown = false
            func note(_ written: String?, knownOnly: Bool) {
                guard let written else { unknown = true; return }
                var bare = Substring(written)
                while let last = bare.last, last == "?" || last == "!" { bare = bare.dropLast() }
                guard let type = DependencyInjection.plainTypeName(String(bare)), type != "Self" else { unknown = true; return }
                if knownOnly {
                    guard let positions = index.candidates(named: type), !positions.isEmpty,
                          positions.allSatisfy({ index.kind(ofType: $0).isConcrete }) else { unknown = true; return }
                }
                typed = true
                var name = TypeIndex.lastComponent(InterfaceSegregationRule.holderName(type))
                var depth = 0
                while depth < 16 {
                    if holders.contains(name) { reached.insert(name); return }
                    guard let base = classBase[name] else { return }
                    if base.isEmpty { unknown = true; return }
                    name = base
                    depth += 1
                }
            }
            if access.baseIsLocal {
                // Only the function's own parameter (a closure's or loop's variable of that name is
                // of unknown type), found by the lines of the function the access is in, not
                // another function of the type that happens to share the name. Sorted by line: a
                // search, not a scan, per access.
                guard access.baseIsParameter, let written = parameterTypes[key] else { return nil }
                var lo = 0, hi = written.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if written[mid].line <= access.line { lo = mid + 1 } else { hi = mid }
                }
                var k = lo - 1
                var steps = 0
                while k >= 0 && steps < 8 {
                    if access.line <= written[k].end { note(written[k].type, knownOnly: false); break }
                    k -= 1; steps += 1
                }
                if !typed { return nil }
            } else {
                guard let written = propertyTypes[key] ?? storedPropertyTypes(of: enclosing, named: access.base) else { return nil }
                for type in written { note(type, knownOnly: true) }
            }
            return typed && !unknown ? reached : nil
        }

        /// The written types of `type`'s stored property `name` where the type is declared:
        /// `viewModel.repository` in `ListCoordinator+Actions.swift` reads the `viewModel` that
        /// `ListCoordinator.swift` declares. Nil when no declaration of the type has one.
        private mutating func storedPropertyTypes(of type: String, named name: String) -> [String?]? {
            guard let index, let workspace else { return nil }
            let key = type + "\u{0}" + name
            if let known = declaredPropertyTypes[key] { return known }
            var found: [String?] = []
            var seen = Set<String>()
            for d in index.declarations(named: TypeIndex.lastComponent(type)) where d.name == type && d.kind.isConcrete {
                guard seen.insert(d.file).inserted, let file = workspace.file(atPath: d.file) else { continue }
                for p in file.facts.storedProperties where p.enclosingType == type && p.name == name {
                    found.append(p.type ?? p.construction?.qualifiedTypeName)
                }
            }
            declaredPropertyTypes[key] = .some(found.isEmpty ? nil : found)
            return found.isEmpty ? nil : found
        }
        private var declaredPropertyTypes: [String: [String?]?] = [:]
        var workspace: Workspace?
        private var typedBasesFile: SourceFile?
        private var parameterTypes: [String: [(type: String, line: Int, end: Int)]] = [:]
        private var propertyTypes: [String: [String?]] = [:]
        /// Class -> its superclass (first inherited name), by last name components, for every
        /// class of the workspace: a typed base of a grand-subclass reaches the base's property.
        var classBase: [String: String] = [:]

        private mutating func slot(module: Int32, holder: String, property: Int32) -> Int? {
            if lastHolder == nil || lastHolder! != holder {
                lastHolder = holder
                lastHolderNumber = holders.entry(InterfaceSegregationRule.holderName(holder)).map(Int32.init)
                lastKey = nil
            }
            if let number = lastHolderNumber {
                // A method uses one property several times in a row.
                let key = HolderKey(module: module, holder: number, property: property)
                if let lastKey, lastKey == key, lastSlot != nil { return lastSlot }
                lastKey = key
                lastSlot = slots[key]
                if lastSlot != nil { return lastSlot }
            }
            return superclassOf.isEmpty ? nil : inheritedSlot(module: module, holder: holder, property: property)
        }

        /// The non-private candidate `property` of a superclass of `holder`, nearest first.
        private func inheritedSlot(module: Int32, holder: String, property: Int32) -> Int? {
            var name = InterfaceSegregationRule.holderName(holder)
            var depth = 0
            while let base = superclassOf[name], depth < 16 {
                if let number = holders.entry(base),
                   let found = slots[HolderKey(module: module, holder: Int32(number), property: property)] {
                    return privateSlots.contains(found) ? nil : found
                }
                name = base
                depth += 1
            }
            return nil
        }
        /// Subclass name -> superclass name, for the classes whose chain of superclasses reaches
        /// one that holds candidates.
        var superclassOf: [String: String] = [:]
        /// (module, property) number -> the (last components of the) types holding a candidate
        /// of that name there.
        var holdersByKey: [Int: Set<String>] = [:]
        var index: TypeIndex?
        var privateSlots = Set<Int>()
        private var lastKey: HolderKey?
        private var lastSlot: Int?
    }

    /// The names of `wanted` that `file` mentions: in types, constructions, static accesses and
    /// declarations (extensions).
    static func addMentions(of file: SourceFile, among wanted: Set<String>, to names: inout Set<String>) {
        let facts = file.facts
        for t in facts.typeReferences where wanted.contains(t) { names.insert(t) }
        for c in facts.constructions { if let t = c.typeName, wanted.contains(t) { names.insert(t) } }
        for a in facts.memberAccesses where (a.base.utf8.first ?? 0) >= UInt8(ascii: "A") && (a.base.utf8.first ?? 0) <= UInt8(ascii: "Z") {
            if wanted.contains(a.base) { names.insert(a.base) }
        }
        for d in facts.declarations {
            let name = TypeIndex.lastComponent(holderName(d.name))
            if wanted.contains(name) { names.insert(name) }
        }
    }

    /// A member access through a candidate, kept for reading its call's labels.
    struct AccessSite {
        var member: String
        var file: SourceFile
        var line: Int
        var column: Int
    }

    /// Calls' argument labels, read from the source files on demand (only accesses to
    /// overloaded requirements ask), each file lexed once.
    struct CallReader {
        private var files = LexedFiles()

        /// The file lexed, shared with other read-backs of the same check.
        mutating func read(_ path: String, context: RuleContext) -> (source: TokenizedSource, bytes: [UInt8])? {
            files.lexed(path, context: context)
        }

        mutating func arguments(at site: AccessSite, context: RuleContext) -> CallArguments? {
            guard let (source, bytes) = read(site.file.path, context: context) else { return nil }
            return CallArguments.ofCall(at: site.line, column: site.column, in: source, bytes: bytes)
        }

        /// The calls of the property `name` as a function in the bodies of `holder` (its type
        /// declaration and extensions; `onlyIn`: those of one file).
        mutating func valueCalls(of name: String, holder: HolderBodies.Key, onlyIn path: String?, bodies: inout HolderBodies,
                                 context: RuleContext) -> [AccessSite] {
            var out: [AccessSite] = []
            for body in bodies.bodies(of: holder, in: context.workspace) where path == nil || body.file.path == path {
                guard let (source, bytes) = read(body.file.path, context: context) else { continue }
                for call in CallArguments.valueCalls(of: name, lines: body.lines, in: source, bytes: bytes) {
                    out.append(AccessSite(member: "callAsFunction", file: body.file, line: call.line, column: call.column))
                }
            }
            return out
        }
    }

    /// Where each type's code is: its declaration and extensions, by module and qualified name
    /// (`LoginScreen.ViewModel`, generic arguments stripped). Gathered in one pass over the
    /// declarations, the first time a rule asks.
    struct HolderBodies {
        struct Key: Hashable {
            var module: String
            var holder: String
        }
        struct Body {
            var file: SourceFile
            var lines: ClosedRange<Int>
        }
        private var byHolder: [Key: [Body]]?

        mutating func bodies(of key: Key, in workspace: Workspace) -> [Body] {
            if byHolder == nil {
                var map: [Key: [Body]] = [:]
                for file in workspace.files {
                    for d in file.facts.declarations {
                        switch d.kind {
                        case .class, .struct, .enum, .actor, .extension:
                            map[Key(module: file.module, holder: InterfaceSegregationRule.holderName(d.name)), default: []]
                                .append(Body(file: file, lines: d.line...max(d.line, d.endLine)))
                        default: continue
                        }
                    }
                }
                byHolder = map
            }
            return byHolder?[key] ?? []
        }
    }

    /// The requirements as this rule counts them: by name, associated types aside, repeats
    /// dropped, except that a function name declared with several label lists is one
    /// requirement per list (`load(id:)`, `load(ids:)`).
    static func identities(of requirements: [Requirement]) -> (names: [String], overloads: [String: [[String]]]) {
        // Nearly every protocol declares each function name once: its names, in one pass.
        var names: [String] = []
        var seen = Set<String>()
        var repeatsFunction = false
        // What a value held as the protocol can use: not its associated types, initializers or
        // static members (`static var route`, `init(userID:)`), which belong to the type.
        for r in requirements where isInstanceRequirement(r) {
            let name = unquoted(r.name)
            if seen.insert(name).inserted { names.append(name) } else if r.kind == "func" { repeatsFunction = true }
        }
        if !repeatsFunction { return (names, [:]) }
        return identitiesWithOverloads(of: requirements)
    }

    static func isInstanceRequirement(_ r: Requirement) -> Bool {
        r.kind != "associatedtype" && r.kind != "init" && !r.isStatic
    }

    private static func identitiesWithOverloads(of requirements: [Requirement]) -> (names: [String], overloads: [String: [[String]]]) {
        // Overloads with the same labels in one protocol (`send(request:)` returning nothing, and
        // a generic one returning `T`) are requirements each: a label list is kept once per
        // declaration, but once only across the branches of one `#if` (one of them is compiled)
        // and once across protocols (a refinement restating its parent's requirement).
        var labelLists: [String: [[String]]] = [:]
        var declarations: [String: Int] = [:]
        var branchesSeen: [String: [Int32: [Int32: Int]]] = [:]
        for r in requirements where r.kind == "func" && !r.isStatic {
            let name = unquoted(r.name)
            let labels = r.argumentLabels ?? []
            let key = r.file + "\u{1F}" + r.protocolName + "\u{1F}" + signature(name, labels)
            var count = declarations[key, default: 0]
            if count == 0 || r.ifGroup == 0 {
                count += 1
            } else {
                // Within one `#if`: a repeat in the same branch counts, one in another does not.
                let inBranch = (branchesSeen[key]?[r.ifGroup]?[r.ifBranch] ?? 0) + 1
                if inBranch > (branchesSeen[key]?[r.ifGroup]?.values.max() ?? 0) { count += 1 }
            }
            if r.ifGroup != 0 { branchesSeen[key, default: [:]][r.ifGroup, default: [:]][r.ifBranch, default: 0] += 1 }
            declarations[key] = count
            let listed = labelLists[name]?.filter { $0 == labels }.count ?? 0
            if count > listed { labelLists[name, default: []].append(labels) }
        }
        let overloads = labelLists.filter { $0.value.count > 1 }
        var names: [String] = []
        var seen = Set<String>()
        for r in requirements where isInstanceRequirement(r) {
            // `var \`default\`: String { get }` is used as `prefs.default`.
            let name = unquoted(r.name)
            guard r.kind == "func", let lists = overloads[name] else {
                if seen.insert(name).inserted { names.append(name) }
                continue
            }
            let labels = r.argumentLabels ?? []
            let base = signature(name, labels)
            for k in 1...lists.filter({ $0 == labels }).count {
                let identity = repeatedSignature(base, k)
                if seen.insert(identity).inserted { names.append(identity) }
            }
        }
        return (names, overloads)
    }

    /// Whether `func name` is declared `private` or `fileprivate` on the given line or one of
    /// the four before it (a signature broken over lines): read from the source, as the facts
    /// keep no function's access level.
    static func declaresPrivateFunction(_ bytes: [UInt8], line: Int, name: String) -> Bool {
        // Lines as the facts number them (`\r\n` and a lone `\r` end one too).
        let starts = LineTable(bytes).lineStarts.map(Int.init)
        guard line >= 1, line <= starts.count else { return false }
        let wanted = Array(("func " + name).utf8), privateWord = Array("private ".utf8)
        func find(_ needle: [UInt8], in range: Range<Int>) -> Int? {
            guard range.count >= needle.count else { return nil }
            for i in range.lowerBound...(range.upperBound - needle.count) where bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            return nil
        }
        for l in stride(from: line, through: max(1, line - 4), by: -1) {
            let start = starts[l - 1], end = l < starts.count ? starts[l] : bytes.count
            guard let fn = find(wanted, in: start..<end) else { continue }
            return find(privateWord, in: start..<fn) != nil
        }
        return false
    }

    /// Requirements as a message names them: same-label overloads once, with their count
    /// (`send(request:) (2 overloads)`).
    static func shownNames(_ identities: [String]) -> [String] {
        guard identities.contains(where: { $0.contains(") #") }) else { return identities }
        var counts: [String: Int] = [:]
        for identity in identities { counts[String(identity.prefix { $0 != " " }), default: 0] += 1 }
        return identities.compactMap { identity in
            if identity.contains(") #") { return nil }
            let n = counts[identity] ?? 1
            return n > 1 ? "\(identity) (\(n) overloads)" : identity
        }
    }

    /// The `k`th requirement of one signature: `send(request:)`, then `send(request:) #2`.
    static func repeatedSignature(_ signature: String, _ k: Int) -> String {
        k == 1 ? signature : signature + " #\(k)"
    }

    /// `load(id:)`.
    static func signature(_ name: String, _ labels: [String]) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// A requirement whatever is overloaded where: `load(ids:)` for a function, the name else.
    static func fullSignature(_ r: Requirement) -> String {
        r.kind == "func" ? signature(unquoted(r.name), r.argumentLabels ?? []) : unquoted(r.name)
    }

    /// By protocol (of `wanted`), the members its extensions add and the names their bodies
    /// use on `self`: same-named members (overloads, constrained extensions) together.
    static func extensionMemberUses(in files: [SourceFile], of wanted: Set<String>) -> [String: [String: Set<String>]] {
        var members: [String: [String: Set<String>]] = [:]
        for file in files where !file.facts.extensionMembers.isEmpty {
            for m in file.facts.extensionMembers {
                let extended = TypeIndex.stripGenerics(m.extendedType)
                guard wanted.contains(extended) else { continue }
                if m.usesSelf {
                    members[extended, default: [:]][m.name, default: []].insert("self")
                } else {
                    members[extended, default: [:]][m.name, default: []].formUnion(file.facts.selfUses(of: m))
                }
            }
        }
        return members
    }

    /// `load(id:)` -> `load`.
    static func baseName(_ identity: String) -> String {
        guard let paren = identity.firstIndex(of: "(") else { return identity }
        return String(identity[..<paren])
    }

    /// A property name reached as `x.name` in a file.
    struct FileMember: Hashable {
        var file: ObjectIdentifier
        var member: Int
    }

    /// A property of a holder type within a module, by numbers.
    private struct HolderKey: Hashable {
        var module: Int32
        var holder: Int32
        var property: Int32

        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(UInt32(bitPattern: module)) << 32 | UInt64(UInt32(bitPattern: holder)))
            hasher.combine(property)
        }
    }

    /// `Cache<Key>` -> `Cache`: a generic holder and its extensions are one holder.
    fileprivate static func holderName(_ holder: String) -> String { TypeIndex.stripGenerics(holder) }

    static func isExported(_ p: StoredPropertyFact) -> Bool {
        p.accessLevel == "public" || p.accessLevel == "open" || p.accessLevel == "package"
    }

    /// Whether one of `protocols` (workspace protocols) refines a protocol declared outside the
    /// workspace that has requirements (`AsyncSequence`, `Identifiable`; not `Sendable`,
    /// `Error` or `Observable`, which ask for nothing to call).
    static func refinesLibraryProtocol(_ protocols: [String], index: TypeIndex) -> Bool {
        protocols.contains { p in
            index.inheritedNames(of: TypeIndex.lastComponent(p)).contains { parent in
                !DependencyInjection.markerProtocols.contains(parent) && !requirementFreeLibraryProtocols.contains(parent)
                    && index.candidates(named: TypeIndex.lastComponent(parent)) == nil
            }
        }
    }

    /// Library protocols (and constraints) with nothing a holder could call.
    static let requirementFreeLibraryProtocols: Set<String> = [
        "class", "Actor", "AnyActor", "Error", "Observable", "Copyable", "~Copyable", "Escapable", "~Escapable",
        "BitwiseCopyable", "Swift.Error", "Observation.Observable",
    ]

    static let maxNarrowerCandidates = 64

    /// `` `default` `` -> `default`: how a use spells a requirement declared with backticks.
    static func unquoted(_ name: String) -> String {
        guard name.utf8.first == UInt8(ascii: "`"), name.utf8.count > 2, name.utf8.last == UInt8(ascii: "`") else { return name }
        return String(name.dropFirst().dropLast())
    }

    /// The existing workspace protocol with the fewest requirements that still covers `used`,
    /// among the protocols the dependency is composed of (resolved declarations) or inherits from,
    /// and that this rule would not report in turn (`UserService & FeatureFlags` used for one of
    /// `UserService`'s four requirements is no better off depending on `UserService`).
    /// The smallest protocol of the held one's family that covers the use and would not be
    /// reported itself (`fits`), else the smallest that covers it at all (`nearest`, with its
    /// requirement count): the SPEC's "narrower existing protocol".
    private func narrowestCovering(used: Set<String>, usedCount: Int, maxUsedRatio: Double, within protocols: [Int], index: TypeIndex,
                                   visible: ModuleMask, total: Int, excluding: Set<String>) -> (fits: String?, nearest: (name: String, count: Int)?) {
        var candidates: [Int] = []
        var seen = Set<Int>()
        var stack = protocols
        // Real hierarchies hold a handful of protocols; each candidate costs a walk of its own
        // ancestors, so a generated 10,000-protocol chain would be quadratic without a bound.
        while let p = stack.popLast(), candidates.count < Self.maxNarrowerCandidates {
            guard seen.insert(p).inserted else { continue }
            candidates.append(p)
            let module = index.moduleNumber(of: index.types[p].module)
            for parent in index.types[p].inherits {
                for name in index.protocolNames(inParent: parent) {
                    if let resolved = index.resolveProtocol(name, fromModuleNumber: module, visible: visible) { stack.append(resolved) }
                }
            }
        }
        var best: (String, Int)?
        var nearest: (name: String, count: Int)?
        for c in candidates.sorted(by: { index.types[$0].name < index.types[$1].name }) {
            // The protocol the property already names is no suggestion.
            if excluding.contains(TypeIndex.lastComponent(index.types[c].name)) { continue }
            let requirements = index.allRequirements(ofProtocolAt: c, visible: visible).requirements.filter { $0.kind != "associatedtype" }
            let signatures = Set(requirements.map(Self.fullSignature))
            let count = Self.identities(of: requirements).names.count
            guard signatures.isSuperset(of: used), count < total else { continue }
            guard usedCount >= count || Double(usedCount) / Double(count) > maxUsedRatio else {
                if nearest == nil || count < nearest!.count { nearest = (index.types[c].name, count) }
                continue
            }
            if best == nil || count < best!.1 { best = (index.types[c].name, count) }
        }
        return (best?.0, best == nil ? nearest : nil)
    }
}
