/// A glob over `/`-separated root-relative paths or plain names (modules, imports).
///
/// Syntax:
/// - `*` any run of characters within one path component (never `/`);
/// - `**` as a whole component: any number (zero or more) of components, so `**/X/**`
///   matches `X/a.swift` and `a/X/b/c.swift`; a trailing `/**` needs at least one component
///   (`Domain/**` matches what is *inside* `Domain`; see `matchesDirectory` for pruning);
/// - `?` one character (one Unicode scalar); `[abc]`, `[a-z]`, `[!a]` / `[^a]` one character
///   from / not from a set; `{a,b}` alternatives (may nest, may contain `/`);
/// - `\` escapes the next character.
///
/// Matching is case-sensitive (module names and most file systems' paths are). Patterns are
/// anchored at the root: `main.swift` matches only `main.swift`, use
/// `**/main.swift` for any folder. Errors: empty pattern, leading `/` or `!` (no negation), unbalanced `[` or
/// `{`/`}`, `***`, `**` inside a component, dangling `\`, more than 1,024 alternatives.
///
/// Matching runs on UTF-8 bytes without allocation, iteratively: wildcards use the classic single-backtrack-point algorithm at
/// both the component and the character level, so the cost is O(pattern × text), never
/// exponential.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String

    /// The pattern has no wildcard, class, alternative or escape: it matches its own text only.
    public var isLiteral: Bool {
        !pattern.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "\\") }
    }

    /// `text` as a pattern that matches it literally: `Domain [core]` -> `Domain \[core\]`.
    /// For folder and file names written into globs (`archlint init`).
    public static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            if c == "\\" || c == "*" || c == "?" || c == "[" || c == "]" || c == "{" || c == "}" || c == "," { out.append("\\") }
            out.append(c)
        }
        return out
    }
    /// Brace-expanded alternatives, each a list of components.
    let alternatives: [[Component]]
    /// For alternatives ending in `/**`: the alternative without it (used to prune directories).
    let directoryPrefixes: [[Component]]
    /// Per alternative (and per directory prefix): its wholly literal components, which a
    /// matching path must contain as components. Checked first: a configuration with a hundred
    /// `**/Feature/Presentation/**` globs rejects most paths without the backtracking match.
    let alternativeLiterals: [[[UInt8]]]
    let prefixLiterals: [[[UInt8]]]
    /// Per alternative: its one name pattern when it is `name` or `**/name` and the name is
    /// literal text around at most one `*` (`main.swift`, `*Assembly.swift`, `Domain*`), the
    /// shape of nearly every composition-root, module and layer glob. Those are matched by
    /// comparing the ends of the name (or of the path's last component), without the
    /// backtracking matcher.
    let simpleNames: [SimpleName?]

    /// `prefix*suffix`, or `prefix` alone when there is no star.
    struct SimpleName: Sendable, Hashable {
        var prefix: [UInt8]
        var suffix: [UInt8]
        var hasStar: Bool
        /// `**/name` (any folder) rather than `name` (the whole text).
        var anyFolder: Bool

        init?(_ components: [Component]) {
            let atoms: [Atom]
            switch components.count {
            case 1:
                guard case .atoms(let a) = components[0] else { return nil }
                atoms = a
                anyFolder = false
            case 2:
                guard components[0] == .globstar, case .atoms(let a) = components[1] else { return nil }
                atoms = a
                anyFolder = true
            default:
                return nil
            }
            prefix = []
            suffix = []
            hasStar = false
            for atom in atoms {
                switch atom {
                case .literal(let bytes):
                    if hasStar { suffix += bytes } else { prefix += bytes }
                case .star where !hasStar:
                    hasStar = true
                default:
                    return nil
                }
            }
        }

        /// Whether `name` (one path component, or a whole plain name) matches.
        func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
            let n = name.count
            if !hasStar {
                guard n == prefix.count else { return false }
                for k in 0..<n where name[k] != prefix[k] { return false }
                return true
            }
            guard n >= prefix.count + suffix.count else { return false }
            for k in 0..<prefix.count where name[k] != prefix[k] { return false }
            let start = n - suffix.count
            for k in 0..<suffix.count where name[start + k] != suffix[k] { return false }
            // `*` runs within one component.
            for k in prefix.count..<start where name[k] == UInt8(ascii: "/") { return false }
            return true
        }

        /// Whether the whole `text` matches: for `**/name`, its last component.
        func matchesText(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            if !anyFolder { return matches(text) }
            var slash = text.count - 1
            while slash >= 0 && text[slash] != UInt8(ascii: "/") { slash -= 1 }
            return matches(UnsafeBufferPointer(rebasing: text[(slash + 1)...]))
        }
    }

    enum Atom: Sendable, Hashable {
        case literal([UInt8])       // one scalar's bytes
        case any                    // ?
        case star                   // *
        case set(ranges: [ClosedRange<UInt32>], negated: Bool)
    }

    enum Component: Sendable, Hashable {
        case globstar
        case atoms([Atom])
    }

    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    static let maxAlternatives = 1024

    public var description: String { pattern }

    /// Longer patterns and deeper `{...}` nesting are mistakes (a generated or pasted value),
    /// and expanding them costs time and memory that grow faster than their length.
    static let maxPatternBytes = 4_096

    /// A pattern as messages quote it: whole when short, its start when long.
    static func shown(_ pattern: String) -> String {
        pattern.utf8.count <= 200 ? pattern : String(pattern.prefix(40)) + "..."
    }
    static let maxBraceDepth = 32

    public init(_ pattern: String) throws {
        self.pattern = pattern
        if pattern.isEmpty { throw SyntaxError(message: "empty glob pattern") }
        if pattern.utf8.count > Glob.maxPatternBytes {
            throw SyntaxError(message: "glob \"\(pattern.prefix(40))...\" is \(pattern.utf8.count) bytes long; a glob may have at most \(Glob.maxPatternBytes)")
        }
        // `{` inside a `[...]` class is a character, not a nest.
        var depth = 0, deepest = 0, escaped = false, inClass = false
        for b in pattern.utf8 {
            if escaped { escaped = false; continue }
            if b == UInt8(ascii: "\\") { escaped = true; continue }
            if inClass { if b == UInt8(ascii: "]") { inClass = false }; continue }
            if b == UInt8(ascii: "[") { inClass = true } else if b == UInt8(ascii: "{") { depth += 1; deepest = max(deepest, depth) } else if b == UInt8(ascii: "}") { depth -= 1 }
        }
        if deepest > Glob.maxBraceDepth {
            throw SyntaxError(message: "glob \"\(pattern.prefix(40))...\" nests '{' \(deepest) deep; a glob may nest at most \(Glob.maxBraceDepth)")
        }
        if pattern.hasPrefix("/") {
            throw SyntaxError(message: "glob \"\(Glob.shown(pattern))\" starts with '/'; patterns are relative to the root, remove the leading '/'")
        }
        // `!App/Legacy/**` (gitignore's negation) would silently match nothing.
        if pattern.hasPrefix("!") {
            throw SyntaxError(message: "glob \"\(Glob.shown(pattern))\" starts with '!', but a glob cannot be negated here; list what to include, or add the folder to \"exclude\" (a file name starting with '!' is written \\!)")
        }
        let expanded = try Glob.expandBraces(Array(pattern.unicodeScalars), pattern: pattern)
        var alts: [[Component]] = []
        var prefixes: [[Component]] = []
        for alt in expanded {
            var comps = try Glob.compile(alt, pattern: pattern)
            if comps.count >= 2, comps.last == .globstar {
                prefixes.append(Array(comps.dropLast()))
                // `X/**` = `X/**/*`: at least one more component.
                comps.append(.atoms([.star]))
            }
            alts.append(comps)
        }
        alternatives = alts
        directoryPrefixes = prefixes
        alternativeLiterals = alts.map(Glob.literalComponents)
        prefixLiterals = prefixes.map(Glob.literalComponents)
        simpleNames = alts.map(SimpleName.init)
    }

    private static func literalComponents(_ components: [Component]) -> [[UInt8]] {
        components.compactMap { component -> [UInt8]? in
            guard case .atoms(let atoms) = component, !atoms.isEmpty else { return nil }
            var bytes: [UInt8] = []
            for atom in atoms {
                guard case .literal(let b) = atom else { return nil }
                bytes += b
            }
            return bytes
        }
    }

    public static func == (a: Glob, b: Glob) -> Bool { a.pattern == b.pattern }
    public func hash(into h: inout Hasher) { h.combine(pattern) }

    // MARK: Compilation

    private static func expandBraces(_ s: [Unicode.Scalar], pattern: String) throws -> [[Unicode.Scalar]] {
        // Find the first top-level `{` that is not escaped and not inside `[...]`.
        var k = 0
        var open = -1
        while k < s.count {
            let c = s[k]
            if c == "\\" { k += 2; continue }
            if c == "[" { k = try skipClass(s, from: k, pattern: pattern); continue }
            if c == "}" { throw SyntaxError(message: "unmatched '}' in glob \"\(Glob.shown(pattern))\"") }
            if c == "{" { open = k; break }
            k += 1
        }
        if open < 0 { return [s] }
        // Find its matching `}` and the top-level commas.
        var depth = 0
        var commas: [Int] = []
        var close = -1
        k = open
        while k < s.count {
            let c = s[k]
            if c == "\\" { k += 2; continue }
            if c == "[" { k = try skipClass(s, from: k, pattern: pattern); continue }
            if c == "{" { depth += 1 } else if c == "}" {
                depth -= 1
                if depth == 0 { close = k; break }
            } else if c == "," && depth == 1 { commas.append(k) }
            k += 1
        }
        if close < 0 { throw SyntaxError(message: "unclosed '{' in glob \"\(Glob.shown(pattern))\"") }
        let head = Array(s[..<open])
        let tail = Array(s[(close + 1)...])
        let bounds = [open] + commas + [close]
        var result: [[Unicode.Scalar]] = []
        for j in 0..<(bounds.count - 1) {
            let part = Array(s[(bounds[j] + 1)..<bounds[j + 1]])
            for expanded in try expandBraces(head + part + tail, pattern: pattern) {
                result.append(expanded)
                if result.count > maxAlternatives {
                    throw SyntaxError(message: "glob \"\(Glob.shown(pattern))\" expands to more than \(maxAlternatives) alternatives")
                }
            }
        }
        return result
    }

    /// Index just past the `]` closing the class that starts at `from`.
    private static func skipClass(_ s: [Unicode.Scalar], from: Int, pattern: String) throws -> Int {
        var k = from + 1
        if k < s.count && (s[k] == "!" || s[k] == "^") { k += 1 }
        if k < s.count && s[k] == "]" { k += 1 }  // `[]a]`: a leading `]` is a member
        while k < s.count {
            if s[k] == "\\" { k += 2; continue }
            if s[k] == "]" { return k + 1 }
            k += 1
        }
        throw SyntaxError(message: "unclosed '[' in glob \"\(Glob.shown(pattern))\"")
    }

    private static func compile(_ s: [Unicode.Scalar], pattern: String) throws -> [Component] {
        // Split on unescaped `/` outside classes.
        var parts: [[Unicode.Scalar]] = [[]]
        var k = 0
        while k < s.count {
            let c = s[k]
            if c == "\\" {
                guard k + 1 < s.count else { throw SyntaxError(message: "glob \"\(Glob.shown(pattern))\" ends with a dangling '\\'") }
                parts[parts.count - 1].append(c); parts[parts.count - 1].append(s[k + 1]); k += 2; continue
            }
            if c == "[" {
                let end = try skipClass(s, from: k, pattern: pattern)
                parts[parts.count - 1].append(contentsOf: s[k..<end]); k = end; continue
            }
            if c == "/" { parts.append([]); k += 1; continue }
            parts[parts.count - 1].append(c)
            k += 1
        }
        var comps: [Component] = []
        for (n, part) in parts.enumerated() {
            if part.isEmpty {
                if n == parts.count - 1 && n > 0 { continue }  // trailing `/`: `Generated/` = `Generated`
                throw SyntaxError(message: "glob \"\(Glob.shown(pattern))\" has an empty path component ('//')")
            }
            if part.count == 2 && part[0] == "*" && part[1] == "*" {
                if comps.last != .globstar { comps.append(.globstar) }  // `**/**` = `**`
                continue
            }
            var atoms: [Atom] = []
            var j = 0
            while j < part.count {
                let c = part[j]
                switch c {
                case "*":
                    var run = 1
                    while j + run < part.count && part[j + run] == "*" { run += 1 }
                    if run >= 3 {
                        throw SyntaxError(message: "'***' in glob \"\(Glob.shown(pattern))\" is not valid; use '**' for any number of folders or '*' within a name")
                    }
                    if run == 2 {
                        throw SyntaxError(message: "'**' in glob \"\(Glob.shown(pattern))\" must be a whole path component (as in 'a/**/b'); use '*' within a name")
                    }
                    atoms.append(.star)
                    j += 1
                case "?":
                    atoms.append(.any); j += 1
                case "[":
                    let end = try skipClass(part, from: j, pattern: pattern)
                    atoms.append(try compileClass(Array(part[(j + 1)..<(end - 1)]), pattern: pattern))
                    j = end
                case "\\":
                    atoms.append(.literal(Array(String(Character(part[j + 1])).utf8))); j += 2
                default:
                    atoms.append(.literal(Array(String(Character(c)).utf8))); j += 1
                }
            }
            comps.append(.atoms(atoms))
        }
        return comps
    }

    private static func compileClass(_ body: [Unicode.Scalar], pattern: String) throws -> Atom {
        var k = 0
        var negated = false
        if k < body.count && (body[k] == "!" || body[k] == "^") { negated = true; k += 1 }
        var members: [Unicode.Scalar] = []
        var escapedFlags: [Bool] = []
        while k < body.count {
            if body[k] == "\\" && k + 1 < body.count { members.append(body[k + 1]); escapedFlags.append(true); k += 2; continue }
            members.append(body[k]); escapedFlags.append(false); k += 1
        }
        if members.isEmpty { throw SyntaxError(message: "empty '[]' in glob \"\(Glob.shown(pattern))\"") }
        var ranges: [ClosedRange<UInt32>] = []
        var m = 0
        while m < members.count {
            let lo = members[m].value
            if m + 2 < members.count && members[m + 1] == "-" && !escapedFlags[m + 1] {
                let hi = members[m + 2].value
                if hi < lo { throw SyntaxError(message: "invalid range '\(members[m])-\(members[m + 2])' in glob \"\(Glob.shown(pattern))\"") }
                ranges.append(lo...hi)
                m += 3
            } else {
                ranges.append(lo...lo)
                m += 1
            }
        }
        return .set(ranges: ranges, negated: negated)
    }

    // MARK: Matching

    /// Whether the whole `text` matches. Paths are `/`-separated and root-relative.
    public func matches(_ text: String) -> Bool {
        var t = text
        return t.withUTF8 { buf in
            for k in alternatives.indices {
                if let simple = simpleNames[k] {
                    if simple.matchesText(buf) { return true }
                } else if alternativeLiterals[k].allSatisfy({ Glob.hasComponent($0, buf) }) && Glob.matchComponents(alternatives[k], buf) {
                    return true
                }
            }
            return false
        }
    }

    /// A path located once for matching against many globs: its bytes and the byte ranges of
    /// its components (a configuration with a hundred layer globs tests each file against all).
    public struct PreparedPath {
        let text: UnsafeBufferPointer<UInt8>
        let components: [Range<Int>]
    }

    /// Runs `body` with `path` prepared; the prepared path is valid inside `body` only.
    public static func withPreparedPath<R>(_ path: String, _ body: (PreparedPath) -> R) -> R {
        var copy = path
        return copy.withUTF8 { buf in
            var components: [Range<Int>] = []
            components.reserveCapacity(16)
            var start = 0
            while start <= buf.count {
                let end = componentEnd(buf, start)
                components.append(start..<end)
                start = end + 1
            }
            return body(PreparedPath(text: buf, components: components))
        }
    }

    /// `matches(_:)` for a prepared path.
    public func matches(_ path: PreparedPath) -> Bool {
        for (k, alt) in alternatives.enumerated() {
            if let simple = simpleNames[k] {
                if simple.matchesText(path.text) { return true }
                continue
            }
            var possible = true
            // `**/name` is matched on the last component alone: nothing to reject early.
            let lastOnly = alt.count == 2 && alt[0] == .globstar
            for literal in alternativeLiterals[k] where !lastOnly && !Glob.hasComponent(literal, path) { possible = false; break }
            if possible && Glob.matchComponents(alt, path.text) { return true }
        }
        return false
    }

    private static func hasComponent(_ literal: [UInt8], _ path: PreparedPath) -> Bool {
        let m = literal.count
        for range in path.components where range.count == m {
            var same = true
            for k in 0..<m where path.text[range.lowerBound + k] != literal[k] { same = false; break }
            if same { return true }
        }
        return false
    }

    /// Whether a directory at `relativePath` is matched as a whole: the pattern matches the
    /// directory itself, or the pattern is `P/**` and `P` matches it (so `**/Generated/**`
    /// matches the directory `Sources/Generated`, and a walker can prune it).
    public func matchesDirectory(_ relativePath: String) -> Bool {
        var t = relativePath
        while t.count > 1 && t.hasSuffix("/") { t.removeLast() }
        return t.withUTF8 { buf in
            Glob.matchAny(alternatives, alternativeLiterals, buf) || Glob.matchAny(directoryPrefixes, prefixLiterals, buf)
        }
    }

    private static func matchAny(_ alts: [[Component]], _ literals: [[[UInt8]]], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for (k, alt) in alts.enumerated() where literals[k].allSatisfy({ hasComponent($0, text) }) && matchComponents(alt, text) {
            return true
        }
        return false
    }

    /// Whether `text` has a path component equal to `literal`.
    private static func hasComponent(_ literal: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let m = literal.count
        var start = 0
        while start + m <= text.count {
            let end = componentEnd(text, start)
            if end - start == m {
                var same = true
                for k in 0..<m where text[start + k] != literal[k] { same = false; break }
                if same { return true }
            }
            start = end + 1
        }
        return false
    }

    /// End (exclusive) of the path component starting at byte `start`.
    private static func componentEnd(_ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var k = start
        while k < text.count && text[k] != UInt8(ascii: "/") { k += 1 }
        return k
    }

    /// Wildcard matching over components, `**` being the star; single backtrack point.
    /// `ti` is the byte offset of the current text component; `n` (one past the end) means
    /// every component was consumed. No allocation.
    private static func matchComponents(_ p: [Component], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // `**/name` (most composition-root and exclude patterns): only the last component can
        // match `name`, so no backtracking over the folders before it.
        if p.count == 2, p[0] == .globstar, case .atoms(let atoms) = p[1] {
            var slash = text.count - 1
            while slash >= 0 && text[slash] != UInt8(ascii: "/") { slash -= 1 }
            return matchAtoms(atoms, UnsafeBufferPointer(rebasing: text[(slash + 1)...]))
        }
        let done = text.count + 1
        var pi = 0, ti = 0
        var starP = -1, starT = 0
        while ti < done {
            let end = componentEnd(text, ti)
            if pi < p.count {
                switch p[pi] {
                case .globstar:
                    starP = pi; starT = ti; pi += 1
                    continue
                case .atoms(let atoms):
                    if matchAtoms(atoms, UnsafeBufferPointer(rebasing: text[ti..<end])) { pi += 1; ti = end + 1; continue }
                }
            }
            if starP >= 0 {
                pi = starP + 1
                starT = componentEnd(text, starT) + 1
                ti = starT
                continue
            }
            return false
        }
        while pi < p.count, p[pi] == .globstar { pi += 1 }
        return pi == p.count
    }

    /// Wildcard matching within one component, `*` being the star; single backtrack point.
    private static func matchAtoms(_ p: [Atom], _ t: UnsafeBufferPointer<UInt8>) -> Bool {
        // `*Suffix.swift` (most default patterns): the text must end with the literals, so
        // compare from the end instead of retrying the star at every position.
        if p.count > 1, case .star = p[0], let matched = matchSuffix(p, t) { return matched }
        var pi = 0, ti = 0
        var starP = -1, starT = 0
        let n = t.count
        while ti < n {
            if pi < p.count {
                switch p[pi] {
                case .star:
                    starP = pi; starT = ti; pi += 1
                    continue
                case .any:
                    pi += 1; ti += scalarLength(t, ti)
                    continue
                case .literal(let bytes):
                    if ti + bytes.count <= n {
                        var ok = true
                        for (k, b) in bytes.enumerated() where t[ti + k] != b { ok = false; break }
                        if ok { pi += 1; ti += bytes.count; continue }
                    }
                case .set(let ranges, let negated):
                    let (scalar, len) = decodeScalar(t, ti)
                    var inSet = false
                    for r in ranges where r.contains(scalar) { inSet = true; break }
                    if inSet != negated { pi += 1; ti += len; continue }
                }
            }
            if starP >= 0 {
                pi = starP + 1
                starT += scalarLength(t, starT)
                ti = starT
                continue
            }
            return false
        }
        while pi < p.count, p[pi] == .star { pi += 1 }
        return pi == p.count
    }

    /// For `*` followed by literals only: whether `t` ends with them; nil for other shapes.
    private static func matchSuffix(_ p: [Atom], _ t: UnsafeBufferPointer<UInt8>) -> Bool? {
        var ti = t.count
        var pi = p.count - 1
        var matched = true
        while pi >= 1 {
            guard case .literal(let bytes) = p[pi] else { return nil }
            if matched {
                if ti < bytes.count {
                    matched = false
                } else {
                    ti -= bytes.count
                    for (k, b) in bytes.enumerated() where t[ti + k] != b { matched = false; break }
                }
            }
            pi -= 1
        }
        return matched
    }

    private static func scalarLength(_ t: UnsafeBufferPointer<UInt8>, _ k: Int) -> Int {
        var j = k + 1
        while j < t.count && t[j] & 0xC0 == 0x80 { j += 1 }
        return j - k
    }

    private static func decodeScalar(_ t: UnsafeBufferPointer<UInt8>, _ k: Int) -> (UInt32, Int) {
        let len = scalarLength(t, k)
        let c = t[k]
        if len == 1 { return (UInt32(c), 1) }
        var v: UInt32
        switch len {
        case 2: v = UInt32(c & 0x1F)
        case 3: v = UInt32(c & 0x0F)
        default: v = UInt32(c & 0x07)
        }
        for j in 1..<len { v = (v << 6) | UInt32(t[k + j] & 0x3F) }
        return (v, len)
    }
}

/// Globs asked together whether any of them matches a path (the composition roots, for every
/// file): their name patterns (`**/main.swift`, `**/*Assembly.swift`) are compared with the
/// path's last component directly, the other globs go through `Glob.matches`.
public struct GlobSet: Sendable {
    private var anyFolderNames: [Glob.SimpleName] = []
    private var wholeNames: [Glob.SimpleName] = []
    private var others: [Glob] = []

    public init(_ globs: [Glob]) {
        for glob in globs {
            guard glob.simpleNames.allSatisfy({ $0 != nil }) else { others.append(glob); continue }
            for case let name? in glob.simpleNames {
                if name.anyFolder { anyFolderNames.append(name) } else { wholeNames.append(name) }
            }
        }
    }

    public func matches(_ path: String) -> Bool {
        var copy = path
        let named = copy.withUTF8 { bytes -> Bool in
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            let last = UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])
            for name in anyFolderNames where name.matches(last) { return true }
            // A name without `**/` matches only a path of one component.
            if slash < 0 { for name in wholeNames where name.matches(bytes) { return true } }
            return false
        }
        if named { return true }
        if others.isEmpty { return false }
        return Glob.withPreparedPath(path) { prepared in others.contains { $0.matches(prepared) } }
    }
}

