import Testing
@testable import ArchlintSyntax

private func facts(_ source: String) -> FileFacts {
    FactsExtractor.extract(path: "T.swift", bytes: Array(source.utf8))
}

@Suite struct FactsImportTests {
    @Test func importForms() {
        let f = facts("""
        @testable import Foo
        public import struct UIKit.UIView
        @_spi(X) @_exported import Bar.Sub; import Baz
        #if canImport(AppKit)
        import AppKit
        #endif
        """)
        #expect(f.imports.map(\.path) == ["Foo", "UIKit.UIView", "Bar.Sub", "Baz", "AppKit"])
        #expect(f.imports[0].attributes == ["@testable"])
        #expect(f.imports[1].accessLevel == "public")
        #expect(f.imports[1].kind == "struct")
        #expect(f.imports[1].module == "UIKit")
        #expect(f.imports[2].attributes == ["@_spi", "@_exported"])
        #expect(f.imports[3].line == 3)
        #expect(f.imports[4].conditional)
        #expect(f.imports[4].condition == "canImport(AppKit)")
        #expect(f.imports[0].column == 1)
        #expect(f.imports[0].endColumn == 21)
    }

    @Test func importInStringOrCommentIsIgnored() {
        let f = facts("let s = \"import Foo\"\n// import Bar\n/* import Baz */\n")
        #expect(f.imports.isEmpty)
    }
}

@Suite struct FactsDeclarationTests {
    @Test func nestedTypesAndExtensions() {
        let f = facts("""
        public final class Outer<T: P>: Base, Proto<Int> where T: Q {
            struct Inner {
                enum E: Int { case a = 1 }
            }
            func f() { struct Local {} }
        }
        extension Outer.Inner: Equatable {
            struct Deep {}
        }
        actor Act {}
        typealias S = P & Q
        """)
        let names = f.declarations.map(\.name)
        #expect(names == ["Outer", "Outer.Inner", "Outer.Inner.E", "Outer.Local", "Outer.Inner", "Outer.Inner.Deep", "Act", "S"])
        #expect(f.declarations[0].inherits == ["Base", "Proto<Int>"])
        #expect(f.declarations[0].accessLevel == "public")
        #expect(f.declarations[0].modifiers == ["final"])
        #expect(f.declarations[0].endLine == 6)
        #expect(f.declarations[3].isLocal)
        #expect(f.declarations[4].kind == .extension)
        #expect(f.declarations[7].aliasOf == "P & Q")
        #expect(f.declarations[6].kind == .actor)
    }

    @Test func contextualKeywordsAsNames() {
        let f = facts("""
        let actor = 2
        var open = 1
        func f(default: Int, get: Int) {}
        class C { class func g() {} ; open var x = 1 }
        """)
        #expect(f.declarations.map(\.name) == ["C"])
        #expect(f.parameters.map(\.name) == ["default", "get"])
        #expect(f.storedProperties.map(\.name) == ["x"])
    }

    @Test func conditionalDeclarations() {
        let f = facts("""
        #if os(iOS)
        struct A {}
        #else
        struct B {}
        #endif
        struct C {}
        """)
        #expect(f.declarations.map(\.conditional) == [true, true, false])
    }

    @Test func attributesAndModifiers() {
        let f = facts("@MainActor @available(iOS 15, *) public final class V {}")
        #expect(f.declarations[0].attributes == ["@MainActor", "@available"])
        #expect(f.declarations[0].modifiers == ["final"])
        #expect(f.declarations[0].accessLevel == "public")
    }

    @Test func protocolRequirements() {
        let f = facts("""
        protocol P: AnyObject {
            associatedtype Item: Hashable
            func go()
            static func make() -> Self
            var v: Int { get set }
            init(x: Int)
            subscript(i: Int) -> Int { get }
        }
        extension P { func helper() {} }
        """)
        #expect(f.protocolRequirements.map(\.kind) == ["associatedtype", "func", "func", "var", "init", "subscript"])
        #expect(f.protocolRequirements[2].isStatic)
        #expect(f.declarations.map(\.name) == ["P", "P.Item", "P"])
    }

