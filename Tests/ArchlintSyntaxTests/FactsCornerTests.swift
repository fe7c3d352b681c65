import Testing
@testable import ArchlintSyntax

private func facts(_ source: String) -> FileFacts {
    FactsExtractor.extract(path: "T.swift", bytes: Array(source.utf8))
}

/// Corner cases found by diffing against the swift-syntax reference extractor.
@Suite struct FactsCornerTests {
    /// A tuple pattern's names take the types at their own positions, nested tuples and `_`
    /// included; a pattern the type's shape does not fit (rejected by the compiler) gives none.
    @Test func tuplePatternsTakeTheTypesAtTheirPositions() {
        let f = facts("""
            struct Point {
              let (x, (y, z)): (Int, (Int, Int))
              let ((a, b), c): ((Int, Int), String)
              let (_, second): (Int, String)
              var (d, e): (Dictionary<String, Int>, (Int) -> Void)
              let (g, h): (label: [Int: String], other: Set<Int>)
              let (i, j): (Int, String, Double)
            }
            """)
        let types = f.storedProperties.map { "\($0.name): \($0.type ?? "nil")" }
        #expect(types == ["x: Int", "y: Int", "z: Int", "a: Int", "b: Int", "c: String", "second: String",
                          "d: Dictionary<String, Int>", "e: (Int) -> Void", "g: [Int: String]", "h: Set<Int>", "i: nil", "j: nil"], "\(types)")
    }

    /// Generic arguments after `Self` (swift-crypto's `Self<SHA384>(padding:)`) and an
    /// accessor's typed throws (WasmKit's `get throws(StoreError)`) are type references.
    @Test func selfGenericArgumentsAndAccessorTypedThrowsAreTypeReferences() {
        let f = facts("""
        struct Signer<H> {
            static let sha384 = Self<SHA384>(padding: .pss)
            func mapped<T>() -> Self<Digest<T>> { fatalError() }
            subscript(index: Int) -> Int {
                get throws(StoreError) { 0 }
            }
            var first: Int { get async throws(FetchError) { 0 } }
        }
        protocol Source { var value: Int { get throws(SourceError) } }
        """)
        let names = Set(f.typeReferenceSites.map(\.name))
        for name in ["SHA384", "Digest", "T", "StoreError", "FetchError", "SourceError"] {
            #expect(names.contains(name), "\(name) in \(names.sorted())")
        }
    }

    /// A ternary broken at its `?` or `:` (swift-format's layout), and a line ending in `try!`
    /// or `as`, continue on the next line: the else branch is the property's, not a top-level
    /// construction of its own.
    @Test func anInitializerBrokenAtATernaryOrAKeywordContinues() {
        let f = facts("""
        final class DrawerViewController {
            let backgroundColor: UIColor = isPad
                ? Palette.popover
                : Palette.drawer
            let api: OrdersAPI = useStub ?
                StubOrdersAPI() :
                LiveOrdersAPI()
            static let certificate = try!
                Certificate(pem: "...")
            let zero = 0 as
                Int32
            let next = 1
            func load() async {
                let session = await
                    SessionStore()
            }
        }
        """)
        #expect(f.storedProperties.map { $0.initializer ?? "-" } == [
            "isPad ? Palette.popover : Palette.drawer", "useStub ? StubOrdersAPI() : LiveOrdersAPI()",
            #"try! Certificate(pem: "...")"#, "0 as Int32", "1",
        ])
        #expect(f.constructions.map { "\($0.typeName ?? "-") \($0.propertyName ?? "-")" } == [
            "Palette backgroundColor", "Palette backgroundColor", "StubOrdersAPI api", "LiveOrdersAPI api", "Certificate certificate",
            "SessionStore -",
        ])
        #expect(f.constructions.last?.isWholeValue == true)
    }

    /// Braces on their own line (Allman style): after a value, a `{` is a trailing closure or
    /// the body of an `if` / `switch` expression, not an accessor block; only `get`, `didSet`
    /// and the like start one.
    @Test func allmanStyleValuesKeepTheirStoredProperty() {
        let f = facts("""
        final class ListController: UIViewController {
            let worker = Thread
            {
                print("run")
            }
            private lazy var dataSource = UITableViewDiffableDataSource<Int, String>(tableView: UITableView())
            { tableView, indexPath, item in
                tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
            let button = Button
            {
                save()
            } label:
            {
                Text("Save")
            }
            let mode = if flag
            {
                "ci"
            }
            else
            {
                "local"
            }
            let level = switch mode
            {
            default: 0
            }
            var count = 0
            {
                didSet { print(count) }
            }
            var total: Int
            {
                count * 2
            }
            static let testValue = Self
            {
                1
            }
            static let live = Foo.init
            {
                2
            }
        }
        """)
        let properties = f.storedProperties.map { "\($0.name) = \($0.initializer ?? "-")" }
        #expect(properties == [
            "worker = Thread { print(\"run\") }",
            "dataSource = UITableViewDiffableDataSource<Int, String>(tableView: UITableView()) { tableView, indexPath, item in tableView.dequeueReusableCell(withIdentifier: \"c\", for: indexPath) }",
            "button = Button { save() } label: { Text(\"Save\") }",
            "mode = if flag { \"ci\" } else { \"local\" }",
            "level = switch mode { default: 0 }",
            "count = 0",
            "testValue = Self { 1 }",
            "live = Foo.init { 2 }",
        ], "\(properties)")
        // A generic type called with its closure on the next line: still generic arguments.
        let g = facts("""
        func f() async {
            let t = Task<Record, Error>
            {
                try await work()
            }
        }
        """)
        #expect(g.typeReferences.contains("Record") && g.typeReferences.contains("Error"), "\(g.typeReferences)")
        #expect(!g.memberAccesses.contains { $0.base == "Record" }, "\(g.memberAccesses)")
    }

    @Test func keywordsAsMemberNames() {
        let f = facts("""
        func f() {
            let n = node.as(VariableDeclSyntax.self)
            self = .import
            let e = self.extension
                .flatMap { $0 }
        }
        """)
        #expect(!f.typeReferences.contains("VariableDeclSyntax"))
        #expect(f.memberAccesses.map { "\($0.base).\($0.member)" }.contains("VariableDeclSyntax.self"))
        #expect(f.memberAccesses.map { "\($0.base).\($0.member)" }.contains("extension.flatMap"))
        #expect(f.imports.isEmpty)
    }

    @Test func subscriptUsesOfValues() {
        let f = facts("""
        final class Decoder {
            func f() {
                _ = extensions?[1, 2]
                _ = cache["k"]
                _ = self.cache!["z"]
                _ = names [0]
                let types = [Int]()
                let m: [String: Int] = [:]
            }
        }
        """)
        #expect(f.subscriptAccesses.map { "\($0.base)@\($0.line):\($0.column)" } == ["extensions@3:13", "cache@4:13", "cache@5:18"])
        #expect(f.subscriptAccesses.allSatisfy { $0.member == "subscript" && $0.enclosingType == "Decoder" })
        #expect(f.memberAccesses.isEmpty)
    }

    @Test func macroGenericArgumentsAreTypeReferences() {
        let f = facts("""
        func query() -> Any { Query(filter: #Predicate<StoredCountry> { $0.name.isEmpty }) }
        let p = #Expression<Int, Mapped.Value> { $0 + 1 }
        let q = #stringify(1 + 2)
        """)
        #expect(f.typeReferenceSites.map { "\($0.name)@\($0.line):\($0.column)" } == ["Any@1:17", "StoredCountry@1:48", "Int@2:21", "Mapped@2:26", "Mapped.Value@2:26"])
        #expect(!f.typeReferences.contains { $0.hasPrefix("#") })
    }

    @Test func attributesWithKeyPathArgumentsStayOnTheirProperty() {
        let f = facts("""
        struct SettingsView {
            @Environment(\\.injected) private var injected: DIContainer
            @Dependency(\\.apiClient) var apiClient
            @Injected(\\Container.auth) var auth: AuthService
        }
        """)
        #expect(f.storedProperties.map { "\($0.name) \($0.attributes)" } == [
            "injected [\"@Environment\"]", "apiClient [\"@Dependency\"]", "auth [\"@Injected\"]",
        ])
        #expect(f.storedProperties.first?.accessLevel == "private")
        #expect(f.storedProperties.map(\.wrapperKeyPath) == ["injected", "apiClient", "auth"])
    }

    @Test func extensionMembersKeepWhatTheyUseOfSelf() {
        let f = facts("""
        extension BookRepository {
            var isEmpty: Bool { count == 0 }
            func refreshed(limit: Int) async throws -> [Book] {
                clearCache()
                let books = try await self.fetchBooks()
                return books.prefix(limit).map { $0 }.filter { _ in limit > count }
            }
            func described() -> String { String(describing: self) }
            func saved(_ book: Book) async throws { try await self.save(book); _ = Book.sample }
            struct Nested { func f() { g() } }
            func paged() async throws -> [Book] { try await fetchBooks(limit: 20, offset: 0) }
            func later() { Task { [weak self] in guard let self else { return }; self.start() } }
        }
        """)
        #expect(f.extensionMembers.map { "\($0.name): \($0.usesSelf ? "self" : f.selfUses(of: $0).joined(separator: ","))" }
                == ["isEmpty: count", "refreshed: clearCache,fetchBooks,count", "described: self", "saved: save", "paged: fetchBooks",
                    "later: start"])
    }

    /// In top-level code (main.swift, Package.swift) a `for` or `catch` condition's `where` is
    /// an expression, not a declaration's generic clause.
    @Test func topLevelLoopAndCatchConditionsAreExpressions() {
        let f = facts("""
        for plugin in config.plugins where plugin.isEnabled { run(plugin) }
        do { try start() } catch let error as ServerError where error.isRecoverable { retry() }
        struct Box<T> where T: Equatable { let value: T }
        """)
        #expect(f.memberAccesses.map { "\($0.base).\($0.member)" } == ["config.plugins", "plugin.isEnabled", "error.isRecoverable"])
        #expect(!f.typeReferences.contains("plugin") && !f.typeReferences.contains("error"))
        #expect(f.typeReferences.contains("Equatable"))
    }

    @Test func delegatingInitializersKeepTheirLeadingDotArguments() {
        let f = facts("""
        final class ProfileViewModel {
            convenience init() {
                self.init(repository: .remote, analytics: .live(key: "k"), retries: 3, mode: .init())
            }
            func reload() { other.init(x: .a) }
        }
        """)
        #expect(f.delegatedImplicitMembers.map { "\($0.enclosingType ?? "-").\($0.label)=\($0.value)@\($0.line):\($0.column)-\($0.endColumn)" }
                == ["ProfileViewModel.repository=.remote@3:31-38", "ProfileViewModel.analytics=.live(key: \"k\")@3:51-66"])
    }

    @Test func extensionPropertiesKeepTheirType() {
        let f = facts("""
        extension DependencyValues {
            var apiClient: any APIClient {
                get { self[APIClientKey.self] }
                set { self[APIClientKey.self] = newValue }
            }
            func reset() {}
        }
        """)
        #expect(f.extensionMembers.map { "\($0.extendedType).\($0.name): \($0.type ?? "-")" } == ["DependencyValues.apiClient: any APIClient", "DependencyValues.reset: -"])
    }

    @Test func callsWithOnlyATrailingClosureAreConstructions() {
        let f = facts("""
        struct Home: View {
            var body: some View {
                VStack {
                    Card {
                        Text("Hi")
                    }
                }
            }
            func make() -> some View { return Card { EmptyView() } }
            func limit(x: Int) { if x == Limit { print(1) } }
            func upload() { let uploader = BatchUploader { $0.isEmpty } }
        }
        class Card: View { }
        extension Array where Element == Card { }
        """)
        let built = f.constructions.map { "\($0.typeName ?? "?")@\($0.line)" }
        #expect(built.contains("Card@4") && built.contains("Card@9") && built.contains("BatchUploader@11"), "\(built)")
        #expect(!built.contains { $0.hasPrefix("Limit") || $0.hasSuffix("@13") || $0.hasSuffix("@14") }, "\(built)")
    }

    @Test func editorPlaceholdersAreSyntaxErrors() {
        // The compiler rejects `<#code#>` ("editor placeholder in source file"); the facts say so.
        #expect(facts("func f() {\n    <#code#>\n}\n").hasSyntaxErrors)
        #expect(!facts("func f() {\n    let a = b < c\n}\n").hasSyntaxErrors)
    }

    @Test func gluedGenericClosers() {
        let f = facts("""
        typealias B = ArenaBuffer<RawSyntax?>
        let box = Box<Swift.Error?>(nil)
        public init?<T: Collection>(_ buffer: T) where T.Element == UInt8 {}
        func ||<T>(lhs: Validator<T>, rhs: Validator<T>) -> Validator<T> { lhs }
        let a: InlineArray<5, Int32> = x
        """)
        #expect(f.declarations[0].aliasOf == "ArenaBuffer<RawSyntax?>")
        for name in ["RawSyntax", "Swift", "Collection", "UInt8", "Validator", "Int32"] {
            #expect(f.typeReferences.contains(name), "\(name)")
        }
        #expect(f.memberTypeReferences.contains("Swift.Error"))
        #expect(f.memberTypeReferences.contains("T.Element"))
        #expect(f.memberAccesses.isEmpty)
    }

    /// SE-0452 value generics may be negative: `Vector<-1, Int>` comes lexed as `Vector`, `<-`,
    /// `1`, and the reference parser splits the `<-` as it does for any generic argument list.
    @Test func negativeValueGenericArguments() {
        let f = facts("""
        struct Grid { var offset: Vector<-1, Cell>; let origin = Vector<-2, Point>(), size = 3 }
        func shift(by v: Vector<-3, Step> = Vector<-3, Step>(), count: Int = 0) -> Vector<-4, Row> { v }
        typealias Back = Vector<-5, Col>
        let before = a<-b
        """)
        #expect(f.storedProperties.map(\.type) == ["Vector<-1, Cell>", nil, nil])
        #expect(f.storedProperties.map(\.initializer) == [nil, "Vector<-2, Point>()", "3"])
        #expect(f.defaultArguments.map(\.defaultValue) == ["Vector<-3, Step>()", "0"])
        #expect(f.declarations.first { $0.kind == .typealias }?.aliasOf == "Vector<-5, Col>")
        for name in ["Cell", "Point", "Step", "Row", "Col"] {
            #expect(f.typeReferences.contains(name), "\(name)")
        }
        // `a<-b` is an operator expression: no generic arguments, no type.
        #expect(!f.typeReferences.contains("b"))
    }

    /// The parser takes `a < B, C > (d)` as a generic call whatever the spacing, so `B` and `C`
    /// are types; a comparison that does not close with `>` and a disambiguating token is not.
    @Test func spacedGenericArgumentsInCalls() {
        let f = facts("""
        let x = f(a < B, C > (d))
        let y = g(p < Q, r > s)
        if u < V { }
        """)
        #expect(f.typeReferences.contains("B") && f.typeReferences.contains("C"), "\(f.typeReferences)")
        #expect(!f.typeReferences.contains("Q") && !f.typeReferences.contains("V"), "\(f.typeReferences)")
    }

    @Test func closureSignatures() {
        let f = facts("""
        let a = { state -> (Machine.Action, Int) in state }
        let b = { req async throws -> Response in req }
        let c = { visitor throws(VisitorError) in try visitor.go() }
        let d = { @MainActor (done: @escaping (ErrorResult) -> Void) async throws -> Void in }
        let e = { (use: Parser.Id) throws(ParseError) in }
        """)
        for name in ["Machine", "Int", "Response", "VisitorError", "ErrorResult", "Void", "Parser", "ParseError"] {
            #expect(f.typeReferences.contains(name), "\(name)")
        }
        #expect(f.memberAccesses.map(\.base) == ["visitor"])
    }

    @Test func patternsAndConditions() {
        let f = facts("""
        func f() {
            do {} catch let DecodingError.keyNotFound(key, _) { _ = key }
            guard
                let range = s.range(of: x),
                range.lowerBound == s.startIndex
            else { return }
            for (a, b): (Int, Label) in pairs {}
        }
        #if canImport(os.signpost)
        #endif
        """)
        let pairs = f.memberAccesses.map { "\($0.base).\($0.member)" }
        #expect(pairs.contains("DecodingError.keyNotFound"))
        #expect(pairs.contains("range.lowerBound"))
        #expect(pairs.contains("os.signpost"))
        #expect(f.typeReferences.contains("Label"))
    }

    @Test func wrappedValueBases() {
        let f = facts("func f() { $form.name; $0.count; DependencyValues.$_current }")
        let pairs = f.memberAccesses.map { "\($0.base).\($0.member)" }
        #expect(pairs == ["$form.name", "DependencyValues.$_current"])
    }

    @Test func attributeAfterIfBlockIsNotTheImports() {
        let f = facts("#if !canImport(Darwin)\n@preconcurrency\n#endif\nimport Dispatch\n")
        #expect(f.imports.first?.attributes == [])
    }

    @Test func xctestAssertionsAreNoConstructions() {
        let f = facts("func test() { XCTAssertEqual(Foo(), x) }")
        #expect(f.constructions.map { $0.typeName ?? "" } == ["Foo"])
    }

    @Test func pathologicalInputsStayFast() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            _ = facts("let x = a" + String(repeating: "<b", count: 50_000))
            _ = facts(String(repeating: "class A { ", count: 5_000))
            _ = facts("struct S { " + String(repeating: "lazy var a = { struct T { ", count: 1_000) + String(repeating: "}}", count: 1_000) + "}")
            _ = facts("let x: " + String(repeating: "A<", count: 5_000) + "B" + String(repeating: ">", count: 5_000))
        }
        #expect(elapsed < .seconds(20))
    }

    /// A type probed where an expression starts (`(@escaping ...`, `[1 of ...`) that never
    /// closes: retrying it at every nested opener was quadratic (80 s for 100,000 of them).
    @Test func failedTypeProbesStayLinear() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            _ = facts("let x = " + String(repeating: "(@escaping ", count: 20_000))
            _ = facts("let x = " + String(repeating: "[1 of ", count: 20_000))
            _ = facts("let x = " + String(repeating: "[1 of ", count: 20_000) + "Int" + String(repeating: "]", count: 20_000))
            // Every initializer used to be scanned to the end of the (huge) line.
            _ = facts("struct S { " + String(repeating: "var a = ", count: 20_000) + "}")
        }
        // Linear: about half a second unoptimised; quadratic: tens of seconds. The bound leaves
        // room for a machine loaded by the other tests running beside this one.
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}

