import Testing
@testable import ArchlintWorkspace

@Suite struct GlobTests {
    private func m(_ pattern: String, _ text: String) -> Bool {
        guard let g = try? Glob(pattern) else {
            Issue.record("invalid pattern \(pattern)")
            return false
        }
        // Every assertion also checks the prepared-path route that layers and excludes take.
        let direct = g.matches(text)
        let prepared = Glob.withPreparedPath(text) { g.matches($0) }
        #expect(direct == prepared, "\(pattern) on \(text): \(direct) vs prepared \(prepared)")
        return direct
    }

    /// A folder name escaped for a glob matches itself and nothing else.
    @Test func escapedTextMatchesLiterally() {
        for name in ["Domain [core]", "Data {v2}", "a*b", "what?", "x,y", "back\\slash", "Plain"] {
            let pattern = "**/" + Glob.escaped(name) + "/**"
            #expect(m(pattern, "App/\(name)/File.swift"), "\(pattern)")
        }
        #expect(!m("**/" + Glob.escaped("Domain [core]") + "/**", "App/Domain c/File.swift"))
        #expect(!m("**/" + Glob.escaped("a*b") + "/**", "App/aXb/File.swift"))
        #expect(Glob.escaped("Data {v2}") == "Data \\{v2\\}")
    }

    /// Literal components are checked before the full match: a path without them is rejected
    /// early, one with them in the wrong place still goes through the matcher.
    @Test func literalComponentPrefilter() {
        #expect(m("**/Feature12/Presentation/**", "Sources/Feature12/Presentation/View.swift"))
        #expect(m("**/Feature12/Presentation/**", "Feature12/Presentation/a/b.swift"))
        #expect(!m("**/Feature12/Presentation/**", "Sources/Feature1/Presentation/View.swift"))
        #expect(!m("**/Feature12/Presentation/**", "Sources/Presentation/Feature12/View.swift"))
        #expect(!m("**/Feature12/Presentation/**", "Sources/Feature12Presentation/View.swift"))
        #expect(!m("**/Feature12/Presentation/**", "Sources/Feature12/Presentation"))
        #expect(m("Sources/{Feature12,Shared}/**", "Sources/Shared/x.swift"))
        #expect(m("Sources/[Ff]eature/*.swift", "Sources/feature/a.swift"))
        #expect(m("a\\*b/c", "a*b/c") && !m("a\\*b/c", "aXb/c"))
        #expect(!m("Vendor/**", "") && !m("x", ""))
    }

    @Test func star() {
        #expect(m("*.swift", "a.swift"))
        #expect(m("*.swift", ".swift"))
        #expect(!m("*.swift", "a/b.swift"))
        #expect(m("Feature*", "FeatureLogin"))
        #expect(m("Feature*", "Feature"))
        #expect(!m("Feature*", "MyFeature"))
        #expect(m("*Interface", "Interface"))
        #expect(m("*Interface", "FeedInterface"))
        #expect(!m("*Interface", "FeedInterfaces"))
        #expect(m("a*b*c", "aXXbYYc"))
        #expect(!m("a*b*c", "aXXbYY"))
        #expect(m("Alamofire*", "Alamofire"))
        #expect(m("UIKit", "UIKit") && !m("UIKit", "UIKitX") && !m("UIKit", "uikit"))
    }

