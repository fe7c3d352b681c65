@testable import ArchlintSyntax
import Testing

/// Hostile inputs: deep nesting, huge lines, unterminated constructs, random bytes. The lexer
/// must not crash, must not recurse, must stay lossless and linear.
@Suite struct PathologicalInputTests {
    /// Sizes are cut tenfold in debug builds (unoptimised byte loops are ~20x slower), so that
    /// every test stays under two seconds in both configurations.
    #if DEBUG
    private let scale = 10
    #else
    private let scale = 1
    #endif

    private func lexTimed(_ bytes: [UInt8]) -> (TokenizedSource, Double) {
        let t0 = monotonicSeconds()
        let lexed = Lexer.tokenize(bytes)
        return (lexed, monotonicSeconds() - t0)
    }

    @Test func tenThousandNestedBracesAndParens() {
        let depth = 10_000
        let bytes = Array(String(repeating: "{(", count: depth).utf8) + Array(String(repeating: ")}", count: depth).utf8)
        let lexed = Lexer.tokenize(bytes)
        #expect(lexed.tokens.count == 4 * depth)
        #expect(losslessProblem(bytes, lexed) == nil)
    }

    @Test func tenThousandNestedInterpolations() {
        let depth = 10_000
        let bytes = Array((String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)).utf8)
        let lexed = Lexer.tokenize(bytes)
        #expect(lexed.tokens.count == 4 * depth + 1)
        #expect(lexed.tokens.filter { $0.kind == .interpolationEnd }.count == depth)
        #expect(losslessProblem(bytes, lexed) == nil)
        // The same, never closed.
        let open = Array((String(repeating: "\"\\(", count: depth) + "x").utf8)
        #expect(losslessProblem(open, Lexer.tokenize(open)) == nil)
    }

    @Test func tenThousandNestedMultilineInterpolationsAndRawStrings() {
        let depth = 10_000
        let bytes = Array((String(repeating: "#\"\"\"\n\\#(", count: depth) + "x" + String(repeating: ")\n\"\"\"#", count: depth)).utf8)
        let lexed = Lexer.tokenize(bytes)
        #expect(lexed.tokens.filter { $0.kind == .interpolationEnd }.count == depth)
        #expect(losslessProblem(bytes, lexed) == nil)
    }

    @Test func tenThousandNestedBlockComments() {
        let depth = 10_000
        let bytes = Array((String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "x").utf8)
        let lexed = Lexer.tokenize(bytes)
        #expect(describeTokens(bytes, lexed.tokens) == ["identifier x"])
        #expect(losslessProblem(bytes, lexed) == nil)
    }

    @Test func fiveMegabyteLineOfSlashesStaysLinear() {
        // Every `/` is a tentative regex start; a naive scan to the end of the line is O(n²).
        let unit = Array("a = (b /c) /d /e[ /(f ".utf8)
        var small: [UInt8] = []
        while small.count < 1_250_000 / scale { small += unit }
        var big: [UInt8] = []
        while big.count < 5_000_000 / scale { big += unit }
        let (lexedSmall, tSmall) = lexTimed(small)
        let (lexedBig, tBig) = lexTimed(big)
        #expect(losslessProblem(small, lexedSmall) == nil)
        #expect(losslessProblem(big, lexedBig) == nil)
        #expect(tBig < 2.0)
        #expect(tBig < tSmall * 12 + 0.05, "small \(tSmall)s, big \(tBig)s")
    }

    @Test func fiveMegabyteOneLineFileOfOrdinaryCode() {
        let unit = Array("let x = foo(a, b: \"s\\(c)\") + 0x1F / 2; ".utf8)
        var big: [UInt8] = []
        while big.count < 5_000_000 / scale { big += unit }
        let (lexed, t) = lexTimed(big)
        #expect(t < 2.0)
        #expect(losslessProblem(big, lexed) == nil)
    }

    @Test func manyUnclosedRawDelimitersAndBackticksStayLinear() {
        var bytes: [UInt8] = []
        while bytes.count < 1_000_000 / scale { bytes += Array("#\"\"\"# ` <#a #/x ".utf8) }
        let (lexed, t) = lexTimed(bytes)
        #expect(t < 2.0)
        #expect(losslessProblem(bytes, lexed) == nil)
    }

    @Test func searchesToTheEndOfTheFileAreNotRepeated() {
        // Each of these openers searches to the end of the file for its terminator; a failed
        // search must be remembered, or n openers cost n² (lines of 8 bytes, 1 MB in release).
        let units = ["<<<<<<< a\n", ">>>> a\n", "#/ \n", "##/\n", "“x\n", "“\\(“\n"]
        for unit in units {
            var small: [UInt8] = []
            while small.count < 250_000 / scale { small += Array(unit.utf8) }
            var big: [UInt8] = []
            while big.count < 1_000_000 / scale { big += Array(unit.utf8) }
            let (lexedSmall, tSmall) = lexTimed(small)
            let (lexedBig, tBig) = lexTimed(big)
            #expect(losslessProblem(small, lexedSmall) == nil, "\(unit)")
            #expect(losslessProblem(big, lexedBig) == nil, "\(unit)")
            #expect(tBig < 1.0, "\(unit)")
            #expect(tBig < tSmall * 12 + 0.05, "\(unit): small \(tSmall)s, big \(tBig)s")
        }
    }

    @Test func halfWrittenCodeStaysLinearInTheFactsExtractor() {
        // Bindings and defaults whose brackets never close: each value runs to the end of the
        // file, so anything that walks or copies a value per binding is O(n²).
        let units = ["let s = (", "let s = \"\\(", "let s = {", "var x = [", "init(r: R = R(", "func f(a: Int = (",
                     "let a = try! (", "var x = y as? (", "let v = a\n#if D\n.b\n", "let v = a\n#if D\n.b(\n"]
        for unit in units {
            var small: [UInt8] = []
            while small.count < 100_000 / scale { small += Array(unit.utf8) }
            var big: [UInt8] = []
            while big.count < 400_000 / scale { big += Array(unit.utf8) }
            func timed(_ bytes: [UInt8]) -> Double {
                let t0 = monotonicSeconds()
                let facts = bytes.withUnsafeBufferPointer { FactsExtractor.extract(path: "Half.swift", bytes: $0) }
                let t = monotonicSeconds() - t0
                #expect(facts.path == "Half.swift")
                return t
            }
            let tSmall = timed(small)
            let tBig = timed(big)
            #expect(tBig < 1.0, "\(unit): \(tBig)s")
            #expect(tBig < tSmall * 8 + 0.05, "\(unit): small \(tSmall)s, big \(tBig)s")
        }
    }

    @Test(arguments: [
        "\"", "\"abc", "\"\"\"", "\"\"\"\nabc", "#\"", "##\"abc\"#", "#\"\"\"\nx\"\"\"", "\"\\(", "\"\\(\"\\((",
        "\"\"\"\n\\(", "/*", "/* /* */", "/**", "#/", "#/abc", "##/a/#", "#/\n", "/a", "x = /a", "`", "`abc",
        "<#", "<#abc", "'", "'a", "\\", "\"\\", "\"\"\"\n\\", "#", "##", "$", "0x", "0x1p", "1e", "1.", "@",
        "#if", "<<<<<<< a\n", "=======", "\u{FEFF}", "#!", "\r", "\"\\#(", "#\"\\#(",
    ])
    func unterminatedAtEndOfFile(_ source: String) {
        let bytes = Array(source.utf8)
        #expect(losslessProblem(bytes, Lexer.tokenize(bytes)) == nil)
        #expect(losslessProblem(bytes, Lexer.tokenize(bytes, regexMode: .bareSlashDisabled)) == nil)
    }

    @Test func randomBytesNeverCrash() {
        var rng = SeededGenerator(seed: 7)
        let bytes = randomBytes(&rng, count: 1_000_000 / scale)
        let (lexed, t) = lexTimed(bytes)
        #expect(t < 2.0)
        #expect(losslessProblem(bytes, lexed) == nil)
    }

    @Test func randomSwiftishMegabyteNeverCrashes() {
        var rng = SeededGenerator(seed: 99)
        let bytes = randomSwiftish(&rng, fragments: 400_000 / scale)
        let (lexed, t) = lexTimed(bytes)
        #expect(t < 2.0)
        #expect(losslessProblem(bytes, lexed) == nil)
    }
}