@Suite struct FactsExtrasTests {
    /// What interface-segregation follows a stored dependency through.
    @Test func bindingsUnwrapsAndExtensionMembers() {
        let f = facts("""
        extension Store {
            func increment() { save(load() + 1) }
            var isEmpty: Bool { load() == 0 }
        }
        final class Box {
            private var strong: Store?
            private weak var weak: Store?
            private var store: Store? { strong ?? weak }
            var other: Store? { get { self.strong } }
            func run() {
                guard let s = self.strong else { return }
                if let t = strong, s.ok { t.save(1) }
                let u = strong!
                strong!.save(self.strong!.load())
                lock.withLock { self.strong }
                items.map { _ in weak }
                f(strong!)
            }
        }
        """)
        let bindings = f.bindings.map { "\($0.name)=\($0.source)@\($0.line)-\($0.endLine)\($0.isProperty ? "p" : "")" }
        #expect(bindings == ["store=strong@8-8p", "store=weak@8-8p", "other=strong@9-9p", "s=strong@11-18", "t=strong@12-18", "u=strong@13-18"])
        #expect(f.bindings.first?.accessLevel == "private")
        #expect(f.extensionMembers.map { "\($0.extendedType).\($0.name)" } == ["Store.increment", "Store.isEmpty"])
        let unwrapped = f.optionalChainedAccesses.map { "\($0.base).\($0.member)" }
        #expect(unwrapped.contains("strong.save") && unwrapped.contains("strong.load"))
        #expect(!f.memberAccesses.contains { $0.base == "strong" })
        let uses = f.valueUses.map { "\($0.name)@\($0.line)" }
        #expect(uses.contains("strong@15") && uses.contains("weak@16") && uses.contains("strong@17"))
    }