    /// `**/name` takes a shortcut (only the last component is matched): it must give what the
    /// general matcher gives, which `**/x/name`-shaped patterns still use.
    @Test func globstarThenOneComponent() {
        let paths = ["main.swift", "App/main.swift", "a/b/c/main.swift", "main.swift/x", "xmain.swift", "", "a/",
                     "Sources/App/AppComponent.swift", "AppComponent.swift/Other.swift", "Component.swift"]
        for path in paths {
            let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
            #expect(m("**/main.swift", path) == (last == "main.swift"), "\(path)")
            #expect(m("**/*Component.swift", path) == last.hasSuffix("Component.swift"), "\(path)")
            // The general matcher (a globstar that is not the only folder part) agrees.
            #expect(m("**/main.swift", path) == m("**/main.swift", "root/" + path) || path.isEmpty, "\(path)")
        }
        #expect(m("**/main.swift", "main.swift") && m("**/main.swift", "a/b/main.swift"))
        #expect(!m("**/main.swift", "main.swift/x") && !m("**/main.swift", "xmain.swift"))
        #expect(m("**/*", "a/b") && m("**/*", "a"))
        // `*literals` is compared from the end; other shapes after a star take the general path.
        #expect(m("*Component.swift", "Component.swift") && m("*Component.swift", "ÜberComponent.swift"))
        #expect(!m("*Component.swift", "omponent.swift") && !m("*Component.swift", "Component.swiftx"))
        #expect(m("*[0-9].swift", "File7.swift") && !m("*[0-9].swift", "File.swift"))
        #expect(m("*?.swift", "a.swift") && !m("*?.swift", ".swift"))
        #expect(m("*a*b", "xxaYYb") && !m("*a*b", "xxaYY"))
    }

    @Test func globstar() {
        #expect(m("**/X/**", "X/a.swift"))
        #expect(m("**/X/**", "a/X/b/c.swift"))
        #expect(!m("**/X/**", "a/XY/b.swift"))
        #expect(!m("**/X/**", "a/X"))  // trailing /** needs something inside
        #expect(m("**/main.swift", "main.swift"))
        #expect(m("**/main.swift", "Sources/App/main.swift"))
        #expect(!m("**/main.swift", "Sources/App/domain.swift"))
        #expect(m("Domain/**", "Domain/a.swift") && m("Domain/**", "Domain/a/b.swift"))
        #expect(!m("Domain/**", "Domain") && !m("Domain/**", "DomainX/a.swift"))
        #expect(m("**", "a") && m("**", "a/b/c"))
        #expect(m("a/**/b", "a/b") && m("a/**/b", "a/x/y/b") && !m("a/**/b", "a/x/y/c"))
        #expect(m("**/**/x", "x") && m("a/**/**/b", "a/q/b"))
        #expect(m("App/**/AppContainer.swift", "App/AppContainer.swift"))
        #expect(m("App/**/AppContainer.swift", "App/Sources/DI/AppContainer.swift"))
        #expect(!m("App/**/AppContainer.swift", "Lib/App/AppContainer.swift"))
    }

    @Test func questionMarkClassesAndBraces() {
        #expect(m("?.swift", "a.swift") && !m("?.swift", "ab.swift"))
        #expect(m("?.swift", "é.swift") && m("?.swift", "🚀.swift"))
        #expect(m("[abc].swift", "b.swift") && !m("[abc].swift", "d.swift"))
        #expect(m("[!a].swift", "b.swift") && !m("[!a].swift", "a.swift"))
        #expect(m("[^a].swift", "b.swift"))
        #expect(m("[a-c]x", "bx") && !m("[a-c]x", "dx"))
        #expect(m("[]]", "]"))
        #expect(m("[é]", "é"))
        #expect(m("{Sources,Tests}/**", "Sources/a.swift") && m("{Sources,Tests}/**", "Tests/a.swift"))
        #expect(!m("{Sources,Tests}/**", "Docs/a.swift"))
        #expect(m("{a,b{c,d}}", "bd") && m("{a,b{c,d}}", "a") && !m("{a,b{c,d}}", "b"))
        #expect(m("{a/b,c}/x", "a/b/x") && m("{a/b,c}/x", "c/x"))
        #expect(m("x{,y}", "x") && m("x{,y}", "xy"))
        #expect(m(#"a\*b"#, "a*b") && !m(#"a\*b"#, "aXb"))
        #expect(m("Vendor/", "Vendor"))
    }

