@testable import ArchlintRules
import Testing

/// Rules read a few things back from source (a member called after a property, a local's
/// name); lines must be counted as the lexer counts them.
struct SourceReadBackTests {
    @Test func lineStartsFollowEveryLineEnding() {
        let bytes = Array("a\nb\r\nc\rd\r".utf8)
        #expect(ConcreteDependencyRule.SourceText.lineStarts(of: bytes) == [0, 2, 5, 7, 9])
    }
}