    /// Optional's `take()` hands back the value the property held: the local is the property.
    @Test func aLocalTakenFromAPropertyIsABinding() {
        let f = facts("""
        final class Drop {
            private var subscription: Subscription?
            private let queue: JobQueue
            func cancel() {
                let a = self.subscription.take()
                guard let b = subscription.take() else { return }
                let d = subscription.take(1)
                let e = subscription.takeAll()
                let job = queue.take()
                let later = session.take()
            }
            private var session: UploadSession?
        }
        extension Drop {
            func stop() { let s = subscription.take() }
        }
        """)
        // `queue` is no optional: its `take()` hands out a job, not the queue.
        #expect(f.bindings.map { "\($0.name)=\($0.source)@\($0.line)" } == ["a=subscription@5", "b=subscription@6", "later=session@10", "s=subscription@15"])
    }

    /// A local built for the container: the registration closures' lines, and the local
    /// returned from them, cast or not.
    @Test func registrationClosuresAndTheLocalsTheyReturn() {
        let f = facts("""
        func registerAll(container: Container) {
            let processor = StripeProcessor()
            container.register(Processor.self) { _ in processor }
            Resolver.register {
                processor as Processor
            }
            items.map { processor }
        }
        """)
        #expect(f.registrationClosureRanges == [3...3, 4...6])
        #expect(f.valueUses.map { "\($0.name)@\($0.line)\($0.isLocal ? "l" : "")" } == ["processor@3l", "processor@5l", "processor@7l"])
    }

