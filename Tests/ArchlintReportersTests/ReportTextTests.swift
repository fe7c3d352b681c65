import ArchlintEngine
@testable import ArchlintReporters
import Testing

@Suite struct ReportTextTests {
    @Test func durationIsLocaleFreeAndTotal() {
        #expect(ReportText.duration(0.0412) == "0.04s")
        #expect(ReportText.duration(0.046) == "0.05s")
        #expect(ReportText.duration(12.3) == "12.30s")
        #expect(ReportText.duration(-1) == "0.00s")
        #expect(ReportText.duration(.nan) == "0.00s")
        #expect(ReportText.duration(.infinity) == "0.00s")
    }

    @Test func paths() {
        #expect(ReportText.absolutePath(root: "/", file: "A.swift") == "/A.swift")
        #expect(ReportText.absolutePath(root: "/r", file: "A.swift") == "/r/A.swift")
        // A file outside the root (a baseline in `../ci/`): no `app/../` in what is shown.
        #expect(ReportText.absolutePath(root: "/w/app", file: "../ci/baseline.json") == "/w/ci/baseline.json")
        #expect(ReportText.prefixed("app/", "../ci/baseline.json") == "ci/baseline.json")
        #expect(ReportText.prefixed("app/", "../../shared/base.json") == "../shared/base.json")
        #expect(ReportText.prefixed("", "../ci/baseline.json") == "../ci/baseline.json")
        #expect(ReportText.prefixed("Fixtures/App/", "Domain/User.swift") == "Fixtures/App/Domain/User.swift")
        #expect(ReportText.percentEncodePath("a b/100%/ü:x,y~") == "a%20b/100%25/%C3%BC%3Ax%2Cy~")
        #expect(ReportText.fileURI(directory: "/") == "file:///")
        #expect(ReportText.fileURI(directory: "/my root") == "file:///my%20root/")
    }

    @Test func summaryLineParts() {
        let s = LintSummary(files: 1, modules: 2, errors: 1, warnings: 0, suppressed: 0, baselined: 0,
                            unlayeredFiles: 3)
        #expect(ReportText.summaryLine(s, showDuration: false)
                == "archlint: 1 error, 0 warnings in 1 file, 2 modules (3 unlayered files)")
    }

    @Test func columnConversionWithoutLinesOrPastTheEnd() {
        let converter = ColumnConverter(sourceLine: { _, _ in Array("é".utf8) })
        #expect(converter.utf16Column(file: "f", line: 1, utf8Column: 3) == 2)   // after é
        #expect(converter.utf16Column(file: "f", line: 1, utf8Column: 5) == 4)   // 2 past the end
        #expect(ColumnConverter(sourceLine: nil).utf16Column(file: "f", line: 1, utf8Column: 7) == 7)
        #expect(ColumnConverter(sourceLine: nil).utf16Column(file: "f", line: 1, utf8Column: 0) == 1)
    }

    /// A byte-order mark opening the file is no text to an editor: `import UIKit` after it is at
    /// UTF-16 column 1 (SARIF, GitHub, LSP) and at UTF-8 column 1 for an LSP client counting
    /// bytes; on later lines the same bytes are a character like any other.
    @Test func aByteOrderMarkIsNotCountedForEditors() {
        let converter = ColumnConverter(sourceLine: { _, _ in [0xEF, 0xBB, 0xBF] + Array("import é".utf8) })
        #expect(converter.utf16Column(file: "f", line: 1, utf8Column: 4) == 1)
        #expect(converter.utf16Column(file: "f", line: 1, utf8Column: 11) == 8)    // é, after the mark
        #expect(converter.utf16Column(file: "f", line: 1, utf8Column: 13) == 9)    // past é
        #expect(converter.utf8ColumnAfterByteOrderMark(file: "f", line: 1, utf8Column: 4) == 1)
        #expect(converter.utf16Column(file: "f", line: 2, utf8Column: 4) == 2)
        #expect(converter.utf8ColumnAfterByteOrderMark(file: "f", line: 2, utf8Column: 4) == 4)
    }

    /// A long line with many findings is read once and each column found without walking the
    /// line again; columns after 2-, 3- and 4-byte characters, and ASCII lines, come out right.
    @Test func eachLineIsReadOnceWhateverTheFindingsOnIt() {
        final class Reads: @unchecked Sendable { var count = 0 }
        let reads = Reads()
        let text = Array("aé€😀b".utf8) + Array(repeating: UInt8(ascii: "x"), count: 100_000)
        let converter = ColumnConverter(sourceLine: { _, line in reads.count += 1; return line == 1 ? text : Array("plain".utf8) })
        // Byte columns of a, é, €, 😀, b: 1, 2, 4, 7, 11; UTF-16 columns 1, 2, 3, 4, 6.
        #expect([1, 2, 4, 7, 11, 12].map { converter.utf16Column(file: "f", line: 1, utf8Column: $0) } == [1, 2, 3, 4, 6, 7])
        for column in stride(from: 12, to: 100_000, by: 7) {
            #expect(converter.utf16Column(file: "f", line: 1, utf8Column: column) == column - 5)
        }
        #expect(converter.utf16Column(file: "f", line: 2, utf8Column: 4) == 4)
        #expect(reads.count == 2)
    }
}
