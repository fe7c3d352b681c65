import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// `direct-instantiation` ("control freak"): code outside composition roots builds a concrete
/// implementation of a workspace protocol that lives in another module or layer.
public struct DirectInstantiationRule: Rule {
    public static let description = RuleDescription(
        id: "direct-instantiation",
        summary: "Code builds a concrete implementation from another module or layer instead of receiving it.",
        rationale: """
            A type that builds its own dependencies (the "control freak") decides which implementation \
            runs: it cannot be tested with a double, and it depends on the implementation's module. \
            Only the composition root should know concrete types.
            """,
        howToFix: """
            Take the dependency as an initializer parameter typed as the protocol, and build the \
            implementation in the composition root (or a `*Assembly`/`*Component` factory).
            """,
        defaultSeverity: .error,
        badExample: """
            final class CheckoutViewModel {
                private let payments = StripePaymentService()   // PaymentService from module Payments
            }
            """,
        goodExample: """
            final class CheckoutViewModel {
                private let payments: PaymentService
                init(payments: PaymentService) { self.payments = payments }
            }
            """)

    public init(options: RuleOptionsReader) throws {}

    public func check(_ context: RuleContext) -> [FindingDraft] {
        var out: [FindingDraft] = []
        var lookup = DependencyInjection.ConstructedTypes(context: context)
        // Read once: `context.index` hands out a copy of the whole index (a retain per table).
        let index = context.index
        var injectable = DependencyInjection.InjectableProtocols(index: index)
        let types = index.types
        // A default bastard-injection would report is left to it, unless it is switched off.
        let bastardInjectionReports = context.configuration.ruleSetting("bastard-injection")?.severity != "off"
        var implicitMembers: DependencyInjection.ImplicitMembers?
        var usage = ConcreteDependencyRule.MemberUsage(workspace: context.workspace)
        /// Protocol name -> whether it names a service role, asked once per name.
        var serviceRoles: [String: Bool] = [:]
        func namesAServiceRole(_ p: String) -> Bool {
            if let known = serviceRoles[p] { return known }
            let role = DependencyInjection.namesAServiceRole(p)
            serviceRoles[p] = role
            return role
        }
        var protocolExtensionMembers: [String: Set<String>]?
        for (position, file) in context.workspace.files.enumerated() where !DependencyInjection.mayBuildConcreteTypes(file) {
            /// `Type\0name` of the file's properties declared in extensions, on first need.
            var computedProperties: Set<String>?
            /// `Type\0name` -> written type of the file's stored properties, on first need.
            var propertyTypes: [String: String]?
            let constructions = file.facts.constructions
            if constructions.isEmpty { continue }
            lookup.begin(file, at: position)
            // Top-level statements only compile in an entry point (main.swift, a playground):
            // the place where the object graph is wired. Elsewhere top-level code is a global
            // variable's initializer (`let sharedRepository: Repository = RemoteRepository()`),
            // a service locator like any other.
            let isEntryPoint = file.path.utf8.last == UInt8(ascii: "t") && (file.path == "main.swift" || file.path.hasSuffix("/main.swift"))
                || (constructions.contains { $0.context == .topLevel } && file.path.contains(".playground/"))
            var previewTypes: Set<String>?
            var registeredLocals: RegisteredLocals??
            /// The file read back and lexed once, for the registered locals and lookups below.
            var lexed = LexedFiles()
            var bastardInjections: [(start: Int, end: Int)]?
            /// `Type\0name` of the file's static stored properties, on the first finding in one.
            var staticStored: Set<String>?
            /// Globals whose value is reported (`let lyrics: Lyrics = RemoteLyrics(client:
            /// APIClient())`): what is built inside it is reported too, as in a property's value.
            var reportedGlobals = Set<String>()
            /// This file's reported constructions, in source order: one built inside another's
            /// arguments (`TeamRepositoryImpl(network: NetworkServiceImpl())`) is the outer's
            /// dependency, and goes where the outer is built.
            var reportedSpans: [(start: Int, end: Int, shown: String)] = []
            /// `Type\0Protocol` -> label of the initializer parameters of this file's types, on
            /// the first finding in an initializer.
            var initParameters: [String: (label: String, line: Int, bodyEnd: Int)]?
            // By index, reading fields in place: most constructions build library types and are
            // rejected on their name alone.
            for k in constructions.indices {
                // A DI container's registration is wiring too, whatever its file is called. A
                // global is judged by the value it holds (`let api = APIClient()`), not by what
                // is built inside it (`let schema = Schema(types: [ObjectType()])`) or in a
                // closure it holds (`let make = { Service() }`).
                if constructions[k].isInPreview || constructions[k].isInRegistration { continue }
                // Outside a function but inside a type (an enum case's default, a property
                // wrapper's argument: `@Inject(RemoteRepository())`) is no global.
                if constructions[k].context == .topLevel
                    && (isEntryPoint || (!constructions[k].isWholeValue && constructions[k].enclosingType == nil
                                         && !reportedGlobals.contains(constructions[k].propertyName ?? ""))) { continue }
                if constructions[k].form == .staticMember,
                   !DependencyInjection.isInstanceMember(constructions[k].member, of: constructions[k].typeName) { continue }
                guard let typeName = constructions[k].qualifiedTypeName, let t = lookup.type(named: typeName),
                      let elsewhere = DependencyInjection.distance(from: file, to: types[t]) else { continue }
                let c = constructions[k]
                let type = types[t]
                // A test double (a preview's `MockUserService()`) is never the control freak; a
                // screen builds its own subviews.
                if TypeIndex.looksLikeTestDouble(type.name) || DependencyInjection.isSubview(type, holder: c.enclosingType, index: index) { continue }
                // `AnyMappedCollection(values)` wraps a value, as `AnyPublisher(...)` does: there is
                // nothing to inject.
                if DependencyInjection.isTypeEraserName(type.name) { continue }
                // `AppContainer.shared.resolve()`: a lookup in the app's DI container, which the
                // app builds once; what is resolved is not built here.
                if c.form == .staticMember, let file = lexed.lexed(file.path, context: context),
                   Self.isResolvedRightAway(c, in: file.source, bytes: file.bytes) { continue }
                // A view controller or view conforming to the view protocol its presenter holds
                // (VIPER's `LoginViewable`) is a screen being assembled, not a service: UIKit and
                // AppKit views are no seams.
                if DependencyInjection.isPlatformView(type, index: index) { continue }
                // A coordinator starts its child flows: building the child coordinator (and
                // becoming its delegate) is the pattern, not a hidden service.
                // Assembling a screen (its view model, view controller, presenter) is what a
                // coordinator is for (MVVM-C, VIPER routers); its services come injected.
                if let holder = c.enclosingType, Self.isCoordinator(TypeIndex.lastComponent(TypeIndex.stripGenerics(holder)), index: index),
                   Self.isCoordinator(type.name, index: index) || Self.isScreen(type.name) { continue }
                // MVVM's pairing: `ChangePasswordViewController` building its own
                // `ChangePasswordViewModel` is the view half of a screen making the other half,
                // as a coordinator assembling the screen would.
                if let holder = c.enclosingType, Self.isOwnViewModel(type.name, of: holder, index: index) { continue }
                // `#if DEBUG static var preview: FeedViewModel { FeedViewModel(repository: InMemoryFeedRepository()) }`:
                // the canvas's fixture, by SwiftUI's naming.
                if c.enclosingFunction?.hasPrefix("preview") == true { continue }
                // The stored form of the same fixture: `static let preview = FeedViewModel(...)` (an
                // instance's `previewService = RemoteLinkPreviewService()` is a dependency).
                if c.context == .propertyInitializer, let name = c.propertyName, name.hasPrefix("preview"),
                   file.facts.storedProperties.contains(where: { $0.isStatic && $0.name == name && $0.enclosingType == c.enclosingType }) { continue }
                if previewTypes == nil {
                    previewTypes = Set(file.facts.declarations.filter { $0.conformances.contains(where: DeclarationFact.isPreviewConformance) }.map(\.name))
                }
                if let holder = c.enclosingType, previewTypes?.contains(holder) == true { continue }
                // `let repository = UserRepositoryImpl()` then `Resolver.register { repository }`:
                // built for the container, as if built inside the closure.
                let registrations = file.facts.registrationClosureRanges
                // Not only whole values: `guard let processor = try? X() else` is read back too.
                if c.context == .body, c.propertyName == nil, let last = registrations.last, last.lowerBound >= c.line {
                    if registeredLocals == nil { registeredLocals = .some(lexed.lexed(file.path, context: context).map { RegisteredLocals(source: $0.source, bytes: $0.bytes) }) }
                    if registeredLocals??.isRegistered(line: c.line, column: c.column, ranges: registrations) == true { continue }
                }
                // A dependency is what a type keeps. Objects (classes, actors) are services wherever
                // they are built; values where they are stored (property initializers, initializer
                // bodies, default arguments, a property assigned in a method), and anywhere when what
                // they implement names a service (below).
                let stored = c.context == .propertyInitializer || c.context == .defaultArgument || c.context == .topLevel
                    || (c.context == .body && (c.enclosingFunction == "init" || (c.isWholeValue && c.propertyName != nil)))
                // A value built in a method is a service still when what it implements is named
                // for one (`LoadImageUseCaseImpl().execute()` for `LoadImageUseCase`,
                // `CachedImageLoader()` for `ImageLoading`): not a shape (`RequestProtocol`).
                // Asked of its conformances first: most values built in methods are data, and
                // their seams need not be worked out.
                let valueInPlace = !type.isReferenceType && !stored
                if valueInPlace, !index.conformanceList(of: type.name).contains(where: namesAServiceRole) { continue }
                let seams = DependencyInjection.seamsToName(injectable.of(t), from: file, context: context)
                guard !seams.isEmpty else { continue }
                guard !valueInPlace || seams.contains(where: namesAServiceRole) else { continue }
                let protocols = DependencyInjection.namedApart(seams, from: type, index: index)
                if c.context == .defaultArgument && bastardInjectionReports {
                    if bastardInjections == nil { bastardInjections = defaultArgumentsReportedAsBastardInjection(in: file, context: context, lookup: &lookup,
                                                                                                                         implicitMembers: &implicitMembers) }
                    if Self.covers(bastardInjections!, Self.position(line: c.line, column: c.column)) { continue }
                }
                // Of a class's seams, the fix names the one covering what the holder does with
                // the property (a screen's presenter using `items()` of a storage that is also a
                // detail store), as concrete-dependency advises.
                // A property already typed as one of them (`let storage: Resettable = Live()`,
                // `var storage: (any Resettable)?`) names it. Only for the whole value: in
                // `model = Model(storage: Live())` the property is the model.
                var injected = protocols
                if protocols.count > 1, c.isWholeValue, let name = c.propertyName, let holder = c.enclosingType {
                    if propertyTypes == nil {
                        var types: [String: String] = [:]
                        for q in file.facts.storedProperties { if let t = q.type { types[q.enclosingType + "\u{0}" + q.name] = t } }
                        propertyTypes = types
                    }
                    let declared = propertyTypes![holder + "\u{0}" + name].flatMap { index.protocolsDenoted(by: $0) } ?? []
                    let named = protocols.filter { p in declared.contains { TypeIndex.lastComponent($0) == TypeIndex.lastComponent(p) } }
                    if !named.isEmpty {
                        injected = named
                    } else {
                        let used = usage.members(of: name, in: holder, files: usage.filesDeclaring(holder))
                        injected = ConcreteDependencyRule.narrowest(protocols, covering: used, index: index, files: context.workspace.files,
                                                                    extensionMembers: &protocolExtensionMembers)
                    }
                }
                // A fixture type of the app's own target (`MockData`, `PreviewData`,
                // `NavigationManagerMock`) builds the doubles previews and tests are handed.
                // (Asked last, of would-be findings only: splitting every holder's name into
                // words cost swift-syntax's lint 170 ms.)
                if let holder = c.enclosingType, Self.namesAFixture(holder) { continue }
                let built = Self.shown(c, typeName: type.name)
                let place = c.enclosingType ?? "top-level code"
                // A global function is named in the message; the subject (fingerprints) stays as it was.
                let builder = c.enclosingType ?? c.enclosingFunction.map { "\($0)()" }
                    ?? (c.context == .topLevel ? c.propertyName.map { "the global \($0)" } : nil) ?? place
                var inStaticStoredProperty = false
                if c.context == .propertyInitializer {
                    if staticStored == nil {
                        staticStored = Set(file.facts.storedProperties.filter(\.isStatic).map { $0.enclosingType + "\u{0}" + $0.name })
                    }
                    inStaticStoredProperty = staticStored!.contains((c.enclosingType ?? "") + "\u{0}" + (c.propertyName ?? ""))
                }
                if c.context == .topLevel, c.isWholeValue, c.enclosingType == nil, let global = c.propertyName { reportedGlobals.insert(global) }
                // A stack of the reported constructions still open at this one's start: in source
                // order, the ones that ended are popped for good.
                let start = Self.position(line: c.line, column: c.column)
                while let last = reportedSpans.last, last.end <= start { reportedSpans.removeLast() }
                let outer = reportedSpans.last
                reportedSpans.append((start, Self.position(line: c.endLine, column: c.endColumn), built))
                out.append(FindingDraft(
                    span: SourceSpan(file: file.path, line: c.line, column: c.column, endLine: c.endLine, endColumn: c.endColumn),
                    message: "\(builder) builds \(built), a concrete \(protocols.joined(separator: " & ")) from \(elsewhere); code that builds its dependencies cannot be tested or rewired",
                    subject: "\(place) builds \(type.name)",
                    related: [RelatedLocation(span: SourceSpan(file: type.file, line: type.line, column: type.column),
                                              message: "\(type.name) is declared here")],
                    fix: outer.map { "build \(type.name) with the \($0.shown) it is handed to, in the composition root: it is that object's dependency" }
                        ?? Self.alreadyInjected(c, protocols: injected, initParameters: &initParameters, in: file).map {
                            // `convenience init() { self.init(repository: TeamRepositoryImpl(...)) }`
                            "\(place) already takes \(Article.before(injected.first ?? "")) \(injected.joined(separator: " & ")) in an initializer (\($0):): remove this wiring and let the composition root build \(type.name) and pass it there"
                        }
                        ?? DependencyInjection.reachNote(injected, from: file, context: context)
                        + Self.fix(for: c, building: type.name, protocols: injected, index: index,
                                  inStaticStoredProperty: inStaticStoredProperty,
                                  inComputedProperty: c.enclosingFunction.map { function in
                                      if computedProperties == nil {
                                          computedProperties = Set(file.facts.extensionMembers.lazy.filter { $0.type != nil }
                                              .map { $0.extendedType + "\u{0}" + $0.name })
                                      }
                                      return computedProperties!.contains((c.enclosingType ?? "") + "\u{0}" + function)
                                  } ?? false)))
            }
        }
        out += leadingDotProperties(context)
        out += delegatedLeadingDots(context)
        return out
    }