    @Test func requirementsThatHandTheValueBackOut() {
        let f = facts("""
        enum Notes {
            protocol Service: Actor {
                func with(_ user: UUID?) async -> Self
                func scoped() -> (any Notes.Service)?
                func copy() throws(CopyError) -> Result<Service, Error>
                var parent: Self? { get }
                func publish(_ other: Self) async throws -> Bool
                var count: Int { get }
                func selfie() -> SelfieImage
                var state: Self.State { get }
                func entry(for key: String) -> Service.Entry?
            }
        }
        """)
        #expect(f.protocolRequirements.map(\.name) == ["with", "scoped", "copy", "parent", "publish", "count", "selfie", "state", "entry"])
        #expect(f.protocolRequirements.map(\.handsOutSelf) == [true, true, true, true, false, false, false, false, false])
    }
}

@Suite struct FactsMembersTests {
    /// A global actor glued to a function type's parameters (`@MainActor(UIImage?, Error?) ->
    /// Void`) is no attribute with arguments: the type runs on to its result, as swift-syntax
    /// reads it; `@MainActor(unsafe)` keeps its argument.
    @Test func aGlobalActorGluedToAFunctionTypesParameters() {
        let f = facts("""
            final class ScreenshotDetector {
                var callback: (@MainActor(UIImage?, Error?) -> Void)?
                var thrower: @Sendable(Int) async throws -> Void
                @MainActor(unsafe) var legacy: Int = 0
            }
            """)
        #expect(f.storedProperties.map { $0.type ?? "" } == ["(@MainActor(UIImage?, Error?) -> Void)?", "@Sendable(Int) async throws -> Void", "Int"])
        #expect(f.typeReferences.contains("Void") && f.typeReferences.contains("UIImage"))
    }

    @Test func storedProperties() {
        let f = facts("""
        struct S {
            @Published private(set) var x: Int = 0
            let a, b: String
            static let (d, e): (Int, String) = (1, "")
            var comp: Int { 3 }
            var obs: Int = 1 { didSet { print(oldValue) } }
            lazy var l = Foo()
            func f() { let local = 1 }
        }
        """)
        #expect(f.storedProperties.map(\.name) == ["x", "a", "b", "d", "e", "obs", "l"])
        #expect(f.storedProperties[0].attributes == ["@Published"])
        #expect(f.storedProperties[1].type == "String")
        #expect(f.storedProperties[1].isLet)
        #expect(f.storedProperties[3].type == "Int")
        #expect(f.storedProperties[3].isStatic)
        #expect(f.storedProperties[4].type == "String")
        #expect(f.storedProperties[6].construction?.typeName == "Foo")
        #expect(f.storedProperties[6].construction?.context == .propertyInitializer)
        #expect(f.storedProperties[6].construction?.propertyName == "l")
    }

    @Test func defaultArgumentsAndParameters() {
        let f = facts("""
        struct S {
            init(repo: Repo = RepoImpl(), _ y: Int..., z: Logger = .init(), w: [String: Int] = [:], g: Box<A, B> = Box<A, B>()) {}
        }
        func top(_ a: inout Int, b c: @escaping () -> Void = {}) {}
        """)
        #expect(f.defaultArguments.map(\.parameter) == ["repo", "z", "w", "g", "c"])
        #expect(f.defaultArguments[0].construction?.typeName == "RepoImpl")
        #expect(f.defaultArguments[1].construction?.form == .implicitInit)
        #expect(f.defaultArguments[1].construction?.typeName == "Logger")
        #expect(f.defaultArguments[3].defaultValue == "Box<A, B>()")
        #expect(f.defaultArguments[4].enclosingType == nil)
        #expect(f.parameters.first { $0.name == "y" }?.type == "Int")
        #expect(f.parameters.first { $0.name == "y" }?.label == "_")
        #expect(f.parameters.first { $0.name == "a" }?.type == "inout Int")
        #expect(f.parameters.first { $0.name == "c" }?.label == "b")
    }

