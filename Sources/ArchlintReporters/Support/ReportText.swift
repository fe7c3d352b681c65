import ArchlintEngine
import ArchlintRules

/// Small pieces of text every reporter shares, so the formats agree with each other.
enum ReportText {
    /// `root + "/" + relative`; a root of `/` or `""` does not produce a double slash.
    static func absolutePath(root: String, file: String) -> String {
        if file.hasPrefix("/") { return file }
        if root.isEmpty { return file }
        return prefixed(root.hasSuffix("/") ? root : root + "/", file)
    }

    /// `prefix` (empty or ending in `/`) before a root-relative path; a file outside the root (a
    /// baseline in `../ci/`) is named without `app/../`.
    static func prefixed(_ prefix: String, _ file: String) -> String {
        let joined = prefix + file
        guard file.hasPrefix("../"), !prefix.isEmpty else { return joined }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == ".." && !parts.isEmpty && parts.last != ".." { parts.removeLast() } else if part != "." { parts.append(part) }
        }
        return (joined.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The message as formats without a structured fix field show it: `message; fix: …`.
    static func messageWithFix(_ finding: Finding) -> String {
        guard let fix = finding.fix, !fix.isEmpty else { return finding.message }
        return finding.message + "; fix: " + fix
    }

    /// Makes `s` safe for a one-line, terminal-bound format: CR, LF and tab runs become one
    /// space, every other C0 control character and DEL (ESC included, so a file name cannot
    /// inject ANSI sequences) becomes U+FFFD.
    static func singleLine(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        var lastWasSpace = false
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x09:
                if !lastWasSpace { out += " " }
                lastWasSpace = true
                continue
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                out += "\u{FFFD}"
            default:
                out.unicodeScalars.append(scalar)
            }
            lastWasSpace = false
        }
        return out
    }

    /// `1 error`, `3 errors`.
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : (plural ?? singular + "s"))
    }

    /// `0.04s`: two decimals, locale-independent, never NaN.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0.00s" }
        // `Int(_:)` truncates; adding 0.5 rounds half up (no libm `round` without Foundation).
        let h = Int(min(seconds * 100 + 0.5, Double(Int.max / 2)))
        let frac = h % 100
        return "\(h / 100)." + (frac < 10 ? "0" : "") + "\(frac)s"
    }

    /// `archlint: 3 errors, 1 warning in 120 files, 6 modules (2 suppressed, 1 baselined)`,
    /// `archlint: no violations in 120 files, 6 modules`, plus ` in 0.04s` when asked.
    static func summaryLine(_ summary: LintSummary, showDuration: Bool) -> String {
        var line = "archlint: "
        if summary.errors == 0 && summary.warnings == 0 {
            line += "no violations"
        } else {
            line += count(summary.errors, "error") + ", " + count(summary.warnings, "warning")
        }
        line += " in " + count(summary.files, "file") + ", " + count(summary.modules, "module")
        var extras: [String] = []
        if summary.suppressed > 0 { extras.append("\(summary.suppressed) suppressed") }
        if summary.baselined > 0 { extras.append("\(summary.baselined) baselined") }
        if summary.unlayeredFiles > 0 { extras.append(count(summary.unlayeredFiles, "unlayered file")) }
        if !extras.isEmpty { line += " (" + extras.joined(separator: ", ") + ")" }
        if showDuration { line += " in " + duration(summary.duration) }
        return line
    }

    /// Percent-encodes `s` as a URI path: unreserved characters (RFC 3986) and `/` are kept,
    /// every other UTF-8 byte becomes `%XX` (uppercase). `:` is encoded too, so a relative
    /// reference like `C:D.swift` can never be mistaken for a scheme.
    static func percentEncodePath(_ s: String) -> String {
        var out = ""
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
                 UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + JSONWriter.hexByte(byte).uppercased()
            }
        }
        return out
    }

    /// `file:///abs/root/` for SARIF's `originalUriBaseIds` (always ends with `/`).
    static func fileURI(directory: String) -> String {
        var path = directory.hasPrefix("/") ? directory : "/" + directory
        if !path.hasSuffix("/") { path += "/" }
        return "file://" + percentEncodePath(path)
    }

    /// 128-bit FNV-1a (two 64-bit lanes with different offsets) as 32 lowercase hex digits.
    /// Not cryptographic; only needs to be stable across runs and platforms.
    static func stableHexHash(_ s: String) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x8422_2325_cbf2_9ce4
        let prime: UInt64 = 0x0000_0100_0000_01b3
        for byte in s.utf8 {
            a = (a ^ UInt64(byte)) &* prime
            b = (b ^ UInt64(byte ^ 0x5c)) &* prime
        }
        return hex64(a) + hex64(b)
    }

    private static func hex64(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

/// Converts archlint's 1-based UTF-8 byte columns into 1-based UTF-16 code-unit columns, for
/// formats read by JavaScript-based UIs (SARIF declares `utf16CodeUnits`).
///
/// Without a line provider the column is passed through unchanged, which is exact whenever
/// the text before the column is ASCII (almost always for imports and declarations) and
/// otherwise points a little to the right of the real place.
/// UTF-8 columns to the UTF-16 columns SARIF and GitHub expect. Each line is read and
/// scanned once, whatever the number of findings on it: a 20 MB one-line file with a finding
/// every few bytes took minutes when every finding copied and walked the line.
public final class ColumnConverter {
    let sourceLine: SourceLineProvider?
    /// Per `file\0line`: where the line's bytes count differently in UTF-16 (a continuation
    /// byte counts nothing, a 4-byte lead two), with the running difference up to each;
    /// empty for an ASCII line. Nil when the line could not be read.
    private var lines: [String: [(position: Int, difference: Int)]?] = [:]

    public init(sourceLine: SourceLineProvider?) {
        self.sourceLine = sourceLine
    }

    public func utf16Column(file: String, line: Int, utf8Column: Int) -> Int {
        guard utf8Column > 1, let provider = sourceLine else { return max(utf8Column, 1) }
        let key = file + "\u{0}" + String(line)
        if lines[key] == nil {
            lines[key] = .some(provider(file, line).map { Self.differences($0, firstLine: line == 1) })
        }
        guard let read = lines[key], let differences = read else { return max(utf8Column, 1) }
        // Differences before the column's byte: the last position below it, found by halving.
        let prefix = utf8Column - 1
        var low = 0, high = differences.count
        while low < high {
            let mid = (low + high) / 2
            if differences[mid].position < prefix { low = mid + 1 } else { high = mid }
        }
        let difference = low == 0 ? 0 : differences[low - 1].difference
        return prefix - difference + 1
    }

    /// The column an editor shows for a 1-based UTF-8 column, counted in bytes: a byte-order
    /// mark opening the file is no text to an editor (archlint's columns, as swiftc's, count it).
    public func utf8ColumnAfterByteOrderMark(file: String, line: Int, utf8Column: Int) -> Int {
        guard line == 1, utf8Column > 3, let provider = sourceLine, let text = provider(file, line),
              text.starts(with: Self.byteOrderMark) else { return max(utf8Column, 1) }
        return utf8Column - 3
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Bytes whose UTF-16 count differs from one, with the running difference (UTF-8 count
    /// minus UTF-16 count) up to and including each. A byte-order mark opening the file counts
    /// nothing: editors do not show it.
    private static func differences(_ bytes: [UInt8], firstLine: Bool) -> [(position: Int, difference: Int)] {
        var out: [(position: Int, difference: Int)] = []
        var running = 0
        var end = bytes.count
        if end > 0 && bytes[end - 1] == 13 { end -= 1 }
        var start = 0
        if firstLine && bytes.starts(with: byteOrderMark) {
            start = 3
            running = 3
            out.append((2, running))
        }
        for i in start..<max(end, start) where bytes[i] >= 0x80 {
            switch bytes[i] {
            case 0x80...0xBF: running += 1      // continuation byte: counted with its lead
            case 0xF0...0xF7: running -= 1      // 4-byte sequence: a surrogate pair
            default: continue                   // 2- and 3-byte leads, stray bytes: one unit
            }
            out.append((i, running))
        }
        return out
    }
}
