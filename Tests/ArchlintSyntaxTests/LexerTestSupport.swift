@testable import ArchlintSyntax
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One row of the table-driven lexer tests: a source and the tokens it must give.
struct LexCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let expected: [(TokenKind, String)]

    init(_ name: String, _ source: String, _ expected: [(TokenKind, String)]) {
        self.name = name
        self.bytes = Array(source.utf8)
        self.expected = expected
    }

    init(_ name: String, bytes: [UInt8], _ expected: [(TokenKind, String)]) {
        self.name = name
        self.bytes = bytes
        self.expected = expected
    }

    var testDescription: String { name }
}

/// `kind text` per token, text decoded leniently (invalid UTF-8 becomes U+FFFD).
func describeTokens(_ bytes: [UInt8], _ tokens: [Token]) -> [String] {
    tokens.map { "\($0.kind) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
}

/// Checks that tokens and trivia tile the input exactly: every byte belongs to exactly one
/// token or trivia piece, in order, so that their texts concatenate to the input.
/// Returns a description of the first problem, or nil.
func losslessProblem(_ bytes: [UInt8], _ lexed: TokenizedSource) -> String? {
    var pieces: [(start: Int, end: Int)] = []
    pieces.reserveCapacity(lexed.tokens.count + lexed.trivia.count)
    for t in lexed.tokens { pieces.append((Int(t.start), Int(t.end))) }
    for t in lexed.trivia { pieces.append((Int(t.start), Int(t.end))) }
    pieces.sort { $0.start < $1.start || ($0.start == $1.start && $0.end < $1.end) }
    var offset = 0
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    for piece in pieces {
        if piece.end <= piece.start { return "empty piece at \(piece.start)" }
        if piece.start != offset { return "gap or overlap at \(offset) (next piece starts at \(piece.start))" }
        rebuilt.append(contentsOf: bytes[piece.start..<piece.end])
        offset = piece.end
    }
    if offset != bytes.count { return "pieces end at \(offset), input has \(bytes.count) bytes" }
    if rebuilt != bytes { return "rebuilt text differs" }
    return nil
}

/// A small deterministic generator (SplitMix64) so that random inputs are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Fragments that exercise every lexer mode when glued together at random.
let swiftishFragments: [[UInt8]] = [
    "\"", "\"\"\"", "#", "##", "\\(", "\\#(", "\\", "(", ")", "{", "}", "[", "]", "/", "//", "/*", "*/",
    "*", "#/", "/#", "'", "`", "$0", "$", "\n", "\r\n", "\r", " ", "\t", "a", "let", "x1", "_", "0x1p3",
    "1.5", "1_0", "..<", "?", "!", "&", "=", ">>", "<#", "#>", "#if", "#endif", "@", ".", ",", ":", ";",
    "π", "√", "🐶", "\u{301}", "\u{FEFF}", "\u{A0}", "try", "func", "operator", "<<<<<<< ", ">>>>>>> ",
    "=======",
].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xE2, 0x88], [0x80], [0xF0, 0x9F]]

func randomSwiftish(_ rng: inout SeededGenerator, fragments: Int) -> [UInt8] {
    var out: [UInt8] = []
    for _ in 0..<fragments {
        out.append(contentsOf: swiftishFragments[Int(rng.next() % UInt64(swiftishFragments.count))])
    }
    return out
}

func randomBytes(_ rng: inout SeededGenerator, count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
}

/// CPU seconds of the calling thread, for the time bounds: wall time is meaningless on a
/// shared, loaded machine, and the measured code never suspends.
func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