    @Test func typeReferences() {
        let f = facts("""
        func f<U>(_ u: U) async throws -> Result<U, Error> where U: Codable {
            let v: [Dictionary<String, Bar>] = []
            if let q = v as? Baz { _ = q }
            let k = \\Root.path
            _ = Array<Elem>()
            let c = { (x: Param) -> Ret in x }
        }
        var m: Outer.Inner? = nil
        """)
        for name in ["U", "Result", "Error", "Codable", "Dictionary", "String", "Bar", "Baz", "Root", "Elem", "Param", "Ret", "Outer"] {
            #expect(f.typeReferences.contains(name), "\(name)")
        }
        #expect(!f.typeReferences.contains("Array"))
        #expect(f.memberTypeReferences == ["Outer.Inner"])
    }

    /// A key path's root is a type as swift-syntax's `parseSimpleType` reads it: a name, an
    /// array / dictionary type, or a tuple type with or without labels; what follows the root
    /// is components, not member types.
    @Test func keyPathRoots() {
        let f = facts("""
        func f() {
            customDump(\\(x: Latitude, y: Longitude).x, to: &dump)
            let a = \\[Item].count
            let b = \\(Wrapped).self
            let c = \\(Pair<Left, Right>, label: Tag?).0
            let d = \\Dictionary<Key, Value>.count
            let e = \\.relative.path
            let s = "\\(Interpolated.value)"
        }
        """)
        #expect(f.typeReferences == ["Dictionary", "Item", "Key", "Latitude", "Left", "Longitude", "Pair", "Right", "Tag", "Value", "Wrapped"])
        #expect(f.memberTypeReferences.isEmpty)
        #expect(f.memberAccesses.map { "\($0.base).\($0.member)" } == ["Interpolated.value"])
    }

    @Test func memberAccesses() {
        let f = facts("""
        class C {
            func f() {
                self.repo.fetch()
                repo.go(x)
                a.b.c()
                opt?.run()
                self?.weak.run()
                $0.skip
                queue.async { [weak self] in self?.service?.delete() }
                self?.store!.save()
            }
        }
        """)
        let pairs = f.memberAccesses.map { "\($0.base).\($0.member)" }
        #expect(pairs == ["repo.fetch", "repo.go", "a.b", "queue.async"])
        #expect(f.memberAccesses[0].enclosingType == "C")
        // `self?.service?.delete()`: the standard `[weak self]` closure over an optional property.
        #expect(f.optionalChainedAccesses.map { "\($0.base).\($0.member)" } == ["opt.run", "weak.run", "service.delete", "store.save"])
    }

    @Test func constructions() {
        let f = facts("""
        struct S {
            func f() {
                let a = Foo(x: 1)
                let b = Net.Client()
                let c = Bar.init()
                let d = Analytics.shared
                let e = Maker.make()
                let g = Box<Int>(1)
            }
        }
        #Preview { PreviewThing() }
        """)
        let cs = f.constructions
        #expect(cs.map { $0.typeName ?? "-" } == ["Foo", "Client", "Bar", "Analytics", "Maker", "Box", "PreviewThing"])
        #expect(cs.map(\.form) == [.call, .call, .explicitInit, .staticMember, .staticMember, .call, .call])
        #expect(cs[0].context == .body)
        #expect(cs[0].enclosingFunction == "f")
        #expect(cs[0].enclosingType == "S")
        #expect(cs[3].member == "shared")
        #expect(cs[6].isInPreview)
    }

    @Test func valueUses() {
        let f = facts("""
        class C {
            let dep: Dep
            func f() -> Dep {
                other(dep)
                other(label: self.dep)
                let y = dep
                return dep
            }
        }
        """)
        #expect(f.valueUses.map(\.name) == ["dep", "dep", "dep", "dep"])
    }
}

