import ArchlintEngine
import ArchlintReporters
import Testing

@Suite struct ReportFormatTests {
    @Test func everyFormatRendersDeterministicallyAndEndsWithNewline() {
        #expect(ReportFormat.allCases.map(\.rawValue)
                == ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate"])
        for format in ReportFormat.allCases {
            for input in [Fixtures.result, Fixtures.empty] {
                let once = format.reporter().render(input)
                #expect(once == format.reporter().render(input), "\(format)")
                #expect(once.hasSuffix("\n"), "\(format)")
            }
            #expect(!format.summary.isEmpty && !format.fileExtension.isEmpty)
        }
        #expect(ReportFormat(rawValue: "sarif") == .sarif)
        #expect(ReportFormat(rawValue: "xml") == nil)
    }
}
