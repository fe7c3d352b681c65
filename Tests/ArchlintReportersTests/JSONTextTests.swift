import ArchlintEngine
import Foundation
import Testing

/// `JSONText` escapes on UTF-8 bytes; the result must be the JSON the scalar-by-scalar version
/// wrote, and valid JSON that decodes back to the input.
@Suite struct JSONTextTests {
    @Test func escapesExactlyWhatJSONAndJavaScriptNeed() {
        #expect(JSONText.quoted("plain ascii") == "\"plain ascii\"")
        #expect(JSONText.quoted("") == "\"\"")
        #expect(JSONText.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONText.quoted("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
        #expect(JSONText.quoted("\u{0}\u{1F}\u{7F}") == #""\u0000\u001f\u007f""#)
        #expect(JSONText.quoted("x\u{2028}y\u{2029}z") == #""x\u2028y\u2029z""#)
        #expect(JSONText.quoted("€ ü 中 🙂 \u{2027}\u{202A}") == "\"€ ü 中 🙂 \u{2027}\u{202A}\"")
    }

    @Test func everyEscapedStringDecodesBack() throws {
        let samples = ["", "quote \" back \\ slash", "tab\there", "ctl \u{01}\u{1B}", "del \u{7F}", "ls \u{2028} ps \u{2029}",
                       "ünïcödé", "emoji 🙂", "mixed \"\u{2028}\n\u{7F}é"]
        for s in samples {
            let json = "[" + JSONText.quoted(s) + "]"
            let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            #expect(decoded == [s], "\(s.debugDescription)")
        }
    }
}