@Suite struct FactsSuppressionTests {
    @Test func suppressionComments() {
        let f = facts("""
        // archlint:disable:next rule-a, rule-b - legacy code

        import Foo // archlint:disable:this layer
        /* archlint:disable */
        // archlint:enable rule-c
        // archlint:disabled-not-a-command
        """)
        // A command archlint does not know is kept, so that the typo can be reported.
        #expect(f.suppressions.count == 5)
        #expect(f.suppressions[0].kind == .disableNext)
        #expect(f.suppressions[0].rules == ["rule-a", "rule-b"])
        #expect(f.suppressions[0].reason == "legacy code")
        #expect(f.suppressions[0].targetLine == 3)
        #expect(f.suppressions[1].kind == .disableThis)
        #expect(f.suppressions[1].targetLine == 3)
        // No rule named: the engine takes it as every rule and asks for them to be named.
        #expect(f.suppressions[2].rules == [])
        #expect(f.suppressions[3].kind == .enable)
        #expect(f.suppressions[4].kind == .unknownCommand)
        #expect(f.suppressions[4].rules == ["disabled-not-a-command"])
    }

    @Test func proseAfterTheToolsNameIsNoCommand() {
        let f = facts("""
        // archlint: the layers of this app are checked in CI
        // archlint:  see docs/architecture.md
        struct A {}
        """)
        #expect(f.suppressions.isEmpty)
    }
}

@Suite struct FactsRobustnessTests {
    @Test func deepNestingDoesNotCrash() {
        let s = String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
        let f = facts("struct A { func f() " + s + " }")
        #expect(f.declarations.count == 1)
        let open = "class X { " + String(repeating: "(", count: 10_000) + String(repeating: "[", count: 10_000)
        _ = facts(open)
        _ = facts(String(repeating: "Array<", count: 5_000) + "Int" + String(repeating: ">", count: 5_000))
    }

    /// Braces beyond the scope-depth bound are counted, not pushed: what is declared after the
    /// deep region is read at the right depth, and brackets inside it still pair up.
    @Test func nestingBeyondTheScopeBoundKeepsLaterFactsRight() {
        let depth = Extractor.maximumScopeDepth * 3
        let deep = String(repeating: "{ (", count: depth) + "x" + String(repeating: ") }", count: depth)
        let f = facts("""
        struct Outer {
            func run() \(deep)
            let kept: Service
        }
        struct After: Port {
            let repo: Repository = RepositoryImpl()
            func go() { repo.fetch() }
        }
        """)
        #expect(f.declarations.map(\.name) == ["Outer", "After"])
        #expect(f.declarations[0].endLine == 4)
        #expect(f.storedProperties.map { "\($0.enclosingType).\($0.name)" } == ["Outer.kept", "After.repo"])
        #expect(f.constructions.map(\.typeName) == ["RepositoryImpl"])
        #expect(f.memberAccesses.map { "\($0.enclosingType ?? "-").\($0.base).\($0.member)" } == ["After.repo.fetch"])
        #expect(!f.hasSyntaxErrors)
    }