    @Test func valueUsesThroughChoicesCastsAndCaptureLists() {
        let f = facts("""
        final class VM {
            func a() { show(repository ?? fallback) }
            func b() { show(offline ? cache : remote) }
            func c() { register(store as Any) }
            func d() { Task { [loader, weak self] in await loader.load() } }
            func e() { show(label: title) }
            lazy var all: [Any] = { [service] }()
        }
        """)
        let names = f.valueUses.map(\.name)
        // `{ [service] }` returns an array: no capture list.
        #expect(names == ["repository", "fallback", "cache", "remote", "store", "title", "service"])
    }

    @Test func strongSelfAliasesReadTheHoldersProperties() {
        let f = facts("""
        final class VM {
            func load() {
                queue.async { [weak self] in
                    guard let strongSelf = self else { return }
                    strongSelf.repository.fetch()
                    strongSelf.router.show(strongSelf.repository)
                }
            }
        }
        """)
        #expect(f.bindings.contains { $0.name == "strongSelf" && $0.source == "self" })
        #expect(f.optionalChainedAccesses.contains { $0.base == "repository" && $0.member == "fetch" })
        // The oracle's reading is kept: base strongSelf, member repository.
        #expect(f.memberAccesses.contains { $0.base == "strongSelf" && $0.member == "repository" })
        #expect(f.valueUses.contains { $0.name == "repository" && $0.line == 6 })
    }

    @Test func genericParametersKnowTheirDeclarationAndCastsWithFallbacksStayWhole() {
        let f = facts("""
        final class FeedLoader<S: FeedStore> {
            init(store: S = CoreDataFeedStore()) {}
            func warm<S: ImageCache>(_ s: S) {}
            func load<R>(r: R) where R: Repository {}
        }
        struct VM {
            let api: APIClient = registry["api"] as? APIClient ?? URLSessionAPIClient()
        }
        """)
        let owners = f.genericParameters.map { "\($0.name):\($0.constraint ?? "-")@\($0.owner ?? "-")" }
        #expect(owners == ["S:FeedStore@FeedLoader", "S:ImageCache@warm", "R:-@load", "R:Repository@load"])
        let fallback = f.constructions.first { $0.typeName == "URLSessionAPIClient" }
        #expect(fallback?.context == .propertyInitializer && fallback?.propertyName == "api")
    }