    /// `let analytics: AnalyticsService = .firebase` where another module's `extension
    /// AnalyticsService where Self == FirebaseAnalytics` declares `static var firebase`: the
    /// property builds FirebaseAnalytics as `= FirebaseAnalytics()` would (SE-0299). As for
    /// bastard-injection, only another module's type: within one module the spelling is the
    /// protocol's own menu of values.
    private func leadingDotProperties(_ context: RuleContext) -> [FindingDraft] {
        var out: [FindingDraft] = []
        var members: DependencyInjection.ImplicitMembers?
        for file in context.workspace.files where !DependencyInjection.mayBuildConcreteTypes(file) {
            let properties = file.facts.storedProperties
            for k in properties.indices where properties[k].construction == nil {
                guard let initializer = properties[k].initializer, initializer.utf8.first == UInt8(ascii: "."),
                      let type = properties[k].type, !file.facts.isInPreview(line: properties[k].line) else { continue }
                if members == nil { members = DependencyInjection.ImplicitMembers(context: context) }
                let p = properties[k]
                guard let foreign = members!.foreignValue(initializer, typed: type, in: file, line: p.line, enclosingType: p.enclosingType,
                                                          context: context),
                      !TypeIndex.looksLikeTestDouble(foreign.type.name) else { continue }
                let built = foreign.type
                // At the value (`.firebase`), on the property's line or a later one.
                let valueLength = initializer.utf8.firstIndex(of: UInt8(ascii: "\n")).map { initializer.utf8.distance(from: initializer.utf8.startIndex, to: $0) }
                    ?? initializer.utf8.count
                let span = p.initializerColumn > 0
                    ? context.span(file.path, line: p.initializerLine, column: p.initializerColumn, endColumn: p.initializerColumn + valueLength)
                    : context.span(file.path, line: p.line, column: p.column, endColumn: p.column + p.name.utf8.count)
                out.append(FindingDraft(
                    span: span,
                    message: "\(p.enclosingType) builds \(foreign.shown), a concrete \(built.name) from module \(built.module); code that builds its dependencies cannot be tested or rewired",
                    subject: "\(p.enclosingType) builds \(built.name)",
                    related: foreign.related,
                    fix: "inject \(Article.before(foreign.protocols.first ?? "")) \(foreign.protocols.joined(separator: " & ")) through the initializer and build \(built.name) in the composition root"))
            }
        }
        return out
    }

