/// One problem in a configuration file, located by line, column and JSON path.
///
/// Lines are 1-based; `\n`, `\r\n` and a lone `\r` each end a line. Columns are 1-based
/// **UTF-8 byte** columns, as in swiftc's diagnostics and the rest of archlint (so a key after
/// `"π": 1, ` is two columns further right than after `"p": 1, `). The position is that of
/// the offending key (for unknown or duplicate keys and undefined layer names used as keys)
/// or value (wrong types, bad globs, bad severities).
///
/// Rendered as `rules.json:7:5: error: $.allow.Presenter: unknown layer "Presenter" (did you
/// mean "Presentation"?)`, the gcc/Xcode shape editors jump to.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Display name of the file (as given to the loader).
    public var file: String
    public var line: Int
    public var column: Int
    /// `$`, `$.allow.Presenter`, `$.layers[1].paths[0]`, `$.forbiddenImports["*"]`.
    public var jsonPath: String
    /// What is wrong, without the location and without the suggestion.
    public var message: String
    /// A "did you mean" candidate; rendered as ` (did you mean "X"?)`.
    public var suggestion: String?

    public init(file: String, line: Int, column: Int, jsonPath: String, message: String, suggestion: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        var s = "\(file):\(line):\(column): error: \(jsonPath): \(message)"
        if let suggestion { s += " (did you mean \"\(suggestion)\"?)" }
        return s
    }

    /// Order of reports: line, column, then path and message for determinism.
    static func < (a: ConfigurationError, b: ConfigurationError) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.jsonPath != b.jsonPath { return a.jsonPath < b.jsonPath }
        return a.message < b.message
    }
}

/// Every problem found in a configuration file. Loading collects all of them before
/// throwing, so a user fixes the file in one pass.
public struct ConfigurationErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [ConfigurationError]

    public init(_ errors: [ConfigurationError]) { self.errors = errors }

    /// One error per line, sorted by line then column.
    public var description: String {
        errors.sorted(by: <).map(\.description).joined(separator: "\n")
    }
}

/// "Did you mean" lookup: case-insensitive optimal-string-alignment (Damerau-Levenshtein)
/// distance. A candidate qualifies when the distance is at most max(1, min(3, longer/3)),
/// or when it shares a prefix of at least 4 characters and half the shorter word with the
/// input and the distance is at most half the longer word (`Presenter` -> `Presentation`),
/// or when one is a prefix (3+ characters) of the other (`Dom` -> `Domain`).
/// The closest qualifying candidate wins; ties go to the earlier candidate.
public enum DidYouMean {
    public static func suggest(_ input: String, among candidates: [String]) -> String? {
        let a = Array(input.lowercased().unicodeScalars)
        if a.isEmpty { return nil }
        var best: (String, Int)?
        for candidate in candidates where candidate != input {
            let b = Array(candidate.lowercased().unicodeScalars)
            if b.isEmpty { continue }
            let d = distance(a, b)
            let longer = max(a.count, b.count)
            let shorter = min(a.count, b.count)
            // Short names differ by one letter from most other short names (`B` and `A`): an
            // edit must leave something of the name standing.
            var ok = d <= max(1, min(3, longer / 3)) && (d < shorter || shorter >= 3)
            if !ok {
                var prefix = 0
                while prefix < shorter && a[prefix] == b[prefix] { prefix += 1 }
                ok = (prefix >= 4 && prefix * 2 >= shorter && d * 2 <= longer) || (prefix >= 3 && prefix == shorter)
            }
            if ok, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let m = b.count
        var prev2 = [Int](repeating: 0, count: m + 1)
        var prev = Array(0...m)
        var cur = [Int](repeating: 0, count: m + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...m {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                cur[j] = v
            }
            swap(&prev2, &prev)
            swap(&prev, &cur)
        }
        return prev[m]
    }
}