    @Test func previewLinesAreKnown() {
        let f = facts("""
        struct Screen: View { var body: some View { Text("") } }
        #Preview {
            Screen()
        }
        struct Screen_Previews: PreviewProvider {
            static var previews: some View { Screen() }
        }
        let after = 1
        """)
        #expect(f.previewRanges == [2...4, 5...7])
        #expect(!f.isInPreview(line: 1) && f.isInPreview(line: 3) && f.isInPreview(line: 6) && !f.isInPreview(line: 8))
    }

    @Test func dependencyInjectionRegistrationsAreWiring() {
        let f = facts("""
        extension Container {
            var a: Factory<A> { self { A1() }.singleton }
            var b: Factory<B> { Factory(self) { B1() } }
        }
        struct Wiring: Assembly {
            func assemble(container: Swinject.Container) { container.register(C.self) { _ in C1() } }
        }
        enum Legacy {
            static let d = Factory<any D> { D1() }
            static func setUp(_ c: Swinject.Container) {
                c.register(E.self, name: "x") { r in E1(f: F1()) }
                Container.shared.a.onTest { H1() }
            }
        }
        extension Resolver: ResolverRegistering {
            static func registerAllServices() { register { G1() as G } }
        }
        enum ClientKey: DependencyKey { static let liveValue: any Client = LiveClient() }
        final class Screen {
            let model = Model1()
            func run() {
                Task { _ = Worker1() }
                _ = items.map { _ in Mapper1() }
                _ = self.items.filter { Filter1().keep($0) }
                tableView.register(Cell.self, forCellReuseIdentifier: "c")
                Task { [weak self] in if let self { _ = Sync1() } }
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "r", using: nil) { _ in _ = Refresh1() }
                router.register("/sync") { Route1() }
            }
        }
        """)
        let wiring = f.constructions.filter(\.isInRegistration).compactMap(\.typeName).sorted()
        // `Factory(self)` itself is built inside `extension Container`.
        #expect(wiring == ["A1", "B1", "C1", "D1", "E1", "F1", "Factory", "G1", "H1", "LiveClient"])
        let plain = f.constructions.filter { !$0.isInRegistration }.compactMap(\.typeName).sorted()
        #expect(plain == ["BGTaskScheduler", "Container", "Factory", "Filter1", "Mapper1", "Model1", "Refresh1", "Route1", "Sync1", "Task", "Task", "Worker1"])
    }

    @Test func previewProviderAndContexts() {
        let f = facts("""
        struct Screen_Previews: PreviewProvider {
            static var previews: some View { Screen(model: Model()) }
        }
        let global = Service()
        struct S {
            var lazyThing = Box { Inner() }
            func run() { _ = [Worker.make(), Pool.shared] }
        }
        """)
        let byName = Dictionary(f.constructions.map { ($0.typeName ?? "-", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["Screen"]?.isInPreview == true)
        #expect(byName["Model"]?.isInPreview == true)
        #expect(byName["Screen"]?.enclosingFunction == "previews")
        #expect(byName["Service"]?.context == .topLevel)
        #expect(byName["Box"]?.context == .propertyInitializer)
        #expect(byName["Box"]?.propertyName == "lazyThing")
        #expect(byName["Inner"]?.context == .propertyInitializer)
        #expect(byName["Worker"]?.form == .staticMember)
        #expect(byName["Worker"]?.member == "make")
        #expect(byName["Pool"]?.member == "shared")
        #expect(byName["Pool"]?.context == .body)
        #expect(f.storedProperties.first?.construction?.typeName == "Box")
    }

    @Test func conditionsOfElseBranches() {
        let f = facts("""
        #if canImport(UIKit)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #else
        import Foundation
        #endif
        """)
        #expect(f.imports.map { $0.condition ?? "-" } == ["canImport(UIKit)", "os(macOS)", "!(os(macOS))"])
    }

    @Test func blockCommentSuppressionAndReasonDashes() {
        let f = facts("""
        let a = 1 /* archlint:disable:this rule-x -- generated */
        // archlint:disable:next
        // a comment line

        let b = 2
        """)
        #expect(f.suppressions[0].kind == .disableThis)
        #expect(f.suppressions[0].rules == ["rule-x"])
        #expect(f.suppressions[0].reason == "generated")
        #expect(f.suppressions[1].rules == [])
        #expect(f.suppressions[1].targetLine == 5)
    }

    /// A reason starts at what no rule id holds: typographic dashes (spaced or glued), a nested
    /// `//`, a colon after the rule ids. Before, `—` and `–` were read as rule ids.
    @Test func suppressionReasonsAfterTypographicDashesSlashesAndColons() {
        let f = facts("""
        // archlint:disable:next layer-dependency — legacy until 3.0
        // archlint:disable:next layer-dependency, fat-protocol – legacy
        // archlint:disable:next layer-dependency—glued
        // archlint:disable:next layer-dependency // legacy
        // archlint:disable:next layer-dependency: legacy
        // archlint:disable:next layer-dependency, fat-protocol:
        // archlint:disable:next — every rule, legacy
        let a = 1 /* archlint:disable:this rule-x — generated */
        // archlint:disable:next layer-dependency:legacy
        // archlint:disable:next layer-dependency -legacy
        """)
        let read = f.suppressions.map { "\($0.rules.joined(separator: ","))|\($0.reason ?? "-")" }
        #expect(read == ["layer-dependency|legacy until 3.0", "layer-dependency,fat-protocol|legacy",
                         "layer-dependency|glued", "layer-dependency|legacy", "layer-dependency|legacy",
                         "layer-dependency,fat-protocol|-", "|every rule, legacy", "rule-x|generated",
                         // Glued to a rule id, a colon or an ASCII dash may be part of a misspelt id: reported, not guessed.
                         "layer-dependency:legacy|-", "layer-dependency,-legacy|-"])
    }

    @Test func typeReferenceSitesHavePositionsAndOwners() {
        let f = facts("struct A: B {\n    var c: C\n}\nextension A { func f(_ d: D) {} }\n")
        let sites = f.typeReferenceSites.map { "\($0.name)@\($0.line):\($0.column):\($0.enclosingType ?? "-")" }
        #expect(sites == ["B@1:11:-", "C@2:12:A", "A@4:11:-", "D@4:27:A"])
        #expect(f.declarations.map(\.endLine) == [3, 4])
    }
}