    /// `convenience init() { self.init(repository: .remote) }` where another module's
    /// `extension UserRepository where Self == RemoteUserRepository` declares `remote`: the
    /// initializer builds RemoteUserRepository as `RemoteUserRepository()` would. The parameter's
    /// type is the designated initializer's, in this file or another file of the type.
    private func delegatedLeadingDots(_ context: RuleContext) -> [FindingDraft] {
        let files = context.workspace.files
        guard files.contains(where: { !$0.facts.delegatedImplicitMembers.isEmpty }) else { return [] }
        let members = DependencyInjection.ImplicitMembers(context: context)
        /// `Type\0label` -> the written type of that initializer parameter, across the workspace.
        var initParameters: [String: String]?
        var out: [FindingDraft] = []
        for file in files where !file.facts.delegatedImplicitMembers.isEmpty && !DependencyInjection.mayBuildConcreteTypes(file) {
            for d in file.facts.delegatedImplicitMembers where !file.facts.isInPreview(line: d.line) {
                guard let holder = d.enclosingType, DependencyInjection.implicitMemberName(d.value).map(members.members.contains) == true else { continue }
                if initParameters == nil {
                    var table: [String: String] = [:]
                    for f in files {
                        for q in f.facts.parameters where q.function == "init" {
                            guard let owner = q.enclosingType else { continue }
                            let key = owner + "\u{0}" + (q.label ?? q.name)
                            if table[key] == nil { table[key] = q.type }
                        }
                    }
                    initParameters = table
                }
                guard let written = initParameters![holder + "\u{0}" + d.label],
                      let foreign = members.foreignValue(d.value, typed: written, in: file, line: d.line, function: "init", enclosingType: holder,
                                                         context: context),
                      !TypeIndex.looksLikeTestDouble(foreign.type.name) else { continue }
                let built = foreign.type
                let seam = "\(Article.before(foreign.protocols.first ?? "")) \(foreign.protocols.joined(separator: " & "))"
                out.append(FindingDraft(
                    span: context.span(file.path, line: d.line, column: d.column, endColumn: d.endColumn),
                    message: "\(holder) builds \(foreign.shown), a concrete \(built.name) from module \(built.module), passing it to its own initializer; code that builds its dependencies cannot be tested or rewired",
                    subject: "\(holder) builds \(built.name)",
                    related: foreign.related,
                    fix: "take \(seam) as a parameter of this initializer instead of passing \(foreign.shown), and build \(built.name) in the composition root"))
            }
        }
        return out
    }

