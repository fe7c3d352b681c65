import Testing
@testable import ArchlintWorkspace

@Suite struct ConfigOptionsTests {
    private func reader(_ rules: String, _ id: String) -> RuleOptionsReader? {
        loadConfig(#"{"version": 1, "rules": "# + rules + "}")?.optionsReader(forRule: id)
    }

    private func thrown(_ body: () throws -> Void) -> [String] {
        do {
            try body()
            return []
        } catch let e as ConfigurationError {
            return [e.description]
        } catch let e as ConfigurationErrors {
            return e.errors.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func typedGettersReadValuesAndDefaults() throws {
        let r = try #require(reader(#"{"x": {"severity": "warning", "n": 8, "d": 0.25, "b": true, "s": "hi", "a": ["p", "q"], "g": ["**/A/**"], "nul": null}}"#, "x"))
        #expect(try r.int("n", default: 10, range: 1...100) == 8)
        #expect(try r.int("missing", default: 10) == 10)
        #expect(try r.double("d", default: 0.5, range: 0...1) == 0.25)
        #expect(try r.double("n", default: 0.5) == 8)  // an integer is a fine double
        #expect(try r.bool("b", default: false))
        #expect(try r.string("s", default: nil) == "hi")
        #expect(try r.string("nul", default: "z") == nil)
        #expect(try r.stringArray("a", default: []) == ["p", "q"])
        #expect(try r.globArray("g", default: []).map(\.pattern) == ["**/A/**"])
        #expect(try r.globArray("gg", default: ["*Tests"]).map(\.pattern) == ["*Tests"])
        #expect(r.finish().isEmpty)
    }

    @Test func typeAndRangeErrorsCarryTheOptionPath() throws {
        let r = try #require(reader(#"{"fat-protocol": {"maxRequirements": 0, "r": 1.5, "i": 2.5, "s": 3, "b": "yes", "a": [1, "x", 2], "g": ["[x", "ok", "***"]}}"#, "fat-protocol"))
        #expect(thrown { _ = try r.int("maxRequirements", default: 10, range: 1...10_000) } == [
            "rules.json:1:62: error: $.rules.fat-protocol.maxRequirements: 0 is out of range; expected an integer from 1 to 10000",
        ])
        #expect(thrown { _ = try r.double("r", default: 0.5, range: 0...1) } == [
            "rules.json:1:70: error: $.rules.fat-protocol.r: 1.5 is out of range; expected a number from 0 to 1",
        ])
        #expect(thrown { _ = try r.int("i", default: 1) } == ["rules.json:1:80: error: $.rules.fat-protocol.i: expected an integer, found 2.5"])
        #expect(thrown { _ = try r.string("s", default: nil) } == ["rules.json:1:90: error: $.rules.fat-protocol.s: expected a string, found an integer"])
        #expect(thrown { _ = try r.bool("b", default: false) } == ["rules.json:1:98: error: $.rules.fat-protocol.b: expected true or false, found a string"])
        #expect(thrown { _ = try r.stringArray("a", default: []) } == [
            "rules.json:1:111: error: $.rules.fat-protocol.a[0]: expected a string, found an integer",
            "rules.json:1:119: error: $.rules.fat-protocol.a[2]: expected a string, found an integer",
        ])
        #expect(thrown { _ = try r.globArray("g", default: []) } == [
            #"rules.json:1:129: error: $.rules.fat-protocol.g[0]: unclosed '[' in glob "[x""#,
            #"rules.json:1:141: error: $.rules.fat-protocol.g[2]: '***' in glob "***" is not valid; use '**' for any number of folders or '*' within a name"#,
        ])
        #expect(thrown { _ = try r.int("n", default: 1, range: 5...Int.max) } == [])
        // Every key was read, even the failing ones: nothing is "unknown".
        #expect(r.finish().isEmpty)
    }

    @Test func atLeastRangeMessage() throws {
        let r = try #require(reader(#"{"x": {"n": -1}}"#, "x"))
        #expect(thrown { _ = try r.int("n", default: 1, range: 0...Int.max) } == [
            "rules.json:1:37: error: $.rules.x.n: -1 is out of range; expected at least 0",
        ])
    }

    @Test func unknownOptions() throws {
        let json = """
            {"version": 1, "rules": {
              "fat-protocol": {"severity": "warning", "maxRequirement": 8, "colour": "red"},
              "layer-dependency": {"strict": true}}}
            """
        let c = try #require(loadConfig(json))
        let fat = c.optionsReader(forRule: "fat-protocol")
        _ = try? fat.int("maxRequirements", default: 10, range: 1...10_000)
        #expect(fat.finish().map(\.description) == [
            #"rules.json:2:43: error: $.rules.fat-protocol.maxRequirement: unknown option "maxRequirement" for rule "fat-protocol" (did you mean "maxRequirements"?)"#,
            #"rules.json:2:64: error: $.rules.fat-protocol.colour: unknown option "colour" for rule "fat-protocol"; its options are "severity", "maxRequirements""#,
        ])
        #expect(c.optionsReader(forRule: "layer-dependency").finish().map(\.description) == [
            #"rules.json:3:24: error: $.rules.layer-dependency.strict: unknown option "strict": rule "layer-dependency" has no options besides "severity""#,
        ])
        // A severity string has no options; an unconfigured rule gets an empty reader.
        #expect(c.optionsReader(forRule: "other").finish().isEmpty)
        #expect(try c.optionsReader(forRule: "other").int("n", default: 3) == 3)
    }
}
