import Testing
@testable import ArchlintSyntax

/// Paths the performance work added: growing token / trivia buffers, in-place text collapsing,
/// access de-duplication with a cheap hash, and the word-at-a-time line table.
@Suite struct PerformancePathTests {
    @Test func tokenBufferGrowsPastItsInitialCapacity() {
        // One token per byte: far more tokens than the initial `count / 6` guess.
        let source = String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000) + "\n"
        let lexed = Lexer.tokenize(Array(source.utf8))
        #expect(lexed.tokens.count == 10000)
        #expect(lexed.tokens.first?.kind == .leftParen)
        #expect(lexed.tokens.last?.kind == .rightParen)
        #expect(lexed.tokens.enumerated().allSatisfy { $0.element.start == Int32($0.offset) })
        #expect(lexed.trivia.count == 1)
    }

    @Test func triviaBufferGrowsAndEmptyInputLexes() {
        let source = String(repeating: "a /* c */ ", count: 3000)
        let lexed = Lexer.tokenize(Array(source.utf8))
        #expect(lexed.tokens.count == 3000)
        #expect(lexed.trivia.count == 9000)
        #expect(Lexer.tokenize([UInt8]()).tokens.isEmpty)
        #expect(FactsExtractor.extract(path: "E.swift", bytes: [UInt8]()).lineCount == 0)
    }

    @Test func writtenTextsCollapseWhiteSpace() {
        let f = FactsExtractor.extract(path: "T.swift", source: """
        struct S {
            var a: Dictionary<String,\u{00A0}Int> = [:]
            var é: Array<Ünïcode> = []
        }
        """)
        #expect(f.storedProperties.map(\.type) == ["Dictionary<String, Int>", "Array<Ünïcode>"])
    }

    @Test func accessesAreDeduplicatedPerLineAndKind() {
        let f = FactsExtractor.extract(path: "T.swift", source: """
        func f() {
            a.x; a.x; b.x; a.y; a?.x; a?.x
            a.x
        }
        """)
        #expect(f.memberAccesses.map { "\($0.base).\($0.member)@\($0.line)" } == ["a.x@2", "a.y@2", "b.x@2", "a.x@3"])
        #expect(f.optionalChainedAccesses.map { "\($0.base).\($0.member)@\($0.line)" } == ["a.x@2"])
    }

    @Test func lineTableFindsEveryLineEnding() {
        let text = "0123456789abcdef\n0123\r\n\r" + String(repeating: "x", count: 40) + "\n\n"
        let bytes = Array(text.utf8)
        let table = bytes.withUnsafeBufferPointer { LineTable($0) }
        #expect(table.lineStarts == [0, 17, 23, 24, 65, 66])
    }
}
