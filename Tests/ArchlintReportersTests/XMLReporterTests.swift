import ArchlintEngine
import ArchlintReporters
import ArchlintRules
import Foundation
import Testing

@Suite struct XMLReporterTests {
    @Test func xmlEscaping() {
        #expect(XMLWriter.escapeAttribute("a<&>\"'\n\t\r\u{0}\u{1F}é") == "a&lt;&amp;&gt;&quot;&apos;&#10;&#9;&#13;\u{FFFD}\u{FFFD}é")
        #expect(XMLWriter.escapeText("]]> \"q\"\n\u{B}") == "]]&gt; \"q\"\n\u{FFFD}")
    }

    @Test func junitGroupsByFileWithOneFailurePerFinding() {
        let xml = JUnitReporter().render(Fixtures.result)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"archlint\" tests=\"3\" failures=\"3\" errors=\"0\">\n"))
        #expect(xml.contains("<testsuite name=\"Sources/Data/Net Kit, v2/Café:Client.swift\" tests=\"1\" failures=\"1\" errors=\"0\">"))
        #expect(xml.contains("<testsuite name=\"Sources/Domain/FetchWeather.swift\" tests=\"2\" failures=\"2\" errors=\"0\">"))
        #expect(xml.contains("message=\"100% &quot;fat&quot; &lt;Client &amp; Co&gt;&#10;second line [fat-protocol]\""))
        #expect(xml.contains("fix: move the protocol into Domain"))
        #expect(!xml.contains("\u{7}"))
        #expect(xml.hasSuffix("</testsuites>\n"))
        #expect(xml.components(separatedBy: "<failure ").count == 4)
    }

    /// Like `github` and `sarif`: paths as seen from the working directory (the checkout),
    /// when the root is a folder below it.
    @Test func junitPathsStartFromTheWorkingDirectory() {
        let xml = JUnitReporter(options: ReporterOptions(pathPrefix: "App/")).render(Fixtures.result)
        #expect(xml.contains("<testsuite name=\"App/Sources/Domain/FetchWeather.swift\""))
        #expect(xml.contains("file=\"App/Sources/Domain/FetchWeather.swift\""))
        #expect(!xml.contains("name=\"Sources/"))
    }

    @Test func junitEmptyHasOnePassingTestcase() {
        let xml = JUnitReporter().render(Fixtures.empty)
        #expect(xml.contains("tests=\"1\" failures=\"0\""))
        #expect(xml.contains("<testcase classname=\"archlint\" name=\"architecture\"/>"))
        #expect(!xml.contains("<failure"))
    }

    @Test func checkstyle() {
        let xml = CheckstyleReporter().render(Fixtures.result)
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="/abs/my root/Sources/Data/Net Kit, v2/Café:Client.swift">
            <error line="12" column="8" severity="warning" message="100% &quot;fat&quot; &lt;Client &amp; Co&gt;&#10;second line" source="archlint.fat-protocol"/>
          </file>
          <file name="/abs/my root/Sources/Domain/FetchWeather.swift">
            <error line="3" column="1" severity="error" message="Domain must not depend on Data: import NetworkKit; fix: move the protocol into Domain and let Data implement it" source="archlint.layer-dependency"/>
            <error line="5" column="2" severity="error" message="cycle Domain -&gt; Data -&gt; Domain\u{FFFD}" source="archlint.cyclic-dependency"/>
          </file>
        </checkstyle>

        """
        #expect(xml == expected)
        #expect(CheckstyleReporter().render(Fixtures.empty)
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    @Test(.enabled(if: SharedTools.available, "needs python3"))
    func xmlIsWellFormedForAStrictParser() throws {
        let script = "import sys, xml.etree.ElementTree as ET; ET.parse(sys.argv[1]); print('ok')"
        for (name, text) in [
            ("junit.xml", JUnitReporter().render(Fixtures.result)),
            ("junit-empty.xml", JUnitReporter().render(Fixtures.empty)),
            ("checkstyle.xml", CheckstyleReporter().render(Fixtures.result)),
        ] {
            let file = try SharedTools.writeTemp(text, name: name)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let (status, output) = try SharedTools.run(["python3", "-c", script, file])
            #expect(status == 0, "\(name): \(output)")
        }
    }
}