@Suite struct FactsMoreCornerTests {
    @Test func expressionCorners() {
        let f = facts("""
        func f() async {
            let a = await .init(x)
            let b = db .create(table: "t")
            let c = (@convention(c) (Int) -> Meta).self
            let d = error as? ParserError ?? .invalidState
            switch s {
            case .open(window: _, let length,
                       peer: _): break
            }
            let e: nonisolated(nonsending) (Logger) async -> Void = g
        }
        """)
        let pairs = f.memberAccesses.map { "\($0.base).\($0.member)" }
        #expect(pairs == ["db.create", "error"].filter { $0.contains(".") })
        #expect(f.typeReferences.contains("Meta"))
        #expect(f.typeReferences.contains("Logger"))
        #expect(!f.typeReferences.contains("_"))
        #expect(f.memberTypeReferences.isEmpty)
    }

    @Test func declarationsWithoutSemicolonAndIfExpressionBindings() {
        let f = facts("""
        struct S {
            var a = 1 var b = Foo()
            let c = if let x = opt { x } else { 0 }
            let d = switch k { case let .a(v): v; default: 0 }
            var e = x.let
        }
        """)
        #expect(f.storedProperties.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(f.storedProperties.map { $0.initializer ?? "-" } == ["1", "Foo()", "if let x = opt { x } else { 0 }",
                                                                     "switch k { case let .a(v): v; default: 0 }", "x.let"])
    }

    /// Swift 6.2 syntax found in swift-subprocess, swift-collections and vapor/leaf.
    @Test func isolatedConformances() {
        let f = facts("""
        struct Outer {
            public struct AsyncIterator: nonisolated AsyncIteratorProtocol {
                public typealias Element = String
                var buffer: [UInt8]
            }
            @MainActor struct Model: @MainActor Equatable, nonisolated Hashable {}
        }
        """)
        let iterator = f.declarations.first { $0.name == "Outer.AsyncIterator" }
        #expect(iterator?.inherits == ["nonisolated AsyncIteratorProtocol"])
        #expect(iterator?.conformances == ["AsyncIteratorProtocol"])
        // The body still belongs to the iterator.
        #expect(f.declarations.contains { $0.name == "Outer.AsyncIterator.Element" })
        #expect(f.storedProperties.map { "\($0.enclosingType).\($0.name)" } == ["Outer.AsyncIterator.buffer"])
        #expect(f.declarations.first { $0.name == "Outer.Model" }?.conformances == ["Equatable", "Hashable"])
        for name in ["AsyncIteratorProtocol", "Equatable", "Hashable", "UInt8"] {
            #expect(f.typeReferences.contains(name), "\(name)")
        }
        #expect(!f.typeReferences.contains("nonisolated"))
    }

    @Test func conformanceNames() {
        let cases: [(String, String?)] = [
            ("UserRepository", "UserRepository"),
            ("Core.UserRepository", "Core.UserRepository"),
            ("@MainActor UserRepository", "UserRepository"),
            ("@unchecked Sendable", "Sendable"),
            ("@preconcurrency @MainActor Feed.Loading", "Feed.Loading"),
            ("@available(*, deprecated) Legacy", "Legacy"),
            ("nonisolated Codable", "Codable"),
            ("@retroactive nonisolated Identifiable", "Identifiable"),
            ("~Copyable", nil),
            ("nonisolatedThing", "nonisolatedThing"),
            ("Equatable<T>", "Equatable<T>"),
        ]
        for (written, name) in cases {
            #expect(DeclarationFact.conformanceName(written) == name, "\(written)")
        }
    }

    @Test func inlineArrayTypes() {
        let f = facts("""
        struct V<let N: Int> {
            var fds: [2 of CInt] = [-1, -1]
            var grid: [3 of [4 of Float]]?
            var a: [N of Pixel]
            var b: [_ of Int16] = [1, 2]
            let d = [4 of Cell](repeating: Cell())
            func f(_ x: [2 of Item]) -> [N of Item] { fatalError() }
            let words = [of, two]
        }
        """)
        #expect(f.storedProperties.map { $0.type ?? "-" } == ["[2 of CInt]", "[3 of [4 of Float]]?", "[N of Pixel]", "[_ of Int16]", "-", "-"])
        for name in ["CInt", "Float", "Pixel", "N", "Int16", "Cell", "Item"] {
            #expect(f.typeReferences.contains(name), "\(name)")
        }
        #expect(!f.typeReferences.contains("of") && !f.typeReferences.contains("two"))
    }

    @Test func packExpansionsAndImplements() {
        let f = facts("""
        enum Shrink {
            public static func tuple<each Iter: Sequence>(
                _ tuple: (repeat (each Iter).Element),
                shrinkers: repeat @escaping ((each Iter).Element) -> each Iter
            ) -> Int { 0 }
        }
        extension LeafError: Vapor.AbortError {
            @_implements(AbortError, reason)
            var abortReason: String { "" }
        }
        """)
        for name in ["Iter", "Sequence", "Int", "AbortError", "String"] {
            #expect(f.typeReferences.contains(name), "\(name)")
        }
        #expect(f.parameters.map(\.type) == ["(repeat (each Iter).Element)", "repeat @escaping ((each Iter).Element) -> each Iter"])
    }

    /// As the compiler reads them: `actor` and `macro` then a name on the next line still
    /// declare; a `let` at the start of a line inside a case pattern binds, with no type; a
    /// postfix `#if` inside a member chain keeps the chain in the property's initializer.
    @Test func lineBreaksInsideDeclarationsAndPatterns() {
        let f = facts("""
        actor
        Cache {
            var hits = 0
        }
        func route(_ e: Event) {
            switch e {
            case .handle(a:
                let request, b: _): print(request)
            default: break
            }
        }
        struct Settings {
            let level = Logger.shared
                #if DEBUG
                .verbose
                #endif
                .level
        }
        """)
        #expect(f.declarations.contains { $0.kind == .actor && $0.name == "Cache" })
        #expect(f.storedProperties.contains { $0.enclosingType == "Cache" && $0.name == "hits" })
        #expect(!f.typeReferences.contains("_"))
        let level = f.storedProperties.first { $0.name == "level" }
        #expect(level?.initializer == "Logger.shared #if DEBUG .verbose #endif .level")
    }

    /// A parameter or local named like a property hides it in its function: its accesses and
    /// uses say so; `self.x`, an initializer's parameters and rebindings (`guard let x = x`,
    /// `if let x`) stay the property's.
    @Test func parametersAndLocalsHidePropertiesOfTheirName() {
        let f = facts("""
        final class ItemsViewModel {
            private let repository: ItemRepository
            init(repository: ItemRepository) {
                self.repository = repository
                register(repository)
            }
            func migrate(to repository: ItemRepository) {
                repository.save()
                self.repository.fetchAll()
                forward(repository)
            }
            func purge() {
                let repository = makeRepository()
                repository.delete()
            }
            func refresh() {
                guard let repository = repository else { return }
                repository.reload()
                if let repository { repository.count() }
            }
        }
        """)
        let local = f.memberAccesses.filter(\.baseIsLocal).map(\.member).sorted()
        #expect(local == ["delete", "save"], "\(local)")
        let property = f.memberAccesses.filter { !$0.baseIsLocal && $0.base == "repository" }.map(\.member).sorted()
        #expect(property == ["count", "fetchAll", "reload"], "\(property)")
        #expect(f.valueUses.filter(\.isLocal).map(\.line) == [10], "\(f.valueUses)")
    }

    /// The names a `for` pattern binds are locals in the pattern, a `where` clause and the body,
    /// for every pattern shape (`case let .some(x)`, tuples, `try await`), not in the sequence
    /// (`for line in line.parts`), and no longer after the loop's body closes.
    @Test func loopPatternNamesAreLocalsThroughWhereAndBody() {
        let f = facts("""
        final class Screen {
            let item: Item
            let pair: Pair
            let line: Line
            func render(list: [Item?], pairs: [(Int, Item)], stream: Lines) async throws {
                for case let .some(item) in list { item.draw() }
                for (index, pair) in pairs.enumerated() where pair.1.ready { index.advance() }
                for x in list where item.ready { x.show() }
                for try await line in stream { line.parse() }
                for case .some(let pair) in list.map({ p in p }) where pair.ok { pair.use() }
                pair.close()
                item.close()
                line.close()
                for line in line.parts where line.ok { line.trim() }
            }
            func visit(_ node: Tree) {
                for node in node.children { node.expand() }
            }
        }
        """)
        let local = f.memberAccesses.filter { $0.baseIsLocal && $0.base != "pairs" && $0.base != "list" }
            .map { "\($0.line) \($0.base).\($0.member)" }.sorted()
        // A parameter the loop's name shadows is still that parameter in the sequence.
        #expect(local == ["10 pair.ok", "10 pair.use", "14 line.ok", "14 line.trim", "17 node.children", "17 node.expand",
                          "6 item.draw", "7 index.advance", "7 pair.1", "8 x.show", "9 line.parse"], "\(local)")
        let property = f.memberAccesses.filter { !$0.baseIsLocal && $0.base != "pairs" && $0.base != "list" }
            .map { "\($0.line) \($0.base).\($0.member)" }
        // The sequence is read before the pattern binds: `line.parts` is the property's.
        #expect(property == ["8 item.ready", "11 pair.close", "12 item.close", "13 line.close", "14 line.parts"], "\(property)")
        let patternUses = f.valueUses.filter { !$0.isLocal && ["item", "pair", "line", "index", "x"].contains($0.name) }
        #expect(patternUses.isEmpty, "\(patternUses.map { "\($0.line):\($0.column) \($0.name)" })")
    }

    /// `weak` and `unowned` properties say so, whichever line the modifier is on.
    @Test func weakAndUnownedPropertiesAreMarked() {
        let f = facts("""
        final class Presenter {
            weak var view: ListView?
            unowned let owner: Coordinator
            unowned(unsafe) var parent: Node
            private weak
            var delegate: ListDelegate?
            var repository: Repository
        }
        """)
        #expect(f.storedProperties.map { "\($0.name) \($0.isWeak)" }
                == ["view true", "owner true", "parent true", "delegate true", "repository false"])
    }

    /// A construction spelled through a module and a namespace keeps the whole qualifier;
    /// one reached through a value (`env.Remote.Store()`) is none.
    @Test func deeplyQualifiedConstructions() {
        let f = facts("""
        let store = FeedData.Remote.ProfileStore()
        let cache = Remote.ProfileCache()
        let other = env.Remote.Store()
        """)
        let built = f.constructions.map { "\($0.qualifier ?? "-") \($0.typeName ?? "-")" }
        #expect(built == ["FeedData.Remote ProfileStore", "Remote ProfileCache"], "\(built)")
    }

    /// The lexer makes `>=`, `>?=`, `>!=` and `>>=` one operator (swift-syntax's lexer does too;
    /// its parser splits them): after a generic type with no space, the `=` still starts the
    /// initializer or default value.
    @Test func anEqualGluedToTheClosingAngleStartsTheValue() {
        let f = facts("""
        struct Settings {
            var tags: Set<String>=[]
            var grid: Array<Array<Int>>=[[1]]
            var cached: Box<Int>?=nil
            var forced: Box<Int>!=nil
            var client: Client<Int>=Client<Int>()
            init(repo: any Repo<User>=RemoteUserRepo()) {}
            let limit = a >= b
        }
        """)
        let properties = f.storedProperties.map { "\($0.name): \($0.type ?? "-") = \($0.initializer ?? "-")" }
        #expect(properties == [
            "tags: Set<String> = []", "grid: Array<Array<Int>> = [[1]]", "cached: Box<Int>? = nil",
            "forced: Box<Int>! = nil", "client: Client<Int> = Client<Int>()", "limit: - = a >= b",
        ])
        #expect(f.defaultArguments.map { "\($0.parameter): \($0.type) = \($0.defaultValue)" } == ["repo: any Repo<User> = RemoteUserRepo()"])
        let built = f.constructions.map { "\($0.typeName ?? "-") \($0.context) \($0.propertyName ?? "-")" }
        #expect(built.contains("Client propertyInitializer client"), "\(built)")
        #expect(built.contains("RemoteUserRepo defaultArgument -"), "\(built)")
    }

    /// `import` on one line and the module after a comment on another: the span (one line, as
    /// every finding's) ends with the first line instead of past its end.
    @Test func anImportSplitOverLinesEndsOnItsFirstLine() {
        let f = facts("import\n// the UI framework\nUIKit\n@testable import struct Shop.Cart\n")
        #expect(f.imports.map { "\($0.module) \($0.line):\($0.column)-\($0.endColumn)" } == ["UIKit 1:1-7", "Shop 4:1-34"])
    }

    /// A modifier word is a class's name when a body, an inheritance clause or generic
    /// parameters follow it; before a declaration keyword it stays the `class` modifier.
    @Test func aClassNamedWithAModifierWordIsDeclared() {
        let f = facts("""
        class actor { var x = 1 }
        class open: Base {}
        struct W { class package<T> {} }
        open class V: UIView {
            class override var layerClass: AnyClass { CAShapeLayer.self }
            class final func make() {}
            class open func make2() -> V { V() }
        }
        """)
        #expect(f.declarations.map { "\($0.kind) \($0.name)" } == ["class actor", "class open", "struct W", "class W.package", "class V"])
        #expect(f.storedProperties.map(\.name) == ["x"])
    }

    /// Swift 6.1's trailing comma closes a generic argument list, a tuple type and a collection
    /// type (`Foo<Int, Bool,>`, `(Int, String,)`).
    @Test func trailingCommasCloseTypeLists() {
        let f = facts("""
        typealias Bar = Foo<Int, Bool,>
        struct S: Base<Int, String,> {}
        let x = Pair<Int, Double,>.self
        struct T { var pair: (Int, Session,) = (1, Session()) }
        """)
        #expect(f.declarations.first { $0.kind == .typealias }?.aliasOf == "Foo<Int, Bool,>")
        #expect(f.declarations.first { $0.name == "S" }?.inherits == ["Base<Int, String,>"])
        #expect(f.typeReferences.contains("Double") && f.typeReferences.contains("Session"), "\(f.typeReferences)")
        #expect(f.storedProperties.first { $0.name == "pair" }?.type == "(Int, Session,)")
    }

    /// `any ~Copyable`, `some ~Escapable`: the specifier, then a suppressed conformance.
    @Test func specifiersBeforeASuppressedConformance() {
        let f = facts("""
        struct Box {
            var a: any ~Copyable
            var b: some ~Escapable
        }
        """)
        #expect(f.storedProperties.map(\.type) == ["any ~Copyable", "some ~Escapable"], "\(f.storedProperties.map(\.type))")
        #expect(!f.typeReferences.contains("any") && !f.typeReferences.contains("some"), "\(f.typeReferences)")
    }

    /// `decode([UserDTO].self, ...)`: the shorthand collection's element is a type reference,
    /// as in `[UserDTO]()`.
    @Test func collectionShorthandMetatypesReferTheirElements() {
        let f = facts("""
        func load(_ d: Data) throws {
            _ = try JSONDecoder().decode([UserDTO].self, from: d)
            _ = try JSONDecoder().decode([String: OrderDTO].self, from: d)
            let values = [count].self
        }
        """)
        let sites = f.typeReferenceSites.map(\.name)
        #expect(sites.contains("UserDTO") && sites.contains("OrderDTO"), "\(sites)")
        #expect(!sites.contains("count"), "\(sites)")
    }

    /// Swift 6.3's module selectors (SE-0491) qualify a name as a period does: `SwiftUI::View`
    /// reads as `SwiftUI.View`; an attribute keeps its own name (`@SwiftUI::StateObject` is
    /// `@StateObject`), a member access its member (`repo.Data::fetch()` calls `fetch`).
    @Test func moduleSelectorsQualifyNames() {
        let f = facts("""
        struct ProfileScreen: SwiftUI::View {
            let repository: Data::RemoteProfileRepository
            let all: [Data::Repo]
            @SwiftUI::StateObject var model: ProfileModel
            let separator = Swift::String("a::b")
            init(repository: any Domain::ProfileRepository = Data::RemoteProfileRepository()) {
                self.repository = repository
                repo.Data::fetch()
            }
        }
        protocol Store: Domain::Refreshing { func load() }
        extension Data::Repo { var count: Int { 0 } }
        typealias R = Data::Repo
        """)
        #expect(f.declarations.map { "\($0.kind.rawValue) \($0.name) \($0.inherits)" } == [
            "struct ProfileScreen [\"SwiftUI.View\"]", "protocol Store [\"Domain.Refreshing\"]", "extension Data.Repo []", "typealias R []",
        ], "\(f.declarations.map(\.name))")
        #expect(f.declarations.last?.aliasOf == "Data.Repo")
        #expect(f.storedProperties.map { "\($0.name): \($0.type ?? "-") \($0.attributes)" } == [
            "repository: Data.RemoteProfileRepository []", "all: [Data.Repo] []", "model: ProfileModel [\"@StateObject\"]", "separator: - []",
        ], "\(f.storedProperties.map { "\($0.name): \($0.type ?? "-") \($0.attributes)" })")
        #expect(f.defaultArguments.map { "\($0.enclosingType ?? "-").\($0.function)(\($0.parameter): \($0.type) = \($0.defaultValue))" } == [
            "ProfileScreen.init(repository: any Domain.ProfileRepository = Data.RemoteProfileRepository())",
        ])
        #expect(f.defaultArguments.first?.construction?.typeName == "RemoteProfileRepository")
        // A `::` inside a string literal is text, not a selector.
        #expect(f.storedProperties.first { $0.name == "separator" }?.initializer == #"Swift.String("a::b")"#)
        #expect(f.protocolRequirements.map(\.name) == ["load"])
        #expect(f.extensionMembers.map { "\($0.extendedType).\($0.name)" } == ["Data.Repo.count"])
        // As for `Data.RemoteProfileRepository()`.
        #expect(f.memberAccesses.map { "\($0.base).\($0.member)" } == ["Swift.String", "Data.RemoteProfileRepository", "repo.fetch"], "\(f.memberAccesses)")
    }
}
