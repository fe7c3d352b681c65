import ArchlintRules
import Foundation

/// How positions count characters on a line: LSP's default is UTF-16 code units; a client that
/// offers `utf-8` gets archlint's own byte columns unchanged.
enum PositionEncoding: String {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// Line texts of files, read once per lint: the open documents' unsaved text, else the disk.
final class LineSource {
    private let unsaved: [String: [UInt8]]
    private var lines: [String: [ArraySlice<UInt8>]] = [:]

    init(unsaved: [String: [UInt8]]) {
        self.unsaved = unsaved
    }

    func line(_ number: Int, of path: String) -> ArraySlice<UInt8>? {
        if lines[path] == nil {
            guard let bytes = unsaved[path] ?? FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else { return nil }
            lines[path] = bytes.split(separator: 10, omittingEmptySubsequences: false)
        }
        guard let all = lines[path], number >= 1, number <= all.count else { return nil }
        return all[number - 1]
    }

    /// The 0-based LSP character of archlint's 1-based UTF-8 column.
    func character(path: String, line: Int, utf8Column: Int, encoding: PositionEncoding) -> Int {
        let prefix = max(utf8Column - 1, 0)
        guard encoding == .utf16, prefix > 0, let text = self.line(line, of: path) else { return prefix }
        var units = 0
        var i = text.startIndex
        let end = min(text.startIndex + prefix, text.endIndex)
        while i < end {
            let b = text[i]
            // A lead byte starts a scalar: one unit, two for a 4-byte one (a surrogate pair);
            // continuation bytes add nothing.
            if b < 0x80 || b >= 0xC0 { units += b >= 0xF0 ? 2 : 1 }
            i += 1
        }
        // Columns past the end of the line (a finding at the newline) keep their distance.
        return units + (prefix - (end - text.startIndex))
    }
}

/// One finding as an LSP `Diagnostic`.
enum DiagnosticConversion {
    static func diagnostic(_ finding: Finding, root: String, lines: LineSource, encoding: PositionEncoding) -> [String: Any] {
        let path = absolute(finding.span.file, root: root)
        var message = finding.message
        if let fix = finding.fix { message += "\nfix: " + fix }
        var diagnostic: [String: Any] = [
            "range": range(finding.span, path: path, lines: lines, encoding: encoding),
            "severity": severity(finding.severity),
            "code": finding.rule,
            "source": "archlint",
            "message": message,
        ]
        let related: [[String: Any]] = finding.related.compactMap { r in
            guard let span = r.span else { return nil }
            let relatedPath = absolute(span.file, root: root)
            return ["location": ["uri": fileURI(relatedPath), "range": range(span, path: relatedPath, lines: lines, encoding: encoding)],
                    "message": r.message]
        }
        if !related.isEmpty { diagnostic["relatedInformation"] = related }
        return diagnostic
    }

    static func range(_ span: SourceSpan, path: String, lines: LineSource, encoding: PositionEncoding) -> [String: Any] {
        let startLine = max(span.line - 1, 0)
        let startCharacter = lines.character(path: path, line: span.line, utf8Column: span.column, encoding: encoding)
        var endLine = max(span.endLine - 1, startLine)
        var endCharacter = lines.character(path: path, line: span.endLine, utf8Column: span.endColumn, encoding: encoding)
        if endLine == startLine && endCharacter < startCharacter { endCharacter = startCharacter }
        if endLine < startLine { endLine = startLine }
        return ["start": ["line": startLine, "character": startCharacter],
                "end": ["line": endLine, "character": endCharacter]]
    }

    /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        default: 3
        }
    }

    static func absolute(_ file: String, root: String) -> String {
        file.hasPrefix("/") ? file : (root == "/" ? "/" + file : root + "/" + file)
    }

    static func fileURI(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// The path of a `file:` URI, percent-decoded; nil for other schemes (`untitled:`).
    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }
}