    /// The default values bastard-injection reports (a construction typed as a workspace
    /// protocol), as sorted position ranges: what they build, nested constructions included
    /// (`= UseCase(repository: RemoteRepository())`), is that one finding. Once per file (a
    /// file of thousands of defaults was quadratic).
    private func defaultArgumentsReportedAsBastardInjection(in file: SourceFile, context: RuleContext,
                                                            lookup: inout DependencyInjection.ConstructedTypes,
                                                            implicitMembers: inout DependencyInjection.ImplicitMembers?) -> [(start: Int, end: Int)] {
        var ranges: [(start: Int, end: Int)] = []
        var wrappers: Set<String>?
        for arg in file.facts.defaultArguments {
            // Defaults bastard-injection does not look at are this rule's.
            if !BastardInjectionRule.judges(arg, in: file, wrappers: &wrappers) { continue }
            // `= .remote(client: URLSessionHTTPClient())`: the static member bastard-injection
            // reports, with what its arguments build.
            if arg.construction == nil, arg.defaultValue.utf8.first == UInt8(ascii: "."), arg.valueEndLine > 0 {
                if implicitMembers == nil { implicitMembers = DependencyInjection.ImplicitMembers(context: context) }
                if implicitMembers!.foreignValue(arg.defaultValue, typed: arg.type, in: file, line: arg.line, function: arg.function,
                                                 enclosingType: arg.enclosingType, context: context) != nil {
                    ranges.append((Self.position(line: arg.line, column: arg.column),
                                   Self.position(line: arg.valueEndLine, column: arg.valueEndColumn)))
                }
                continue
            }
            guard let built = arg.construction, arg.line <= built.line,
                  let protocols = DependencyInjection.protocolsOfParameterType(arg.type, in: file, index: context.index, line: arg.line, function: arg.function, enclosingType: arg.enclosingType),
                  let t = built.qualifiedTypeName.flatMap({ lookup.type(named: $0) }) else { continue }
            // As bastard-injection judges it: `Tracking.make(FirebaseAnalytics())` on a factory
            // that is no tracker is not reported there, so what it builds inside is reported here.
            if built.form == .staticMember && !BastardInjectionRule.conforms(context.index.types[t], toAnyOf: protocols, index: context.index) { continue }
            // The whole default: `X(path:) ?? Fallback()` is one finding too.
            let end = max(Self.position(line: built.endLine, column: built.endColumn),
                          Self.position(line: arg.valueEndLine, column: arg.valueEndColumn))
            ranges.append((Self.position(line: built.line, column: built.column), end))
        }
        return ranges.sorted { $0.start < $1.start }
    }

