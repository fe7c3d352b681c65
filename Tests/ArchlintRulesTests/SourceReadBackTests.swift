@testable import ArchlintRules
import Testing

/// Rules read a few things back from source (a member called after a property, a local's
/// name); lines must be counted as the lexer counts them.
struct SourceReadBackTests {
    @Test func lineStartsFollowEveryLineEnding() {
        let bytes = Array("a\nb\r\nc\rd\r".utf8)
        #expect(ConcreteDependencyRule.SourceText(bytes: bytes).lines.lineStarts == [0, 2, 5, 7, 9])
        // A member called on line 3 of a file whose lines end in a lone CR.
        let text = ConcreteDependencyRule.SourceText(bytes: Array("let a = 1\rlet b = 2\rrecord.transport\r  .handle()\r".utf8))
        #expect(text.memberAfter("transport", line: 3, column: 8) == "handle")
    }
}

/// A local built for the container, read back from the tokens: which shapes count as only
/// registered.
struct RegisteredLocalsTests {
    /// Whether the construction of `type` on `line` is registered, with the registration
    /// closures on `ranges`.
    private func registered(_ source: String, line: Int, type: String = "Stripe", ranges: [ClosedRange<Int>]) -> Bool {
        let bytes = Array(source.utf8)
        let text = String(source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1])
        // The construction's UTF-8 column, 1-based, as facts give it.
        let column = text.range(of: type + "(").map { text.utf8.count - text[$0.lowerBound...].utf8.count + 1 } ?? 0
        return RegisteredLocals(bytes: bytes)?.isRegistered(line: line, column: column, ranges: ranges) ?? false
    }

    @Test func capturedOnlyByARegistrationAfterIt() {
        let source = """
            func wire(c: Container) {
                let p = try await Stripe(key: "k")
                c.register(P.self) { _ in p }
            }
            """
        #expect(registered(source, line: 2, ranges: [3...3]))
    }

    @Test func guardLetTryAndAValueOnTheNextLine() {
        let source = """
            func wire(c: Container) {
                guard let p = try? Stripe(key: "k") else { return }
                let q =
                    Stripe(key: "q")
                c.register(P.self) { _ in p }
                c.register(Q.self) { _ in q }
            }
            """
        #expect(registered(source, line: 2, ranges: [5...5, 6...6]))
        #expect(registered(source, line: 4, ranges: [5...5, 6...6]))
    }

    @Test func closureParametersLoopVariablesAndSwitchCasesAreOtherValues() {
        let source = """
            func wire(c: Container, others: [P], env: Env) {
                let p = Stripe()
                c.register(P.self) { _ in p }
                others.forEach { (p: P) in
                    print(p)
                }
                others.forEach { p, _ in print(p) }
                for p in others {
                    print(p)
                }
                switch env {
                case .live:
                    let p = Stripe()
                    c.register(P.self) { _ in p }
                case .staging:
                    let p = Stripe()
                    c.register(P.self) { _ in p }
                }
            }
            """
        #expect(registered(source, line: 2, ranges: [3...3, 14...14, 17...17]))
        #expect(registered(source, line: 13, ranges: [3...3, 14...14, 17...17]))
        #expect(registered(source, line: 16, ranges: [3...3, 14...14, 17...17]))
    }

    @Test func keptUnwrappedAgainOrAnotherFunctionsIsNotRegistered() {
        let source = """
            final class W {
                func pay() {
                    let p = Stripe()
                    p.charge()
                }
                func keep(c: Container) {
                    let p: P? = Stripe()
                    c.register(P.self) { _ in p! }
                    guard let p else { return }
                    kept = p
                }
                func wire(c: Container) {
                    c.register(P.self) { _ in p }
                }
            }
            """
        #expect(!registered(source, line: 3, ranges: [8...8, 13...13]))
        #expect(!registered(source, line: 7, ranges: [8...8, 13...13]))
    }
}

extension RegisteredLocalsTests {
    @Test func captureListsDefaultMembersAndNestedSwitches() {
        let source = """
            func wire(c: Container, env: Env, region: Region) {
                let kept = Stripe()
                c.register(P.self) { [kept] _ in kept }
                DispatchQueue.main.async { [kept] in holder.kept = kept }
                let captured = Stripe()
                c.register(P.self) { [captured] _ in captured }
                switch env {
                case .live:
                    let p = Stripe()
                    c.register(P.self) { _ in p }
                    _ = FileManager.default
                    holder.kept = p
                case .staging:
                    let q = Stripe()
                    c.register(P.self) { _ in q }
                    switch region {
                    case .eu: print("eu")
                    default: print("other")
                    }
                default:
                    break
                }
                let looped = Stripe()
                c.register(P.self) { _ in looped }
                DispatchQueue.main.async { holder.kept = looped; for _ in 0..<3 {} }
            }
            """
        let ranges = [3...3, 6...6, 10...10, 15...15, 24...24]
        #expect(!registered(source, line: 2, ranges: ranges))
        #expect(registered(source, line: 5, ranges: ranges))
        #expect(!registered(source, line: 9, ranges: ranges))
        #expect(registered(source, line: 14, ranges: ranges))
        #expect(!registered(source, line: 23, ranges: ranges))
    }
}

