@testable import ArchlintSyntax
import Testing

/// Tokens plus trivia reproduce every input byte for byte.
@Suite struct RoundTripTests {
    @Test(arguments: LexerCases.all)
    func tableRowRoundTrips(_ row: LexCase) {
        #expect(losslessProblem(row.bytes, Lexer.tokenize(row.bytes)) == nil, "\(row.name)")
        #expect(losslessProblem(row.bytes, Lexer.tokenize(row.bytes, regexMode: .bareSlashDisabled)) == nil, "\(row.name)")
    }

    @Test func allRowsConcatenatedRoundTrip() {
        var bytes: [UInt8] = []
        for row in LexerCases.all { bytes += row.bytes; bytes.append(10) }
        #expect(losslessProblem(bytes, Lexer.tokenize(bytes)) == nil)
    }

    @Test func randomSwiftishInputsRoundTrip() {
        var rng = SeededGenerator(seed: 0xA11C_E5ED)
        for round in 0..<2_000 {
            let bytes = randomSwiftish(&rng, fragments: Int(rng.next() % 60))
            for mode in [Lexer.RegexMode.bareSlashEnabled, .bareSlashDisabled] {
                let problem = losslessProblem(bytes, Lexer.tokenize(bytes, regexMode: mode))
                #expect(problem == nil, "round \(round): \(bytes)")
                if problem != nil { return }
            }
        }
    }

    @Test func randomBytesRoundTrip() {
        var rng = SeededGenerator(seed: 42)
        for round in 0..<500 {
            let bytes = randomBytes(&rng, count: Int(rng.next() % 300))
            let problem = losslessProblem(bytes, Lexer.tokenize(bytes))
            #expect(problem == nil, "round \(round): \(bytes)")
            if problem != nil { return }
        }
    }

    @Test func invalidUTF8AndNulRoundTrip() {
        let samples: [[UInt8]] = [
            [0xFF], [0x00], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x88],
            Array("let s = \"".utf8) + [0xFF, 0x00] + Array("\" // ".utf8) + [0xFE],
            Array("/* ".utf8) + [0x00, 0xC3] + Array(" */ x".utf8),
            Array("#/".utf8) + [0xFF, 0x00] + Array("/#".utf8),
            Array("`a".utf8) + [0xFF] + Array("`".utf8),
            Array("\"\\(".utf8) + [0x00] + Array(")\"".utf8),
        ]
        for bytes in samples {
            #expect(losslessProblem(bytes, Lexer.tokenize(bytes)) == nil, "\(bytes)")
        }
    }

    @Test func everyPrefixOfTheTableRoundTrips() {
        // Cutting a valid file anywhere leaves unterminated constructs at EOF.
        var bytes: [UInt8] = []
        for row in LexerCases.all.prefix(60) { bytes += row.bytes; bytes.append(10) }
        var cut = 0
        while cut <= bytes.count {
            let prefix = Array(bytes[0..<cut])
            let problem = losslessProblem(prefix, Lexer.tokenize(prefix))
            #expect(problem == nil, "cut at \(cut)")
            if problem != nil { return }
            cut += 7
        }
    }
}
