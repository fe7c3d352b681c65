import Testing
@testable import ArchlintWorkspace

@Suite struct ConfigLoaderTests {
    @Test func fullConfigurationLoads() throws {
        let c = try ConfigurationLoader.load(bytes: Array(ConfigExamples.full.utf8), path: "rules.json")
        #expect(c.layerNames == ["Presentation", "Domain", "Data"])
        #expect(c.requireSuppressionReason)
        #expect(!c.requireLayer)
        #expect(c.modules.map(\.name) == ["Domain"])
        #expect(c.exclude.map(\.pattern) == ["**/Generated/**"])
        #expect(c.ruleSetting("bastard-injection")?.severity == "error")
        #expect(c.ruleSetting("fat-protocol")?.severity == "warning")
        #expect(c.ruleSetting("direct-instantiation")?.severity == "off")
        #expect(c.ruleSetting("layer-dependency") == nil)
        let pos = try #require(c.ruleSetting("fat-protocol")?.position)
        #expect(pos.line == 20 && pos.column == 5 && pos.jsonPath == "$.rules.fat-protocol")
        #expect(c.unknownRuleErrors(known: ["bastard-injection", "fat-protocol", "direct-instantiation"]).isEmpty)
    }

    @Test func everyValidExampleLoads() {
        for json in ConfigExamples.valid {
            #expect(configErrors(json) == [], "\(json)")
        }
    }

