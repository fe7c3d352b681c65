import Testing
@testable import ArchlintWorkspace

@Suite struct ConfigJSONTests {
    @Test func invalidJSONMessages() {
        let cases: [(String, String)] = [
            ("", "rules.json:1:1: error: $: invalid JSON: the file is empty; expected a JSON object"),
            ("   \n  ", "rules.json:2:3: error: $: invalid JSON: the file is empty; expected a JSON object"),
            (#"{"version": 1,}"#, "rules.json:1:14: error: $: invalid JSON: trailing comma is not allowed in JSON"),
            (#"{"version": 1, "exclude": ["a",]}"#, "rules.json:1:31: error: $.exclude: invalid JSON: trailing comma is not allowed in JSON"),
            (#"{"version": 1} x"#, "rules.json:1:16: error: $: invalid JSON: unexpected character 'x' after the end of the top-level value"),
            (#"{"version": 1}{}"#, "rules.json:1:15: error: $: invalid JSON: unexpected character '{' after the end of the top-level value"),
            ("{'version': 1}", #"rules.json:1:2: error: $: invalid JSON: keys must use double quotes ("), not single quotes"#),
            (#"{"version": 01}"#, "rules.json:1:13: error: $.version: invalid JSON: invalid number: leading zeros are not allowed"),
            (#"{"version": 1."#, "rules.json:1:13: error: $.version: invalid JSON: invalid number: expected a digit after '.'"),
            ("{\"a\": \"x\ny\"}", "rules.json:1:7: error: $.a: invalid JSON: unterminated string (strings cannot contain a line break)"),
            (#"{"a": "x"#, "rules.json:1:7: error: $.a: invalid JSON: unterminated string"),
            (#"{"a" 1}"#, #"rules.json:1:6: error: $: invalid JSON: unexpected character '1'; expected ':' after the key "a""#),
            (#"{"a": 1 "b": 2}"#, "rules.json:1:9: error: $: invalid JSON: unexpected character '\"'; expected ',' or '}' after an object member"),
            (#"{"a": [1 2]}"#, "rules.json:1:10: error: $.a: invalid JSON: unexpected character '2'; expected ',' or ']' in array"),
            (#"{"a": tru}"#, "rules.json:1:7: error: $.a: invalid JSON: invalid literal; expected a value such as true"),
            (#"{"a": nullx}"#, "rules.json:1:7: error: $.a: invalid JSON: invalid literal; expected null"),
            (#"{"a": "\q"}"#, #"rules.json:1:8: error: $.a: invalid JSON: invalid escape sequence '\q' in string"#),
            (#"{"a": "\uD800"}"#, #"rules.json:1:8: error: $.a: invalid JSON: invalid \u escape: unpaired surrogate"#),
            (#"{"a": "\u12"}"#, #"rules.json:1:8: error: $.a: invalid JSON: invalid \u escape: expected 4 hex digits"#),
            ("{\"a\": \"\t\"}", "rules.json:1:8: error: $.a: invalid JSON: control character U+0009 must be escaped in a string"),
            (#"{"a": NaN}"#, "rules.json:1:7: error: $.a: invalid JSON: unexpected character 'N'; expected a value (object, array, string, number, true, false or null)"),
            ("{\"a\": 1 /* open", "rules.json:1:9: error: $: invalid JSON: unterminated /* comment"),
            (#"{"version": 1"#, "rules.json:1:14: error: $: invalid JSON: unexpected end of file; expected ',' or '}' (an object is not closed)"),
            (#"{"#, "rules.json:1:2: error: $: invalid JSON: unexpected end of file; expected a key in double quotes"),
            (#"{"a": }"#, "rules.json:1:7: error: $.a: invalid JSON: unexpected character '}'; expected a value"),
        ]
        for (json, expected) in cases {
            #expect(configErrors(json) == [expected], "\(json)")
        }
    }

    @Test func invalidUTF8IsAnErrorNotACrash() {
        let bytes: [UInt8] = Array(#"{"version": 1, "a": ""#.utf8) + [0xFF, 0xFE] + Array("\"}".utf8)
        #expect(throws: ConfigurationErrors.self) { try ConfigurationLoader.load(bytes: bytes, path: "rules.json") }
        do { _ = try ConfigurationLoader.load(bytes: bytes, path: "rules.json") } catch let e as ConfigurationErrors {
            #expect(e.description == "rules.json:1:22: error: $.a: invalid JSON: invalid UTF-8 in string")
        } catch { Issue.record("\(error)") }
    }

    @Test func duplicateKeysAreAllReported() {
        let json = """
            {"version": 1,
             "version": 1,
             "layers": [{"name": "A", "paths": ["a"], "paths": ["b"]}]}
            """
        #expect(configErrors(json) == [
            #"rules.json:2:2: error: $.version: duplicate key "version" (first defined at line 1, column 2)"#,
            #"rules.json:3:43: error: $.layers[0].paths: duplicate key "paths" (first defined at line 3, column 27)"#,
        ])
    }

    @Test func deepNestingIsAnError() {
        for opener in ["[", "{\"a\":"] {
            let json = String(repeating: opener, count: 10_000)
            let errors = configErrors(json)
            #expect(errors.count == 1)
            #expect(errors.first?.hasSuffix("error: $: invalid JSON: nesting is deeper than 128 levels") == true, "\(errors)")
        }
        // 100 levels are fine for the parser (the loader then rejects the shape).
        let ok = JSONParser.parse(Array((String(repeating: "[", count: 100) + String(repeating: "]", count: 100)).utf8))
        #expect(ok.errors.isEmpty && ok.value != nil)
    }

    @Test func positionsWithCRLFAndMultiByteUTF8() {
        // Columns are 1-based UTF-8 byte columns (like swiftc); CRLF ends one line.
        let json = "{\r\n\"version\": 1,\r\n\"π\": 1, \"exlude\": 1}"
        #expect(configErrors(json) == [
            #"rules.json:3:1: error: $["π"]: unknown key "π""#,
            #"rules.json:3:10: error: $.exlude: unknown key "exlude" (did you mean "exclude"?)"#,
        ])
        // A lone CR also ends a line; a byte order mark is not a column.
        #expect(configErrors("\u{FEFF}{\"version\": 1,\r\"x\": 1}") == [#"rules.json:2:1: error: $.x: unknown key "x""#])
        #expect(configErrors("\u{FEFF}{\"x\": 1, \"version\": 1}") == [#"rules.json:1:2: error: $.x: unknown key "x""#])
        // Emoji (4 bytes) before the offending value on the same line.
        let emoji = #"{"version": 1, "$comment": "🚀", "exclude": [1]}"#
        #expect(configErrors(emoji) == ["rules.json:1:48: error: $.exclude[0]: expected a path glob string, found an integer"])
    }

    @Test func commentsAndEscapesAreAccepted() throws {
        let json = """
            // leading comment
            { /* inline */ "version": 1, // trailing
              "$comment": "tab\\t quote\\" slash\\/ \\u00e9 \\ud83d\\ude80" }
            """
        let r = JSONParser.parse(Array(json.utf8))
        #expect(r.errors.isEmpty)
        let comment = try #require(r.value?.objectValue?.first { $0.key == "$comment" }?.value.stringValue)
        #expect(comment == "tab\t quote\" slash/ é 🚀")
    }

    @Test func numbers() {
        let r = JSONParser.parse(Array(#"[0, -1, 1.5e3, 2E-2, 123456789012]"#.utf8))
        let items = r.value?.arrayValue ?? []
        #expect(items.map(\.intValue) == [0, -1, 1500, nil, 123_456_789_012])
        #expect(items[3].doubleValue == 0.02)
        #expect(items.map(\.typeName) == ["an integer", "an integer", "a number", "a number", "an integer"])
    }

    @Test func jsonPathRendering() {
        #expect(JSONPath.render([.key("layers"), .index(1), .key("paths"), .index(0)]) == "$.layers[1].paths[0]")
        #expect(JSONPath.render([.key("rules"), .key("fat-protocol"), .key("maxRequirements")]) == "$.rules.fat-protocol.maxRequirements")
        #expect(JSONPath.render([.key("forbiddenImports"), .key("*")]) == #"$.forbiddenImports["*"]"#)
        #expect(JSONPath.render([.key("a.b \"c\"")]) == #"$["a.b \"c\""]"#)
        #expect(JSONPath.render([.key("")]) == #"$[""]"#)
    }

    @Test func garbageNeverCrashes() {
        var rng = SplitMix(seed: 42)
        let alphabet = Array("{}[]\":,0123456789-.eE truefalsnul\\/\u{0}\n\r*ab".utf8) + [0xC3, 0xA9, 0xFF]
        for _ in 0..<2000 {
            let n = Int(rng.next() % 40)
            let bytes = (0..<n).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            _ = try? ConfigurationLoader.load(bytes: bytes, path: "rules.json")
        }
    }

    @Test func mutatedConfigsNeverCrash() {
        var rng = SplitMix(seed: 7)
        let base = Array(ConfigExamples.full.utf8)
        let replacements = Array("{}[]\":,*/\\ 0x".utf8) + [0x00, 0xC3, 0xFF]
        for _ in 0..<1000 {
            var bytes = base
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                let at = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes[at] = replacements[Int(rng.next() % UInt64(replacements.count))]
                case 1: bytes.remove(at: at)
                default: bytes.insert(replacements[Int(rng.next() % UInt64(replacements.count))], at: at)
                }
            }
            do {
                let c = try ConfigurationLoader.load(bytes: bytes, path: "rules.json")
                _ = c.layer(forPath: "Sources/Domain/a.swift", module: "Domain")
                _ = c.unknownRuleErrors(known: ["fat-protocol"])
            } catch let e as ConfigurationErrors {
                #expect(!e.errors.isEmpty)
                #expect(e.errors.allSatisfy { $0.line >= 1 && $0.column >= 1 })
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}

struct SplitMix {
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
