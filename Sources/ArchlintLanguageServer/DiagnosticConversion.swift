import ArchlintReporters
import ArchlintRules
import ArchlintSyntax
import Foundation

/// How positions count characters on a line: LSP's default is UTF-16 code units; a client that
/// offers `utf-8` gets archlint's own byte columns unchanged.
enum PositionEncoding: String {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// Line texts of files, read once per lint: the open documents' unsaved text, else the disk.
/// Lines end at `\n`, `\r\n` or a lone `\r`, as for the tokenizer and for LSP.
final class LineSource: @unchecked Sendable {
    private let unsaved: [String: [UInt8]]
    private var lines: [String: [ArraySlice<UInt8>]] = [:]
    private let lock = NSLock()

    init(unsaved: [String: [UInt8]]) {
        self.unsaved = unsaved
    }

    func line(_ number: Int, of path: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if lines[path] == nil {
            guard let bytes = unsaved[path] ?? FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else { return nil }
            // Line ends as the facts number lines (`\n`, `\r\n`, a lone `\r`).
            let starts = LineTable(bytes).lineStarts.map(Int.init)
            lines[path] = starts.indices.map { k in
                guard k + 1 < starts.count else { return bytes[starts[k]...] }
                // Without its line end: `\n`, `\r\n` or `\r`.
                var end = starts[k + 1]
                if bytes[end - 1] == 10 { end -= 1 }
                if end > starts[k] && bytes[end - 1] == 13 { end -= 1 }
                return bytes[starts[k]..<end]
            }
        }
        guard let all = lines[path], number >= 1, number <= all.count else { return nil }
        return Array(all[number - 1])
    }
}

/// Findings as LSP `Diagnostic`s. Columns go through the reporters' converter (one scan per
/// line, however many findings it holds).
struct DiagnosticConversion {
    let root: String
    let encoding: PositionEncoding
    let columns: ColumnConverter
    let relatedInformation: Bool
    /// The URI the client spells each open document with, by path.
    let clientURIs: [String: String]

    init(root: String, lines: LineSource, encoding: PositionEncoding, relatedInformation: Bool, clientURIs: [String: String]) {
        self.root = root
        self.encoding = encoding
        self.relatedInformation = relatedInformation
        self.clientURIs = clientURIs
        // Report paths are root-relative; the lines are read by absolute path.
        columns = ColumnConverter(sourceLine: { [root] file, line in lines.line(line, of: Self.absolute(file, root: root)) })
    }

    func diagnostic(_ finding: Finding) -> [String: Any] {
        var message = finding.message
        if let fix = finding.fix { message += "\nfix: " + fix }
        var diagnostic: [String: Any] = [
            "range": range(finding.span),
            "severity": Self.severity(finding.severity),
            "code": finding.rule,
            "source": "archlint",
            "message": message,
        ]
        if relatedInformation {
            let related: [[String: Any]] = finding.related.compactMap { r in
                guard let span = r.span else { return nil }
                let path = Self.absolute(span.file, root: root)
                return ["location": ["uri": clientURIs[path] ?? Self.fileURI(path), "range": range(span)], "message": r.message]
            }
            if !related.isEmpty { diagnostic["relatedInformation"] = related }
        }
        return diagnostic
    }

    func range(_ span: SourceSpan) -> [String: Any] {
        let startLine = max(span.line - 1, 0)
        let startCharacter = character(file: span.file, line: span.line, column: span.column)
        let endLine = max(span.endLine - 1, startLine)
        var endCharacter = character(file: span.file, line: span.endLine, column: span.endColumn)
        if endLine == startLine && endCharacter < startCharacter { endCharacter = startCharacter }
        return ["start": ["line": startLine, "character": startCharacter],
                "end": ["line": endLine, "character": endCharacter]]
    }

    /// The 0-based LSP character of archlint's 1-based UTF-8 column.
    private func character(file: String, line: Int, column: Int) -> Int {
        switch encoding {
        case .utf8: max(columns.utf8ColumnAfterByteOrderMark(file: file, line: line, utf8Column: column) - 1, 0)
        case .utf16: max(columns.utf16Column(file: file, line: line, utf8Column: column) - 1, 0)
        }
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