extension RegisteredLocalsTests {
    @Test func wrappedConditionsUnknownDefaultAndSignaturesWithWords() {
        let source = """
            func wire(c: Container, env: Env, region: String?, others: [P]) {
                switch env {
                case .live:
                    let p = Stripe()
                    if let region,
                       case "eu" = region { print(region) }
                    c.register(P.self) { _ in p }
                @unknown default:
                    let p = Stripe()
                    c.register(P.self) { _ in p }
                }
                let q = Stripe()
                c.register(P.self) { _ in q }
                _ = others.map { q -> String in "\\(q)" }
                others.forEach { @Sendable q in print(q) }
            }
            """
        let ranges = [7...7, 10...10, 13...13]
        #expect(registered(source, line: 4, ranges: ranges))
        #expect(registered(source, line: 9, ranges: ranges))
        #expect(registered(source, line: 12, ranges: ranges))
    }
}

extension RegisteredLocalsTests {
    @Test func ifBranchesAndChoicesOfTheImplementation() {
        let source = """
            func wire(c: Container, staging: Bool) {
                #if DEBUG
                let service = Stripe(key: "test")
                #else
                let service = Stripe(key: "live")
                #endif
                c.register(P.self) { _ in service }
                let picked: P = staging ? Stripe(key: "s") : Stripe(key: "l")
                c.register(P.self) { _ in picked }
                let kept = staging ? Stripe(key: "s") : Stripe(key: "l")
                holder.kept = kept
            }
            """
        let ranges = [7...7, 9...9]
        #expect(registered(source, line: 3, ranges: ranges))
        #expect(registered(source, line: 5, ranges: ranges))
        #expect(registered(source, line: 8, ranges: ranges))
        #expect(!registered(source, line: 10, ranges: ranges))
    }
}

extension RegisteredLocalsTests {
    @Test func loopPatternsAndASwitchSubjectHoldingAClosure() {
        let source = """
            func wire(c: Container, named: [(String, P)], maybe: [P?], env: [Env]) {
                let p = Stripe()
                c.register(P.self) { _ in p }
                for (name, p) in named { print(name, p) }
                for case let p? in maybe { print(p) }
                for var p in maybe where p != nil { p = nil }
                switch (env.first { $0 == .live }) {
                case .live?:
                    let q = Stripe()
                    c.register(P.self) { _ in q }
                default:
                    let q = Stripe()
                    c.register(P.self) { _ in q }
                }
                let kept = Stripe()
                c.register(P.self) { _ in kept }
                for (name, other) in named { holder.kept = kept; print(name, other) }
            }
            """
        let ranges = [3...3, 10...10, 13...13, 16...16]
        #expect(registered(source, line: 2, ranges: ranges))
        #expect(registered(source, line: 9, ranges: ranges))
        #expect(registered(source, line: 12, ranges: ranges))
        #expect(!registered(source, line: 15, ranges: ranges))
    }
}

extension RegisteredLocalsTests {
    @Test func aLocalDeclaredFirstAndAssignedInBranches() {
        let source = """
            func wire(c: Container, staging: Bool, env: Env) {
                let service: P
                if staging {
                    service = Stripe(key: "s")
                } else {
                    service = Stripe(key: "l")
                }
                c.register(P.self) { _ in service }
                var kept: P
                if staging { kept = Stripe(key: "s") } else { kept = Stripe(key: "l") }
                c.register(P.self) { _ in kept }
                holder.kept = kept
                let picked: P
                switch env {
                case .live: picked = Stripe(key: "l")
                case .staging: picked = Stripe(key: "s")
                }
                c.register(P.self) { _ in picked }
                other = Stripe(key: "o")
                c.register(P.self) { _ in other }
            }
            """
        let ranges = [8...8, 11...11, 18...18, 20...20]
        #expect(registered(source, line: 4, ranges: ranges))
        #expect(registered(source, line: 6, ranges: ranges))
        #expect(!registered(source, line: 10, ranges: ranges))
        #expect(registered(source, line: 15, ranges: ranges))
        #expect(registered(source, line: 16, ranges: ranges))
        #expect(!registered(source, line: 19, ranges: ranges))
    }
}

extension RegisteredLocalsTests {
    @Test func loopsWithTypesCastsAwaitAndClosuresInTheSequence() {
        let source = """
            func wire(c: Container, others: [P], any: [Any], stream: AsyncStream<P>) async {
                let a = Stripe()
                for a: P in others { print(a) }
                for case let a as P in any { print(a) }
                for await a in stream { print(a) }
                for a in others.filter({ _ in true }) { print(a) }
                for a in others where a.isLive { print(a) }
                c.register(P.self) { _ in a }
                let kept = Stripe()
                for other in [kept] { print(other) }
                c.register(P.self) { _ in kept }
            }
            """
        let ranges = [8...8, 11...11]
        #expect(registered(source, line: 2, ranges: ranges))
        #expect(!registered(source, line: 9, ranges: ranges))
    }
}