    /// Whether `position` lies in one of `ranges` (sorted, not overlapping: each is one default value).
    private static func covers(_ ranges: [(start: Int, end: Int)], _ position: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].start <= position { low = mid + 1 } else { high = mid }
        }
        return low > 0 && position <= ranges[low - 1].end
    }

    private static func position(line: Int, column: Int) -> Int { line << 24 | column }

    /// `MockData`, `PreviewMockData`, `MockedData`, `PreviewData.Checkout`, `NetworkSpy`,
    /// `SampleDependencies`: a fixture by the words of any part of its name; `Mock`, `Stub`,
    /// `Fake`, `Spy` or `Dummy` as a word of their own (`MockingbirdService` and
    /// `StubbornRetryPolicy` are not), `Preview` or `Sample` only before words of data
    /// (`PreviewViewModel`, a screen's model, is not).
    static func namesAFixture(_ typeName: String) -> Bool {
        for part in TypeIndex.stripGenerics(typeName).split(separator: ".") {
            let words = Self.camelCaseWords(part)
            if words.contains(where: Fixture.doubleWords.contains) { return true }
            guard let first = words.first, Fixture.previewWords.contains(first) else { continue }
            if words.dropFirst().allSatisfy(Fixture.dataWords.contains) { return true }
            // `PreviewFeedRepository`: a service's double for the canvas.
            if first == "Preview", words.count > 2, let last = words.last, Fixture.serviceWords.contains(last) { return true }
        }
        return false
    }

    /// The words `namesAFixture` reads.
    private enum Fixture {
        static let doubleWords: Set<String> = ["Mock", "Mocks", "Mocked", "Stub", "Stubs", "Stubbed", "Fake", "Fakes", "Spy", "Spies", "Dummy"]
        static let previewWords: Set<String> = ["Preview", "Previews", "Sample", "Samples"]
        static let dataWords: Set<String> = ["Data", "Fixture", "Fixtures", "Values", "Content", "Dependencies", "Container", "Factory",
                                             "Objects", "Models", "Store", "Helper", "Helpers", "Support"]
        static let serviceWords: Set<String> = ["Repository", "Service", "Client", "Provider", "Manager", "Store", "Loader",
                                                "Fetcher", "Gateway", "Source", "Tracker", "Logger", "Cache", "Storage", "Interactor"]
    }

    /// `PreviewMockData` -> Preview, Mock, Data; `URLSessionMock` -> URL, Session, Mock.
    static func camelCaseWords(_ name: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(name.unicodeScalars)
        for (k, c) in scalars.enumerated() {
            let upper = c.properties.isUppercase
            let nextLower = k + 1 < scalars.count && scalars[k + 1].properties.isLowercase
            let previousUpper = k > 0 && scalars[k - 1].properties.isUppercase
            if upper, !current.isEmpty, !previousUpper || nextLower {
                words.append(current)
                current = ""
            }
            if c == "_" { if !current.isEmpty { words.append(current); current = "" }; continue }
            current.unicodeScalars.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The label (`repository`) of a parameter of another initializer of the type building `c`
    /// in an initializer that already takes one of `protocols`: the wiring is a convenience,
    /// not a missing seam.
    static func alreadyInjected(_ c: ConstructionFact, protocols: [String], initParameters: inout [String: (label: String, line: Int, bodyEnd: Int)]?,
                                in file: SourceFile) -> String? {
        guard c.context == .body, c.enclosingFunction == "init", let holder = c.enclosingType, !protocols.isEmpty else { return nil }
        if initParameters == nil {
            var found: [String: (label: String, line: Int, bodyEnd: Int)] = [:]
            for p in file.facts.parameters where p.function == "init" {
                guard let owner = p.enclosingType, let plain = DependencyInjection.plainTypeName(p.type) else { continue }
                let key = owner + "\u{0}" + plain
                if found[key] == nil { found[key] = (p.label ?? p.name, p.line, max(p.bodyEndLine, p.line)) }
            }
            initParameters = found
        }
        for p in protocols {
            // Built in that very initializer (`self.fallback = DiskCache()` beside a `primary:`
            // parameter) is another dependency, to be injected as well.
            if let seam = initParameters![holder + "\u{0}" + p], c.line < seam.line || c.line > seam.bodyEnd { return seam.label }
        }
        return nil
    }

    /// The construction as the message shows it: `X()` when written with no arguments, else
    /// `X(...)`; `X.shared`, `X.getInstance()`, `X.make(...)`. (Told by the span's length:
    /// `X.init()`, `X<T>()` or `X( )` show as `X(...)`.)
    static func shown(_ c: ConstructionFact, typeName: String) -> String {
        let written = (c.qualifier.map { $0.utf8.count + 1 } ?? 0) + (c.typeName?.utf8.count ?? 0)
            + (c.form == .staticMember ? (c.member?.utf8.count ?? 0) + 1 : 0)
        let length = c.line == c.endLine ? c.endColumn - c.column : Int.max
        let arguments = length == written ? "" : length == written + 2 ? "()" : "(...)"
        guard c.form == .staticMember else { return typeName + (arguments.isEmpty ? "(...)" : arguments) }
        return "\(typeName).\(c.member ?? "")\(arguments)"
    }

    /// How to stop building it, by where it is built: a global's value, a free function or a
    /// member of a type the workspace does not declare (`extension URL`), which have no
    /// initializer to inject through, or a type's code.
    static func fix(for c: ConstructionFact, building typeName: String, protocols: [String], index: TypeIndex,
                    inStaticStoredProperty: Bool = false, inComputedProperty: Bool = false) -> String {
        let seam = "\(Article.before(protocols.first ?? "")) \(protocols.joined(separator: " & "))"
        if c.context == .topLevel {
            // In a type's declaration but no member's code: an enum case's default, a property
            // wrapper's argument.
            if let holder = c.enclosingType {
                return "build \(typeName) in the composition root and pass \(seam) in, instead of building it in \(holder)'s declaration"
            }
            return "build \(typeName) in the composition root and pass \(seam) to the code that needs it, instead of a global"
        }
        // A default value (`fetch: @escaping () -> User = RemoteRepository.shared.fetch`): the
        // parameter already injects it.
        if c.context == .defaultArgument {
            return "remove the default value and pass what the parameter needs from the composition root, which builds \(typeName)"
        }
        // Static code (a static property here, a static function below) has no instance to
        // inject into.
        if c.isInStaticProperty || inStaticStoredProperty {
            return "build \(typeName) in the composition root and pass \(seam) to the code that needs it, instead of a static"
        }
        let holder = c.enclosingType.map { TypeIndex.stripGenerics($0) }
        let kinds = holder.flatMap { index.candidates(named: $0) }.map { $0.map { index.kind(ofType: $0) } } ?? []
        let ownType = kinds.contains { $0.isConcrete }
        // A namespace enum (`enum Loaders { static let shared = Live() }`) has no instance to inject into.
        let namespace = !kinds.isEmpty && kinds.allSatisfy { $0 == .enum }
        if c.isInStaticFunction || !ownType || namespace, let function = c.enclosingFunction, function != "init" {
            // `extension Request { var todos: any TodoRepository { FluentTodoRepository(...) } }`:
            // a property takes no parameter; what it hands out can be kept where the wiring is.
            if inComputedProperty {
                return "build \(typeName) in the composition root and have \(function) return \(seam) kept there (the application's storage or a container), instead of building one on every read"
            }
            return "take \(seam) as a parameter of \(function)() and build \(typeName) in the composition root"
        }
        if namespace, c.context == .propertyInitializer {
            return "build \(typeName) in the composition root and pass \(seam) to the code that needs it, instead of a static"
        }
        return "inject \(seam) through the initializer and build \(typeName) in the composition root"
    }

    /// A flow coordinator: named so, or conforming to a `...Coordinator` / `...Coordinating` protocol.
    static func isScreen(_ typeName: String) -> Bool {
        let name = TypeIndex.lastComponent(typeName)
        return name.hasSuffix("ViewModel") || name.hasSuffix("ViewController") || name.hasSuffix("Presenter")
            || name.hasSuffix("Screen") || name.hasSuffix("View")
    }

    /// Whether `typeName` is the view model of the screen `holder` (a UIKit / AppKit view or
    /// controller, or a SwiftUI view): `ChangePasswordViewModel` of `ChangePasswordViewController`.
    static func isOwnViewModel(_ typeName: String, of holder: String, index: TypeIndex) -> Bool {
        guard typeName.hasSuffix("ViewModel") else { return false }
        let qualified = TypeIndex.stripGenerics(holder)
        let name = TypeIndex.lastComponent(qualified)
        var stem = Substring(name)
        for suffix in ["ViewController", "Controller", "View", "Screen", "VC"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        guard stem.count < name.count else { return false }
        // `Settings.Screen` building `Settings.ViewModel`: the namespace names the screen.
        let namespace = qualified.count > name.count ? String(qualified.dropLast(name.count + 1)) : ""
        // The view model of the same namespace: `LoginViewModel` beside `LoginViewController`,
        // `Checkout.ViewModel` of `Checkout.Screen`; not `Admin.LoginViewModel`, not any
        // `ViewModel` of a screen named just `Screen`.
        guard !(stem.isEmpty && namespace.isEmpty),
              typeName == (namespace.isEmpty ? "" : namespace + ".") + stem + "ViewModel" else { return false }
        return index.declarations(named: qualified).contains { d in
            d.kind == .class && DependencyInjection.isPlatformView(d, index: index)
                || (d.kind == .struct && (d.inherits.contains { $0 == "View" || $0 == "SwiftUI.View" }
                                          || index.extensionConformanceNames(of: d.name).contains("View")))
        }
    }

    /// Whether the shared instance is asked for a dependency on the spot
    /// (`AppContainer.shared.resolve()`, `Locator.shared?.resolve(P.self)`, `resolve<P>()`,
    /// wrapped onto the next line, comments between): a service locator's lookup. A `resolve`
    /// with other arguments (`DeepLinkResolver.shared.resolve(url)`) or `resolveURL` is an
    /// ordinary call. Read from the file's tokens, which hold no comments.
    static func isResolvedRightAway(_ c: ConstructionFact, in source: TokenizedSource, bytes: [UInt8]) -> Bool {
        guard c.endLine >= 1, c.endLine <= source.lineStarts.count, c.endColumn >= 1 else { return false }
        let tokens = source.tokens
        func text(_ k: Int) -> ArraySlice<UInt8> { bytes[Int(tokens[k].start)..<Int(tokens[k].end)] }
        var i = source.firstToken(atOrAfter: Int(source.lineStarts[c.endLine - 1]) + c.endColumn - 1)
        // Past `?`, `!` and `)` (`shared?.`, `(X.shared).`).
        while i < tokens.count, tokens[i].kind == .postfixQuestion || tokens[i].kind == .postfixExclamation || tokens[i].kind == .rightParen { i += 1 }
        guard i + 2 < tokens.count, tokens[i].kind == .period, tokens[i + 1].kind == .identifier,
              text(i + 1).elementsEqual("resolve".utf8) else { return false }
        var k = i + 2
        // `resolve<P>()`: past the generic arguments.
        if k < tokens.count, text(k).first == UInt8(ascii: "<") {
            while k < tokens.count, text(k).last != UInt8(ascii: ">") { k += 1 }
            k += 1
        }
        guard k < tokens.count, tokens[k].kind == .leftParen else { return false }
        // The arguments: none, or ones naming a type (`P.self`, `type: P.self`).
        let open = k
        var depth = 0
        while k < tokens.count {
            if tokens[k].kind == .leftParen { depth += 1 }
            if tokens[k].kind == .rightParen { depth -= 1; if depth == 0 { break } }
            k += 1
        }
        guard k < tokens.count else { return false }
        if k == open + 1 { return true }
        return ((open + 1)..<k).contains { tokens[$0].kind == .period && $0 + 1 < k && tokens[$0 + 1].word == .`self` }
    }

    static func isCoordinator(_ typeName: String, index: TypeIndex) -> Bool {
        func named(_ name: String) -> Bool { name.hasSuffix("Coordinator") || name.hasSuffix("Coordinating") }
        return named(typeName) || index.conformanceList(of: typeName).contains { named(TypeIndex.lastComponent($0)) }
    }
}