    @Test func invalidPatterns() {
        let cases: [(String, String)] = [
            ("", "empty glob pattern"),
            ("a/***", #"'***' in glob "a/***" is not valid; use '**' for any number of folders or '*' within a name"#),
            ("[ab", #"unclosed '[' in glob "[ab""#),
            ("{a,b", #"unclosed '{' in glob "{a,b""#),
            ("a}", #"unmatched '}' in glob "a}""#),
            ("/abs", #"glob "/abs" starts with '/'; patterns are relative to the root, remove the leading '/'"#),
            ("!App/**/Legacy/**", #"glob "!App/**/Legacy/**" starts with '!', but a glob cannot be negated here; list what to include, or add the folder to "exclude" (a file name starting with '!' is written \!)"#),
            ("**.swift", #"'**' in glob "**.swift" must be a whole path component (as in 'a/**/b'); use '*' within a name"#),
            ("a//b", #"glob "a//b" has an empty path component ('//')"#),
            ("[]", #"unclosed '[' in glob "[]""#),
            ("[z-a]", #"invalid range 'z-a' in glob "[z-a]""#),
            ("a\\", #"glob "a\" ends with a dangling '\'"#),
            (String(repeating: "{a,b}", count: 11), #"glob "\#(String(repeating: "{a,b}", count: 11))" expands to more than 1024 alternatives"#),
            // Limits checked before any expansion: a 20,000-deep nest took seconds and gigabytes.
            (String(repeating: "a", count: 4_097), #"glob "\#(String(repeating: "a", count: 40))..." is 4097 bytes long; a glob may have at most 4096"#),
            (String(repeating: "{a,", count: 33) + "b" + String(repeating: "}", count: 33),
             #"glob "{a,{a,{a,{a,{a,{a,{a,{a,{a,{a,{a,{a,{a,{..." nests '{' 33 deep; a glob may nest at most 32"#),
        ]
        for (pattern, message) in cases {
            do {
                _ = try Glob(pattern)
                Issue.record("\(pattern) should be invalid")
            } catch let e as Glob.SyntaxError {
                #expect(e.message == message)
            } catch {
                Issue.record("\(error)")
            }
        }
        #expect((try? Glob(String(repeating: "{a,b}", count: 10))) != nil)
        #expect((try? Glob(String(repeating: "{a,", count: 32) + "b" + String(repeating: "}", count: 32))) != nil)
        #expect((try? Glob(String(repeating: "a", count: 4_096))) != nil)
        // A `{` in a class is a character: forty of them nest nothing.
        #expect((try? Glob(String(repeating: "[{]", count: 40) + ".swift")) != nil)
        // A long pattern is quoted by its start in every message.
        let long = String(repeating: "{a,b}", count: 819)
        do { _ = try Glob(long); Issue.record("expected an error") } catch let e as Glob.SyntaxError {
            #expect(e.message == #"glob "\#(long.prefix(40))..." expands to more than 1024 alternatives"#, "\(e.message.prefix(120))")
        } catch { Issue.record("\(error)") }
    }

    @Test func directoryMatching() throws {
        let g = try Glob("**/Generated/**")
        #expect(g.matchesDirectory("Sources/Generated"))
        #expect(g.matchesDirectory("Generated"))
        #expect(g.matchesDirectory("Sources/Generated/"))
        #expect(!g.matchesDirectory("Sources/GeneratedX"))
        #expect(try Glob("Vendor").matchesDirectory("Vendor"))
        #expect(try !Glob("**/*.swift").matchesDirectory("Sources"))
    }

    @Test func noExponentialBacktracking() throws {
        let clock = ContinuousClock()
        let long = String(repeating: "a", count: 5000)
        let deep = Array(repeating: "a", count: 2000).joined(separator: "/")
        let elapsed = try clock.measure {
            let g = try Glob("**/**/**/*a*a*a*b")
            #expect(!g.matches(long))
            #expect(!g.matches(deep))
            #expect(g.matches(deep + "/aaab"))
            #expect(try !Glob("*a*a*a*a*a*a*a*b").matches(long))
            #expect(try !Glob("**/a/**/a/**/a/**/b").matches(deep))
        }
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }

    @Test func equalityIsByPattern() throws {
        #expect(try Glob("a*") == Glob("a*"))
        #expect(try Set([Glob("a"), Glob("a"), Glob("b")]).count == 2)
        #expect(try Glob("x/**").pattern == "x/**")
    }
}
