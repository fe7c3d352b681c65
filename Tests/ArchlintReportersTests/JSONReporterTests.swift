import ArchlintEngine
import ArchlintReporters
import ArchlintRules
import Testing

@Suite struct JSONReporterTests {
    @Test func rendersTheSpecSchemaExactly() {
        let json = JSONReporter().render(Fixtures.result)
        let expected = #"""
        {
          "version": 1,
          "tool": {
            "name": "archlint",
            "version": "0.1.0"
          },
          "summary": {
            "files": 120,
            "modules": 6,
            "errors": 2,
            "warnings": 1,
            "suppressed": 2,
            "baselined": 1,
            "unlayered": 0
          },
          "violations": [
            {
              "rule": "fat-protocol",
              "severity": "warning",
              "message": "100% \"fat\" <Client & Co>\nsecond line",
              "file": "Sources/Data/Net Kit, v2/Café:Client.swift",
              "line": 12,
              "column": 8,
              "endLine": 12,
              "endColumn": 20,
              "fingerprint": "ff00",
              "related": [],
              "fix": null
            },
            {
              "rule": "layer-dependency",
              "severity": "error",
              "message": "Domain must not depend on Data: import NetworkKit",
              "file": "Sources/Domain/FetchWeather.swift",
              "line": 3,
              "column": 1,
              "endLine": 3,
              "endColumn": 18,
              "fingerprint": "a1b2c3",
              "related": [
                {
                  "file": "Sources/Data/Net Kit, v2/Café:Client.swift",
                  "line": 9,
                  "column": 1,
                  "message": "NetworkKit is in layer Data"
                },
                {
                  "message": "Domain may use nothing"
                }
              ],
              "fix": "move the protocol into Domain and let Data implement it"
            },
            {
              "rule": "cyclic-dependency",
              "severity": "error",
              "message": "cycle Domain -> Data -> Domain\u0007",
              "file": "Sources/Domain/FetchWeather.swift",
              "line": 5,
              "column": 2,
              "endLine": 5,
              "endColumn": 2,
              "fingerprint": "",
              "related": [],
              "fix": null
            }
          ]
        }

        """#
        #expect(json == expected)
        #expect((try? Fixtures.parseJSON(json)) != nil)
    }

    @Test func emptyResultHasEmptyViolationsAndNoDuration() {
        let json = JSONReporter().render(Fixtures.empty)
        #expect(json.contains("\"violations\": []\n}\n"))
        #expect(!json.contains("duration"))
    }

    @Test func writerEscapesEveryControlCharacter() {
        let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let out = JSONWriter.write(.string(all + "\"\\/é\u{2028}😀"))
        #expect(out == #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f\"\\/é\u2028😀""#)
        #expect(JSONWriter.write(.object([("b", .int(1)), ("a", .array([]))]), pretty: false) == #"{"b":1,"a":[]}"#)
    }
}