    @Test func specExampleMessage() {
        let json = """
            {
              "version": 1,
              "layers": [{ "name": "Presentation", "paths": ["**/Presentation/**"] }],
              "allow": {
                "Presenter": []
              }
            }
            """
        #expect(configErrors(json) == [
            #"rules.json:5:5: error: $.allow.Presenter: unknown layer "Presenter" (did you mean "Presentation"?)"#,
        ])
    }

    @Test func allErrorsAreCollectedAndSorted() throws {
        let json = #"{"version": 2, "layerz": [], "requirelayer": true}"#
        #expect(configErrors(json) == [
            "rules.json:1:13: error: $.version: unsupported version 2; this archlint reads version 1",
            #"rules.json:1:16: error: $.layerz: unknown key "layerz" (did you mean "layers"?)"#,
            #"rules.json:1:30: error: $.requirelayer: unknown key "requirelayer" (did you mean "requireLayer"?)"#,
        ])
        do {
            _ = try ConfigurationLoader.load(bytes: Array(json.utf8), path: "rules.json")
            Issue.record("expected errors")
        } catch let e as ConfigurationErrors {
            #expect(e.description == e.errors.map(\.description).joined(separator: "\n"))
            let first = try #require(e.errors.first)
            #expect(first.file == "rules.json" && first.line == 1 && first.column == 13)
            #expect(first.jsonPath == "$.version" && first.suggestion == nil)
            #expect(e.errors[1].suggestion == "layers")
            #expect(e.errors[1].message == #"unknown key "layerz""#)
        }
    }

    @Test func errorsDescriptionIsSortedByPosition() {
        let a = ConfigurationError(file: "f", line: 3, column: 1, jsonPath: "$", message: "b")
        let b = ConfigurationError(file: "f", line: 1, column: 9, jsonPath: "$", message: "a", suggestion: "x")
        #expect(ConfigurationErrors([a, b]).description == "f:1:9: error: $: a (did you mean \"x\"?)\nf:3:1: error: $: b")
    }

    @Test func displayPathIsUsed() {
        do {
            _ = try ConfigurationLoader.load(bytes: Array("{}".utf8), path: "config/arch.json")
        } catch let e as ConfigurationErrors {
            #expect(e.description == #"config/arch.json:1:1: error: $: missing required key "version" (add "version": 1)"#)
        } catch { Issue.record("\(error)") }
    }

    @Test func versionErrors() {
        #expect(configErrors("{}") == [#"rules.json:1:1: error: $: missing required key "version" (add "version": 1)"#])
        #expect(configErrors(#"{"version": "1"}"#) == [#"rules.json:1:13: error: $.version: expected the integer 1, found a string"#])
        #expect(configErrors(#"{"version": 1.5}"#) == [#"rules.json:1:13: error: $.version: expected the integer 1, found a number"#])
        #expect(configErrors(#"{"version": 1.0}"#) == [])
        #expect(configErrors("[]") == ["rules.json:1:1: error: $: expected an object at the top level, found an array"])
    }

    @Test func unknownKeysEverywhere() {
        let json = """
            {"version": 1, "Exclude": [],
             "layers": [{"name": "A", "path": ["a/**"], "modules": ["A"]}],
             "modules": [{"name": "M", "paths": ["m/**"], "excludes": []}],
             "zzz": 1}
            """
        #expect(configErrors(json) == [
            #"rules.json:1:16: error: $.Exclude: unknown key "Exclude" (did you mean "exclude"?)"#,
            #"rules.json:2:27: error: $.layers[0].path: unknown key "path" (did you mean "paths"?)"#,
            #"rules.json:3:47: error: $.modules[0].excludes: unknown key "excludes" (did you mean "exclude"?)"#,
            #"rules.json:4:2: error: $.zzz: unknown key "zzz""#,
        ])
    }

    @Test func wrongTypes() {
        let json = #"{"version": 1, "rules": 5, "independent": [[]], "requireLayer": "yes", "exclude": "a", "layers": {}, "modules": [3], "allow": [], "forbiddenImports": {"*": [1]}, "interfaceModules": [true]}"#
        #expect(configErrors(json) == [
            "rules.json:1:25: error: $.rules: expected an object mapping rule ids to a severity or an options object, found an integer",
            #"rules.json:1:44: error: $.independent[0]: an empty group has no effect; list module globs such as "Feature*""#,
            "rules.json:1:65: error: $.requireLayer: expected true or false, found a string",
            "rules.json:1:83: error: $.exclude: expected an array of path globs, found a string",
            "rules.json:1:98: error: $.layers: expected an array of layer objects, found an object",
            #"rules.json:1:114: error: $.modules[0]: expected a module object such as {"name": "Domain", "paths": ["Domain/**"]}, found an integer"#,
            #"rules.json:1:127: error: $.allow: expected an object mapping each layer to the layers it may use, such as {"Presentation": ["Domain"]}, found an array"#,
            #"rules.json:1:158: error: $.forbiddenImports["*"][0]: expected a name glob string, found an integer"#,
            "rules.json:1:184: error: $.interfaceModules[0]: expected a name glob string, found a boolean",
        ])
    }

    @Test func undefinedLayers() {
        let json = """
            {"version": 1,
             "layers": [{"name": "Domain", "modules": ["D"]}, {"name": "Data", "paths": ["Data/**"]}],
             "allow": {"Data": ["Domian", "*"], "Dom": []},
             "forbiddenImports": {"*": ["A"], "data": ["B"], "Nope": []}}
            """
        #expect(configErrors(json) == [
            #"rules.json:3:21: error: $.allow.Data[0]: unknown layer "Domian" (did you mean "Domain"?)"#,
            #"rules.json:3:37: error: $.allow.Dom: unknown layer "Dom" (did you mean "Domain"?)"#,
            #"rules.json:4:35: error: $.forbiddenImports.data: unknown layer "data" (did you mean "Data"?)"#,
            #"rules.json:4:50: error: $.forbiddenImports.Nope: unknown layer "Nope""#,
        ])
        #expect(configErrors(#"{"version": 1, "allow": {"X": ["Y"]}}"#) == [
            #"rules.json:1:26: error: $.allow.X: unknown layer "X": no layers are defined (add them to "layers")"#,
            #"rules.json:1:32: error: $.allow.X[0]: unknown layer "Y": no layers are defined (add them to "layers")"#,
        ])
        // A misspelled "layers" key is said once: the layers it names are not then all undefined.
        #expect(configErrors(#"{"version": 1, "layer": [{"name": "X", "paths": ["x/**"]}], "allow": {"X": ["Y"]}, "forbiddenImports": {"X": ["A"]}}"#) == [
            #"rules.json:1:16: error: $.layer: unknown key "layer" (did you mean "layers"?)"#,
        ])
    }

    @Test func allowMayComeBeforeLayers() {
        let json = #"{"allow": {"B": ["A"]}, "version": 1, "layers": [{"name": "A", "paths": ["a/**"]}, {"name": "B", "paths": ["b/**"]}]}"#
        #expect(configErrors(json) == [])
    }

    @Test func namesAndDuplicates() {
        let json = """
            {"version": 1,
             "layers": [{"name": "A", "paths": ["a"]}, {"name": "A", "paths": ["b"]}, {"name": "", "paths": ["c"]},
                        {"paths": []}, {"name": "*", "modules": ["X"]}, {"name": "E"}, {"name": " F", "paths": ["f"]}],
             "modules": [{"name": "M"}, {"name": "M", "paths": ["x"]}, {"name": "M", "paths": []}]}
            """
        #expect(configErrors(json) == [
            #"rules.json:2:53: error: $.layers[1].name: duplicate layer name "A" (first declared on line 2)"#,
            "rules.json:2:84: error: $.layers[2].name: name must not be empty",
            #"rules.json:3:13: error: $.layers[3]: a layer needs "paths" or "modules" globs; this one can never match a file"#,
            #"rules.json:3:13: error: $.layers[3]: missing required key "name""#,
            #"rules.json:3:37: error: $.layers[4].name: "*" is reserved (it means every layer in "allow" and "forbiddenImports"); choose another layer name"#,
            #"rules.json:3:61: error: $.layers[5]: a layer needs "paths" or "modules" globs; this one can never match a file"#,
            #"rules.json:3:85: error: $.layers[6].name: name " F" has leading or trailing spaces"#,
            #"rules.json:4:14: error: $.modules[0]: missing required key "paths""#,
            #"rules.json:4:38: error: $.modules[1].name: duplicate module name "M" (first declared on line 4)"#,
            #"rules.json:4:69: error: $.modules[2].name: duplicate module name "M" (first declared on line 4)"#,
            "rules.json:4:83: error: $.modules[2].paths: a module needs at least one path glob",
        ])
    }

    @Test func badGlobs() {
        let json = #"{"version": 1, "exclude": ["a/***", "", "[ab", "{a,b", "a}", "/abs", "x**", "a//b", "[z-a]", "a\\"]}"#
        #expect(configErrors(json) == [
            #"rules.json:1:28: error: $.exclude[0]: '***' in glob "a/***" is not valid; use '**' for any number of folders or '*' within a name"#,
            "rules.json:1:37: error: $.exclude[1]: empty glob pattern",
            #"rules.json:1:41: error: $.exclude[2]: unclosed '[' in glob "[ab""#,
            #"rules.json:1:48: error: $.exclude[3]: unclosed '{' in glob "{a,b""#,
            #"rules.json:1:56: error: $.exclude[4]: unmatched '}' in glob "a}""#,
            #"rules.json:1:62: error: $.exclude[5]: glob "/abs" starts with '/'; patterns are relative to the root, remove the leading '/'"#,
            #"rules.json:1:70: error: $.exclude[6]: '**' in glob "x**" must be a whole path component (as in 'a/**/b'); use '*' within a name"#,
            #"rules.json:1:77: error: $.exclude[7]: glob "a//b" has an empty path component ('//')"#,
            #"rules.json:1:85: error: $.exclude[8]: invalid range 'z-a' in glob "[z-a]""#,
            #"rules.json:1:94: error: $.exclude[9]: glob "a\" ends with a dangling '\'"#,
        ])
        #expect(configErrors(#"{"version": 1, "layers": [{"name": "L", "modules": ["{A,B"]}], "compositionRoots": ["[x"], "independent": [["F***"]]}"#) == [
            #"rules.json:1:53: error: $.layers[0].modules[0]: unclosed '{' in glob "{A,B""#,
            #"rules.json:1:85: error: $.compositionRoots[0]: unclosed '[' in glob "[x""#,
            #"rules.json:1:109: error: $.independent[0][0]: '***' in glob "F***" is not valid; use '**' for any number of folders or '*' within a name"#,
        ])
    }

    @Test func severities() {
        let json = #"{"version": 1, "rules": {"a": "warn", "b": {"severity": "eror"}, "c": 3, "d": {"severity": 1}, "e": "ignore", "f": "Error"}}"#
        #expect(configErrors(json) == [
            #"rules.json:1:31: error: $.rules.a: invalid severity "warn"; expected "off", "warning" or "error" (did you mean "warning"?)"#,
            #"rules.json:1:57: error: $.rules.b.severity: invalid severity "eror"; expected "off", "warning" or "error" (did you mean "error"?)"#,
            #"rules.json:1:71: error: $.rules.c: expected a severity ("off", "warning", "error") or an object such as {"severity": "warning"}, found an integer"#,
            #"rules.json:1:92: error: $.rules.d.severity: expected "off", "warning" or "error", found an integer"#,
            #"rules.json:1:101: error: $.rules.e: invalid severity "ignore"; expected "off", "warning" or "error" (did you mean "off"?)"#,
            #"rules.json:1:116: error: $.rules.f: invalid severity "Error"; expected "off", "warning" or "error" (did you mean "error"?)"#,
        ])
    }

    @Test func unknownRuleIDs() throws {
        let json = """
            {"version": 1,
             "rules": {"fat-protocl": "error", "layer-dependency": "off", "totally-made-up": "warning"}}
            """
        let c = try #require(loadConfig(json))
        let known = ["fat-protocol", "layer-dependency", "bastard-injection"]
        #expect(c.unknownRuleErrors(known: known).map(\.description) == [
            #"rules.json:2:12: error: $.rules.fat-protocl: unknown rule "fat-protocl" (did you mean "fat-protocol"?)"#,
            #"rules.json:2:63: error: $.rules.totally-made-up: unknown rule "totally-made-up""#,
        ])
        #expect(c.ruleSetting("layer-dependency")?.severity == "off")
    }

    @Test func defaultConfiguration() {
        let c = Configuration.default
        #expect(c.layerNames.isEmpty)
        #expect(!c.requireLayer && !c.requireSuppressionReason)
        #expect(c.ruleSetting("fat-protocol") == nil)
        #expect(c.isCompositionRoot(path: "Sources/App/main.swift", hasMainAttribute: false))
        #expect(c.isInterfaceModule("FeedInterface"))
        #expect(c.unknownRuleErrors(known: []).isEmpty)
        #expect(c.optionsReader(forRule: "x").finish().isEmpty)
        #expect(!c.isExcluded(relativePath: "Generated", isDirectory: true))
    }
}