    @Test func garbageDoesNotCrash() {
        var g = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<2_000).map { _ in UInt8.random(in: 0...255, using: &g) }
            _ = FactsExtractor.extract(path: "g", bytes: bytes)
        }
        let tokens = ["struct", "class", "func", "var", "let", "=", "(", ")", "{", "}", "<", ">", ":", ",", ".", "A", "b", "@", "#if", "#endif", "\n", "init", "extension", "protocol", "as", "\\", "?", "import", "case", "enum"]
        for _ in 0..<200 {
            var s = ""
            for _ in 0..<80 { s += tokens[Int.random(in: 0..<tokens.count, using: &g)] + " " }
            _ = facts(s)
        }
        _ = facts("")
        _ = facts("struct")
        _ = facts("func f(a: Int = ")
        _ = facts("var x: ")
    }

    @Test func unbalancedBracesFlagErrors() {
        #expect(facts("struct A {").hasSyntaxErrors)
        #expect(!facts("struct A {}").hasSyntaxErrors)
    }

    @Test func jsonRendering() {
        let f = facts("import Foo\nstruct A: B {}\n")
        let compact = FactsJSON.render([f], compact: true, extras: false)
        #expect(compact.hasPrefix("{\"errors\":0,\"files\":[{\"declarations\":[{\"accessLevel\":null,\"aliasOf\":null,\"conditional\":false,\"inherits\":[\"B\"],\"kind\":\"struct\",\"line\":2,\"name\":\"A\"}]"))
        let pretty = FactsJSON.render([f], compact: false)
        #expect(pretty.hasPrefix("{\n  \"errors\": 0,\n  \"files\": [\n    {\n"))
    }

    /// The escaper scans eight bytes at a time: a byte that needs escaping must be found at
    /// every offset of a word, and bytes at or above 0x20 (DEL, non-ASCII) must pass through.
    @Test func jsonStringEscapingAtEveryOffset() {
        func written(_ s: String) -> String {
            var out: [UInt8] = []
            JValue.writeString(s, into: &out)
            return String(decoding: out, as: UTF8.self)
        }
        func expected(_ s: String) -> String {
            var r = "\""
            for u in s.unicodeScalars {
                switch u {
                case "\"": r += "\\\""
                case "\\": r += "\\\\"
                case "\n": r += "\\n"
                case "\r": r += "\\r"
                case "\t": r += "\\t"
                case "\u{08}": r += "\\b"
                case "\u{0C}": r += "\\f"
                default:
                    if u.value < 0x20 { r += "\\u00" + (u.value < 16 ? "0" : "") + String(u.value, radix: 16) } else { r.unicodeScalars.append(u) }
                }
            }
            return r + "\""
        }
        let specials: [String] = ["\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{01}", "\u{1B}", "\u{1F}", "\u{7F}", "é", "\u{2028}", "🙂", " ", "~"]
        for special in specials {
            for offset in 0..<20 {
                for tail in [0, 1, 7, 8, 9] {
                    let s = String(repeating: "a", count: offset) + special + String(repeating: "z", count: tail)
                    #expect(written(s) == expected(s), "\(Array(s.utf8))")
                }
            }
        }
        #expect(written("") == "\"\"")
        #expect(written("a\"b\\c\u{0}d") == "\"a\\\"b\\\\c\\u0000d\"")
    }

    @Test func jsonIntegers() {
        var orders = KeyOrders()
        for value in [0, 7, 10, -1, -10, 1_234_567_890, Int.max, Int.min] {
            var out: [UInt8] = []
            JValue.int(value).write(into: &out, indent: nil, level: 0, orders: &orders)
            #expect(String(decoding: out, as: UTF8.self) == String(value))
        }
    }

    /// Key orders are remembered per key list: lists of the same length but other keys, or
    /// the same keys in another order, must still come out sorted.
    @Test func jsonObjectKeysSortedForEveryKeyList() {
        let rows: [JValue] = [
            .object([("b", .int(1)), ("a", .int(2))]),
            .object([("d", .int(3)), ("c", .int(4))]),
            .object([("a", .int(5)), ("b", .int(6))]),
            .object([("b", .int(7)), ("a", .int(8))]),
            .object([("é", .int(9)), ("z", .int(10)), ("Z", .null)]),
        ]
        var orders = KeyOrders()
        var out: [UInt8] = []
        JValue.array(rows).write(into: &out, indent: nil, level: 0, orders: &orders)
        #expect(String(decoding: out, as: UTF8.self) == #"[{"a":2,"b":1},{"c":4,"d":3},{"a":5,"b":6},{"a":8,"b":7},{"Z":null,"z":10,"é":9}]"#)
    }
}
