import Testing
@testable import ArchlintSyntax

/// Reading a call's labels back from source, to tell overloaded requirements apart.
@Suite struct CallArgumentsTests {
    func arguments(_ source: String, line: Int, column: Int) -> CallArguments? {
        let bytes = Array(source.utf8)
        return CallArguments.ofCall(at: line, column: column, in: Lexer.tokenize(bytes), bytes: bytes)
    }

    /// An `@objc optional` requirement is called through its optional chain (`delegate?.f?(x)`)
    /// or forced (`f!(x)`): still a call, with its labels.
    @Test func anOptionalRequirementCalledThroughItsChain() {
        let source = """
        delegate?.carousel?(self, didSelect: item)
        delegate.carousel!(self, willDisplay: cell)
        let maybe = delegate?.carousel ?(x)
        """
        #expect(arguments(source, line: 1, column: 11) == CallArguments(labels: ["_", "didSelect"], trailingClosures: 0))
        #expect(arguments(source, line: 2, column: 10) == CallArguments(labels: ["_", "willDisplay"], trailingClosures: 0))
        #expect(arguments(source, line: 3, column: 23)?.labels.isEmpty != false)
    }

    /// A declaration's labels, as requirements keep them: `_` for none.
    @Test func declaredLabelsOfFunctions() {
        let source = """
        func fetch(id: Int, _ completion: @escaping (Int) -> Void) {}
        func decode<T: Decodable>(_ type: T.Type, from data: Data, strict: Bool = a ? b : c) throws -> T {}
        func reload() {}
        var count: Int { 0 }
        func section(@ViewBuilder content: () -> Content, @available(*, deprecated) _ footer: String) {}
        func card(@SwiftUI.ViewBuilder header: () -> H, @Builder<Row> rows: () -> [Row]) {}
        """
        func labels(_ line: Int, _ column: Int) -> [String]? {
            let bytes = Array(source.utf8)
            return CallArguments.declaredLabels(at: line, column: column, in: Lexer.tokenize(bytes), bytes: bytes)
        }
        #expect(labels(1, 6) == ["id", "_"])
        #expect(labels(2, 6) == ["_", "from", "strict"])
        #expect(labels(3, 6) == [])
        #expect(labels(4, 5) == nil)
        #expect(labels(1, 7) == nil)
        #expect(labels(5, 6) == ["content", "_"])
        #expect(labels(6, 6) == ["header", "rows"])
    }

    @Test func labelsUnlabelledArgumentsAndTrailingClosures() {
        let source = """
        repo.load(id: 1)
        repo.load(ids: [1, 2], force: f(x: 3, y: (4, 5)))
        repo.save(user)
        repo.save(user) { result in print(result) }
        repo.watch { _ in } onError: { _ in }
        repo.reset()
        let f = repo.load
        repo.load (id: 1)
        repo.find("\\(a, b)", in: scope)
        if repo.load(id: 1) { done() }
        """
        #expect(arguments(source, line: 1, column: 6) == CallArguments(labels: ["id"], trailingClosures: 0))
        #expect(arguments(source, line: 2, column: 6) == CallArguments(labels: ["ids", "force"], trailingClosures: 0))
        #expect(arguments(source, line: 3, column: 6) == CallArguments(labels: ["_"], trailingClosures: 0))
        #expect(arguments(source, line: 4, column: 6) == CallArguments(labels: ["_"], trailingClosures: 1))
        #expect(arguments(source, line: 5, column: 6) == CallArguments(labels: [], trailingClosures: 2))
        #expect(arguments(source, line: 6, column: 6) == CallArguments(labels: [], trailingClosures: 0))
        // A method reference and a spaced paren are no calls of the name.
        #expect(arguments(source, line: 7, column: 14) == nil)
        #expect(arguments(source, line: 8, column: 6) == nil)
        #expect(arguments(source, line: 9, column: 6) == CallArguments(labels: ["_", "in"], trailingClosures: 0))
        // In a condition the brace is the statement's body, not a trailing closure.
        #expect(arguments(source, line: 10, column: 9) == CallArguments(labels: ["id"], trailingClosures: 0))
        // Not at a token start, out of range.
        #expect(arguments(source, line: 1, column: 7) == nil)
        #expect(arguments(source, line: 40, column: 1) == nil)
    }

    @Test func fittingDeclaredLabels() {
        #expect(CallArguments(labels: ["id"], trailingClosures: 0).fits(["id"]))
        #expect(!CallArguments(labels: ["id"], trailingClosures: 0).fits(["ids"]))
        #expect(CallArguments(labels: ["_"], trailingClosures: 1).fits(["_", "completion"]))
        #expect(!CallArguments(labels: ["_"], trailingClosures: 0).fits(["_", "completion"]))
        #expect(CallArguments(labels: [], trailingClosures: 0).fits([]))
    }

    @Test func callsOfAValueAsAFunction() {
        let source = """
        final class SignUp {
            let validate: Validating
            func validate(other: Int) {}
            func run() {
                _ = validate(email)
                _ = self.validate(email, strict: true)
                _ = form.validate(email)
                _ = validate?(email)
                _ = validate (email)
                let v = validate
            }
        }
        _ = validate(outside)
        """
        let bytes = Array(source.utf8)
        let calls = CallArguments.valueCalls(of: "validate", lines: 1...12, in: Lexer.tokenize(bytes), bytes: bytes)
        // Not the declaration, another value's member, a spaced parenthesis or a plain read;
        // outside the lines asked about neither.
        #expect(calls.map { [$0.line, $0.column] } == [[5, 13], [6, 18], [8, 13]])
    }
}
