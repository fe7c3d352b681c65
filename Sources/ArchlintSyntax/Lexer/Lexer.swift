/// Swift tokenizer over UTF-8 bytes.
///
/// Design constraints, in order:
/// - It never fails and never loops: every iteration consumes at least one byte or pops a mode.
/// - No recursion: nested strings, interpolations and comments use an explicit mode stack,
///   so 10,000 nested `"\("\(...)")"` cannot overflow the call stack.
/// - Linear time: every look-ahead (raw-string closing on the same line, bare `/regex/`) is
///   bounded or remembered, so a 20 MB one-line file full of `/` stays linear.
/// - Lossless: tokens plus trivia cover every input byte exactly once, in order.
///
/// String interpolations are lexed into ordinary tokens (swift-syntax's design), so that
/// `"\(Analytics.shared.track())"` is seen by the facts extractor as real code.
public struct Lexer {
    /// How bare `/.../` regex literals are treated. Swift 6 mode (and Swift 5 with
    /// `BareSlashRegexLiterals`) lexes them; without it `/` is always an operator.
    public enum RegexMode: Sendable { case bareSlashEnabled, bareSlashDisabled }

    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>,
                                regexMode: RegexMode = .bareSlashEnabled) -> TokenizedSource {
        var lexer = Lexer(bytes: bytes, regexMode: regexMode)
        lexer.run()
        return TokenizedSource(tokens: lexer.tokens, trivia: lexer.trivia, diagnostics: lexer.diagnostics)
    }

    public static func tokenize(_ bytes: [UInt8], regexMode: RegexMode = .bareSlashEnabled) -> TokenizedSource {
        bytes.withUnsafeBufferPointer { tokenize($0, regexMode: regexMode) }
    }

    // MARK: - State

    private enum Mode {
        /// Ordinary code. `interpolation` is set inside `\( ... )` of a string; `parenDepth`
        /// counts the parentheses opened inside it so that the closing one can be found.
        case code(interpolation: Bool, parenDepth: Int, inMultilineString: Bool)
        /// Inside a string literal body. `hashes` is the raw-string delimiter length.
        case string(multiline: Bool, hashes: Int)
    }

    private let b: UnsafeBufferPointer<UInt8>
    private let n: Int
    private let regexMode: RegexMode
    private var p = 0
    private var tokens: [Token] = []
    private var trivia: [TriviaPiece] = []
    private var diagnostics: [LexDiagnostic] = []
    private var modes: [Mode] = [.code(interpolation: false, parenDepth: 0, inMultilineString: false)]
    private var sawNewline = true
    private var sawSpace = false
    /// A failed bare-regex scan that found no closing `/` before this offset: every later
    /// attempt starting before it fails too, which keeps `/` heavy lines linear.
    private var noRegexCloseBefore = -1

    private init(bytes: UnsafeBufferPointer<UInt8>, regexMode: RegexMode) {
        self.b = bytes
        self.n = bytes.count
        self.regexMode = regexMode
        tokens.reserveCapacity(n / 5 + 16)
    }

    @inline(__always) private func at(_ i: Int) -> UInt8 { i < n ? b[i] : 0 }

    // MARK: - Emitting

    private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: TokenFlags = []) {
        var flags = extra
        if sawNewline { flags.insert(.atStartOfLine) }
        if sawSpace || sawNewline { flags.insert(.precededBySpace) }
        sawNewline = false
        sawSpace = false
        tokens.append(Token(kind: kind, flags: flags, start: start, end: end))
    }

    private mutating func addTrivia(_ kind: TriviaKind, _ start: Int, _ end: Int) {
        if let lastIndex = tokens.indices.last, tokens[lastIndex].end == Int32(start) {
            tokens[lastIndex].flags.insert(.followedBySpace)
        }
        // Merge runs of the same simple kind to keep the side table small.
        if (kind == .whitespace || kind == .newline), let last = trivia.last, last.kind == kind, last.end == Int32(start) {
            trivia[trivia.count - 1].end = Int32(truncatingIfNeeded: end)
        } else {
            trivia.append(TriviaPiece(kind: kind, start: start, end: end))
        }
        if kind == .newline || ((kind == .blockComment || kind == .docBlockComment) && containsNewline(start, end)) {
            sawNewline = true
        } else {
            sawSpace = true
        }
    }

    private func containsNewline(_ s: Int, _ e: Int) -> Bool {
        var i = s
        while i < e { if b[i] == 10 || b[i] == 13 { return true }; i += 1 }
        return false
    }

    private mutating func diagnose(_ kind: LexDiagnostic.Kind, _ offset: Int) {
        if diagnostics.count < 1000 {
            diagnostics.append(LexDiagnostic(kind: kind, offset: Int32(truncatingIfNeeded: offset)))
        }
    }

    // MARK: - Driver

    private mutating func run() {
        // BOM and shebang only at the very start.
        if n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
            trivia.append(TriviaPiece(kind: .byteOrderMark, start: 0, end: 3))
            p = 3
        }
        if at(p) == UInt8(ascii: "#") && at(p + 1) == UInt8(ascii: "!") {
            let s = p
            while p < n && b[p] != 10 && b[p] != 13 { p += 1 }
            emit(.shebang, s, p)
        }
        while p < n {
            let before = p
            let modeCount = modes.count
            switch modes[modes.count - 1] {
            case .string(let multiline, let hashes):
                lexStringBody(multiline: multiline, hashes: hashes)
            case .code:
                lexCode()
            }
            assert(p > before || modes.count != modeCount, "lexer made no progress")
            if p == before && modes.count == modeCount { p += 1 } // defensive: never loop
        }
        if let last = tokens.indices.last { tokens[last].flags.insert(.followedBySpace) }
    }

    // MARK: - Code

    private mutating func lexCode() {
        let c = b[p]
        switch c {
        case 32, 9, 11, 12: // space, tab, vertical tab, form feed
            let s = p
            while p < n, b[p] == 32 || b[p] == 9 || b[p] == 11 || b[p] == 12 { p += 1 }
            addTrivia(.whitespace, s, p)
        case 10, 13:
            if case .code(true, _, false) = modes[modes.count - 1] {
                // A single-line string's interpolation cannot span lines: close it and the string.
                popInterpolationAndStringAtNewline()
                return
            }
            let s = p
            while p < n, b[p] == 10 || b[p] == 13 { p += 1 }
            addTrivia(.newline, s, p)
        case 0:
            diagnose(.nulByte, p)
            let s = p
            while p < n && b[p] == 0 { p += 1 }
            addTrivia(.garbage, s, p)
        case UInt8(ascii: "/"):
            if at(p + 1) == UInt8(ascii: "/") { lexLineComment(); return }
            if at(p + 1) == UInt8(ascii: "*") { lexBlockComment(); return }
            if regexMode == .bareSlashEnabled, tryLexBareRegex() { return }
            lexOperator()
        case UInt8(ascii: "("):
            if case .code(let interp, let depth, let ml) = modes[modes.count - 1], interp {
                modes[modes.count - 1] = .code(interpolation: interp, parenDepth: depth + 1, inMultilineString: ml)
            }
            emit(.leftParen, p, p + 1); p += 1
        case UInt8(ascii: ")"):
            if case .code(let interp, let depth, let ml) = modes[modes.count - 1], interp {
                if depth == 0 {
                    emit(.interpolationEnd, p, p + 1); p += 1
                    modes.removeLast()
                    return
                }
                modes[modes.count - 1] = .code(interpolation: interp, parenDepth: depth - 1, inMultilineString: ml)
            }
            emit(.rightParen, p, p + 1); p += 1
        case UInt8(ascii: "{"): emit(.leftBrace, p, p + 1); p += 1
        case UInt8(ascii: "}"): emit(.rightBrace, p, p + 1); p += 1
        case UInt8(ascii: "["): emit(.leftSquare, p, p + 1); p += 1
        case UInt8(ascii: "]"): emit(.rightSquare, p, p + 1); p += 1
        case UInt8(ascii: ","): emit(.comma, p, p + 1); p += 1
        case UInt8(ascii: ";"): emit(.semicolon, p, p + 1); p += 1
        case UInt8(ascii: ":"): emit(.colon, p, p + 1); p += 1
        case UInt8(ascii: "@"): emit(.atSign, p, p + 1); p += 1
        case UInt8(ascii: "\\"): emit(.backslash, p, p + 1); p += 1
        case UInt8(ascii: "."):
            if at(p + 1) == UInt8(ascii: ".") { lexOperator() } else { emit(.period, p, p + 1); p += 1 }
        case UInt8(ascii: "\""):
            lexStringOpen(hashes: 0, start: p)
        case UInt8(ascii: "'"):
            lexSingleQuoted()
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "$"):
            lexDollar()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "<"):
            if at(p + 1) == UInt8(ascii: "#"), lexPlaceholder() { return }
            if sawNewline || p == 0, isConflictMarker(p) { lexConflictMarker(); return }
            lexOperator()
        case UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "|"):
            if sawNewline || p == 0, isConflictMarker(p) { lexConflictMarker(); return }
            lexOperator()
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "?"):
            lexOperator()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        default:
            if c >= 0x80 {
                let (scalar, len) = decodeScalar(p)
                if len == 0 {
                    diagnose(.invalidUTF8, p)
                    let s = p
                    p += 1
                    while p < n, b[p] >= 0x80, decodeScalar(p).1 == 0 { p += 1 }
                    emit(.unknown, s, p)
                } else if UnicodeClass.isWhitespace(scalar) {
                    let s = p
                    p += len
                    addTrivia(.whitespace, s, p)
                } else if UnicodeClass.isOperatorHead(scalar) {
                    lexOperator()
                } else if UnicodeClass.isIdentifierHead(scalar) {
                    lexIdentifier()
                } else {
                    diagnose(.unexpectedCharacter, p)
                    emit(.unknown, p, p + len); p += len
                }
            } else {
                // Other ASCII control characters.
                diagnose(.unexpectedCharacter, p)
                let s = p
                p += 1
                addTrivia(.garbage, s, p)
            }
        }
    }

    private mutating func popInterpolationAndStringAtNewline() {
        // Unwind: interpolation code mode, then its single-line string.
        modes.removeLast()
        if case .string = modes[modes.count - 1], modes.count > 1 {
            modes.removeLast()
        }
        diagnose(.unterminatedString, p)
        if let last = tokens.indices.last { tokens[last].flags.insert(.unterminated) }
    }

    // MARK: - Comments

    private mutating func lexLineComment() {
        let s = p
        let doc = at(p + 2) == UInt8(ascii: "/") && at(p + 3) != UInt8(ascii: "/")
        while p < n && b[p] != 10 && b[p] != 13 { p += 1 }
        addTrivia(doc ? .docLineComment : .lineComment, s, p)
    }

    /// Assumes the cursor is at `/*`. Nested comments are counted, not recursed into.
    private mutating func lexBlockComment() {
        let s = p
        let doc = at(p + 2) == UInt8(ascii: "*") && at(p + 3) != UInt8(ascii: "*") && at(p + 3) != UInt8(ascii: "/")
        p += 2
        var depth = 1
        while p < n {
            let c = b[p]
            if c == UInt8(ascii: "*") && at(p + 1) == UInt8(ascii: "/") {
                p += 2
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "/") && at(p + 1) == UInt8(ascii: "*") {
                p += 2
                depth += 1
            } else {
                p += 1
            }
        }
        if depth > 0 { diagnose(.unterminatedBlockComment, s) }
        addTrivia(doc ? .docBlockComment : .blockComment, s, p)
    }

    // MARK: - Identifiers and keywords

    private mutating func lexIdentifier() {
        let s = p
        advanceIdentifierBody()
        emit(Keywords.isReserved(b, s, p) ? .keyword : .identifier, s, p)
    }

    private mutating func advanceIdentifierBody() {
        while p < n {
            let c = b[p]
            if (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95 {
                p += 1
            } else if c >= 0x80 {
                let (scalar, len) = decodeScalar(p)
                if len > 0 && UnicodeClass.isIdentifierBody(scalar) { p += len } else { return }
            } else {
                return
            }
        }
    }

    /// `` `name` `` (also raw identifiers with spaces, SE-0451). Must close on the same line.
    private mutating func lexBacktick() {
        let s = p
        var i = p + 1
        while i < n, b[i] != UInt8(ascii: "`"), b[i] != 10, b[i] != 13 { i += 1 }
        if i < n, b[i] == UInt8(ascii: "`"), i > s + 1 {
            p = i + 1
            emit(.identifier, s, p)
        } else {
            diagnose(.unterminatedBacktick, s)
            p = s + 1
            emit(.unknown, s, p)
        }
    }

    private mutating func lexDollar() {
        let s = p
        p += 1
        let c = at(p)
        if c >= 48 && c <= 57 {
            while p < n, b[p] >= 48, b[p] <= 57 { p += 1 }
            emit(.dollarIdentifier, s, p)
        } else if isIdentifierStart(p) || (c >= 48 && c <= 57) {
            advanceIdentifierBody()
            emit(.dollarIdentifier, s, p)
        } else {
            emit(.identifier, s, p)
        }
    }

    private func isIdentifierStart(_ i: Int) -> Bool {
        guard i < n else { return false }
        let c = b[i]
        if (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 { return true }
        if c >= 0x80 {
            let (scalar, len) = decodeScalar(i)
            return len > 0 && UnicodeClass.isIdentifierHead(scalar)
        }
        return false
    }

    /// `<#placeholder#>` as Xcode leaves it in code.
    private mutating func lexPlaceholder() -> Bool {
        var i = p + 2
        while i + 1 < n, b[i] != 10, b[i] != 13 {
            if b[i] == UInt8(ascii: "#") && b[i + 1] == UInt8(ascii: ">") {
                emit(.identifier, p, i + 2)
                p = i + 2
                return true
            }
            i += 1
        }
        return false
    }

    // MARK: - Conflict markers

    private func isConflictMarker(_ i: Int) -> Bool {
        guard i + 7 <= n else { return false }
        let c = b[i]
        for k in 1..<7 where b[i + k] != c { return false }
        if c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "|") {
            return i + 7 < n && b[i + 7] == 32
        }
        // `=======` alone on its line.
        return i + 7 == n || b[i + 7] == 10 || b[i + 7] == 13
    }

    /// Skips a marker line. On `<<<<<<<`, the compiler skips the whole region up to the end of
    /// the `>>>>>>>` line; we do the same so that both sides do not produce duplicate facts.
    private mutating func lexConflictMarker() {
        let s = p
        diagnose(.conflictMarker, s)
        if b[p] == UInt8(ascii: "<") {
            var i = p
            var found = false
            while i < n {
                if (i == 0 || b[i - 1] == 10 || b[i - 1] == 13), b[i] == UInt8(ascii: ">"), isConflictMarker(i) {
                    found = true
                    break
                }
                i += 1
            }
            if found { p = i }
        }
        while p < n && b[p] != 10 && b[p] != 13 { p += 1 }
        addTrivia(.conflictMarker, s, p)
    }

    // MARK: - Numbers

    /// Assumes the cursor is at a digit. `t.1.0` lexes as integers when it follows a `.`.
    private mutating func lexNumber() {
        let s = p
        var isFloat = false
        let afterPeriod = tokens.last.map { $0.kind == .period && Int($0.end) == s } ?? false
        if b[p] == UInt8(ascii: "0"), let radix = radixOf(at(p + 1)) {
            p += 2
            while p < n, isDigit(b[p], radix: radix) || b[p] == 95 { p += 1 }
            if radix == 16 && !afterPeriod {
                if at(p) == UInt8(ascii: "."), isDigit(at(p + 1), radix: 16) {
                    // Hex float needs an exponent; `0x1.foo` stays member access.
                    var q = p + 1
                    while q < n, isDigit(b[q], radix: 16) || b[q] == 95 { q += 1 }
                    if at(q) == UInt8(ascii: "p") || at(q) == UInt8(ascii: "P") { p = q; isFloat = true }
                }
                if at(p) == UInt8(ascii: "p") || at(p) == UInt8(ascii: "P") {
                    isFloat = true
                    p += 1
                    if at(p) == UInt8(ascii: "+") || at(p) == UInt8(ascii: "-") { p += 1 }
                    while p < n, isDigit(b[p], radix: 10) || b[p] == 95 { p += 1 }
                }
            }
        } else {
            while p < n, (b[p] >= 48 && b[p] <= 57) || b[p] == 95 { p += 1 }
            if !afterPeriod, at(p) == UInt8(ascii: "."), at(p + 1) >= 48, at(p + 1) <= 57 {
                isFloat = true
                p += 1
                while p < n, (b[p] >= 48 && b[p] <= 57) || b[p] == 95 { p += 1 }
            }
            if !afterPeriod, at(p) == UInt8(ascii: "e") || at(p) == UInt8(ascii: "E") {
                var q = p + 1
                if at(q) == UInt8(ascii: "+") || at(q) == UInt8(ascii: "-") { q += 1 }
                if at(q) >= 48 && at(q) <= 57 {
                    isFloat = true
                    p = q
                    while p < n, (b[p] >= 48 && b[p] <= 57) || b[p] == 95 { p += 1 }
                }
            }
        }
        // Malformed tails like `1_a` or `0xG1`: consume identifier characters into the literal.
        if p < n, isIdentifierStart(p) {
            diagnose(.malformedNumber, s)
            advanceIdentifierBody()
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, s, p)
    }

    private func radixOf(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
    }

    private func isDigit(_ c: UInt8, radix: Int) -> Bool {
        switch radix {
        case 2: return c == 48 || c == 49
        case 8: return c >= 48 && c <= 55
        case 10: return c >= 48 && c <= 57
        default: return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70)
        }
    }

    // MARK: - Operators

    private func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Length of the operator character at `i` (0 if none). Unicode operator characters
    /// (`√`, `∪`, `≤`) and combining marks continuing an operator are included.
    private func operatorCharLength(_ i: Int, head: Bool) -> Int {
        guard i < n else { return 0 }
        let c = b[i]
        if c < 0x80 { return isOperatorByte(c) ? 1 : 0 }
        let (scalar, len) = decodeScalar(i)
        if len == 0 { return 0 }
        if UnicodeClass.isOperatorHead(scalar) || (!head && UnicodeClass.isOperatorContinuation(scalar)) { return len }
        return 0
    }

    private mutating func lexOperator() {
        let s = p
        let dotOperator = b[p] == UInt8(ascii: ".")
        if dotOperator {
            p += 1
            while p < n {
                if b[p] == UInt8(ascii: ".") { p += 1; continue }
                if b[p] == UInt8(ascii: "/"), at(p + 1) == UInt8(ascii: "/") || at(p + 1) == UInt8(ascii: "*") { break }
                let len = operatorCharLength(p, head: false)
                if len == 0 { break }
                p += len
            }
        } else {
            p += max(1, operatorCharLength(p, head: true))
            while p < n {
                // A comment opener ends the operator: `a +/* c */ b`, `x =// c`.
                if b[p] == UInt8(ascii: "/"), at(p + 1) == UInt8(ascii: "/") || at(p + 1) == UInt8(ascii: "*") { break }
                // `*/` inside an operator is an error the compiler reports; stop before it.
                let len = operatorCharLength(p, head: false)
                if len == 0 { break }
                p += len
            }
        }
        classifyOperator(s, p)
    }

    private func isLeftBound(_ s: Int) -> Bool {
        if s == 0 { return false }
        switch b[s - 1] {
        case 32, 9, 10, 13, 11, 12, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            // The end of a block comment counts as whitespace.
            return !(s >= 2 && b[s - 2] == UInt8(ascii: "*") && tokens.last.map { Int($0.end) < s } ?? true)
        default:
            return true
        }
    }

    private func isRightBound(_ e: Int, leftBound: Bool) -> Bool {
        if e >= n { return false }
        switch b[e] {
        case 32, 9, 10, 13, 11, 12, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(at(e + 1) == UInt8(ascii: "/") || at(e + 1) == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    private mutating func classifyOperator(_ s: Int, _ e: Int) {
        let left = isLeftBound(s)
        let right = isRightBound(e, leftBound: left)
        let len = e - s
        if len == 1 {
            switch b[s] {
            case UInt8(ascii: "="):
                emit(.equal, s, e); return
            case UInt8(ascii: "&") where !left && right:
                emit(.prefixAmpersand, s, e); return
            case UInt8(ascii: "?"):
                emit(left ? .postfixQuestion : .binaryOperator, s, e); return
            case UInt8(ascii: "!") where left:
                emit(.postfixExclamation, s, e); return
            default: break
            }
        } else if len == 2 && b[s] == UInt8(ascii: "-") && b[s + 1] == UInt8(ascii: ">") {
            emit(.arrow, s, e); return
        }
        if left == right {
            emit(.binaryOperator, s, e)
        } else if left {
            emit(.postfixOperator, s, e)
        } else {
            emit(.prefixOperator, s, e)
        }
    }

    // MARK: - Regex literals

    /// Whether the previous token ends an expression, so that `/` is a division.
    private func previousTokenEndsExpression() -> Bool {
        guard let last = tokens.last else { return false }
        switch last.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .regexLiteral,
             .rightParen, .rightSquare, .rightBrace, .postfixOperator, .postfixQuestion, .postfixExclamation,
             .interpolationEnd, .poundIdentifier:
            return true
        case .stringQuote:
            // A closing quote ends an expression; an opening one cannot precede code.
            return true
        case .rawStringDelimiter:
            return true
        case .keyword:
            return tokenIs(last, "self") || tokenIs(last, "Self") || tokenIs(last, "super") || tokenIs(last, "true")
                || tokenIs(last, "false") || tokenIs(last, "nil") || tokenIs(last, "init")
        default:
            return false
        }
    }

    /// Whether the token's bytes spell `word` (ASCII).
    private func tokenIs(_ t: Token, _ word: StaticString) -> Bool {
        guard t.length == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        var i = 0
        while i < t.length {
            if b[Int(t.start) + i] != w[i] { return false }
            i += 1
        }
        return true
    }

    /// Tries to lex `/.../` at the cursor with the compiler's heuristics: a slash that follows
    /// an expression with no space before it is division (`v/2/1`); a slash in prefix position or
    /// where an expression is expected is a regex if it closes on the same line, does not start
    /// or end with a space, and has no unbalanced `)`. After `func` or `operator` never.
    private mutating func tryLexBareRegex() -> Bool {
        let s = p
        let left = isLeftBound(s)
        if let last = tokens.last, last.kind == .keyword || last.kind == .identifier {
            if tokenIs(last, "func") || tokenIs(last, "operator") { return false }
        }
        if previousTokenEndsExpression() {
            // `x /re/` is still lexed as a regex by the compiler when the slash is in prefix
            // position (space before, none after); `x / y` and `x/y` are divisions.
            if left { return false }
            let next = at(s + 1)
            if next == 32 || next == 9 || next == 10 || next == 13 || next == 0 { return false }
        }
        let first = at(s + 1)
        if first == 32 || first == 9 || first == 10 || first == 13 || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") {
            return false
        }
        if s < noRegexCloseBefore { return false }
        var i = s + 1
        var groupDepth = 0
        var inClass = 0
        let limit = min(n, s + 4096)
        while i < limit {
            let c = b[i]
            if c == 10 || c == 13 { noRegexCloseBefore = i; return false }
            if c == UInt8(ascii: "\\") { i += 2; continue }
            if inClass > 0 {
                if c == UInt8(ascii: "[") { inClass += 1 } else if c == UInt8(ascii: "]") { inClass -= 1 }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "["): inClass = 1
            case UInt8(ascii: "("): groupDepth += 1
            case UInt8(ascii: ")"):
                if groupDepth == 0 { return false }
                groupDepth -= 1
            case UInt8(ascii: "/"):
                let prev = b[i - 1]
                if prev == 32 || prev == 9 { return false }
                let after = at(i + 1)
                if after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { return false }
                // `a / b / c` style operands end up here only when no space surrounds the slashes.
                p = i + 1
                emit(.regexLiteral, s, p)
                return true
            default: break
            }
            i += 1
        }
        if i >= n { noRegexCloseBefore = n }
        return false
    }

    /// `#/.../#` with any number of `#`. Assumes the cursor is at the first `#` and that `hashes`
    /// `#` are followed by `/`. A `/` followed directly by a newline makes it multi-line.
    private mutating func lexExtendedRegex(hashes: Int) {
        let s = p
        let bodyStart = p + hashes + 1
        let multiline = at(bodyStart) == 10 || at(bodyStart) == 13
        var i = bodyStart
        while i < n {
            let c = b[i]
            if !multiline && (c == 10 || c == 13) { break }
            if c == UInt8(ascii: "\\") { i += 2; continue }
            if c == UInt8(ascii: "/") && matchesHashes(i + 1, hashes) {
                p = i + 1 + hashes
                emit(.regexLiteral, s, p)
                return
            }
            i += 1
        }
        // Unterminated: resume lexing at the first newline.
        diagnose(.unterminatedRegex, s)
        var e = bodyStart
        while e < n && b[e] != 10 && b[e] != 13 { e += 1 }
        p = max(e, s + 1)
        emit(.regexLiteral, s, p, .unterminated)
    }

    private func matchesHashes(_ i: Int, _ count: Int) -> Bool {
        if count == 0 { return true }
        guard i + count <= n else { return false }
        for k in 0..<count where b[i + k] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: - Pound

    private mutating func lexPound() {
        let s = p
        var hashes = 0
        while at(p + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = at(p + hashes)
        if after == UInt8(ascii: "\"") {
            emit(.rawStringDelimiter, s, s + hashes)
            p = s + hashes
            lexStringOpen(hashes: hashes, start: p)
            return
        }
        if after == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes)
            return
        }
        if hashes == 1, isIdentifierStart(p + 1) {
            p += 1
            advanceIdentifierBody()
            let word = Token(kind: .unknown, start: s, end: p)
            let kind: TokenKind
            if tokenIs(word, "#if") { kind = .poundIf }
            else if tokenIs(word, "#elseif") { kind = .poundElseif }
            else if tokenIs(word, "#else") { kind = .poundElse }
            else if tokenIs(word, "#endif") { kind = .poundEndif }
            else { kind = .poundIdentifier }
            emit(kind, s, p)
            return
        }
        diagnose(.unexpectedCharacter, s)
        p = s + 1
        emit(.unknown, s, p)
    }

    // MARK: - Strings

    /// Assumes the cursor is at the opening `"`; `hashes` raw delimiters were already emitted.
    private mutating func lexStringOpen(hashes: Int, start: Int) {
        let s = start
        var multiline = at(s + 1) == UInt8(ascii: "\"") && at(s + 2) == UInt8(ascii: "\"")
        if multiline && hashes > 0 {
            // `#"""#` is a single-line raw string holding `"`: look for `"#` on the rest of the line.
            var i = s + 1
            while i < n, b[i] != 10, b[i] != 13 {
                if b[i] == UInt8(ascii: "\"") && matchesHashes(i + 1, hashes) { multiline = false; break }
                i += 1
            }
        }
        if multiline {
            emit(.stringQuote, s, s + 3, .multiline)
            p = s + 3
            modes.append(.string(multiline: true, hashes: hashes))
        } else if hashes == 0 && at(s + 1) == UInt8(ascii: "\"") {
            // `""`: an empty string.
            emit(.stringQuote, s, s + 1)
            emit(.stringQuote, s + 1, s + 2)
            p = s + 2
        } else {
            emit(.stringQuote, s, s + 1)
            p = s + 1
            modes.append(.string(multiline: false, hashes: hashes))
        }
    }

    /// Lexes string content up to the closing delimiter, an interpolation, or (single-line)
    /// the end of the line.
    private mutating func lexStringBody(multiline: Bool, hashes: Int) {
        let s = p
        var i = p
        let segFlags: TokenFlags = multiline ? .multiline : []
        while i < n {
            let c = b[i]
            if c == UInt8(ascii: "\\") && matchesHashes(i + 1, hashes) {
                let afterHashes = i + 1 + hashes
                if at(afterHashes) == UInt8(ascii: "(") {
                    if i > s { emit(.stringSegment, s, i, segFlags) }
                    emit(.interpolationStart, i, afterHashes + 1)
                    p = afterHashes + 1
                    modes.append(.code(interpolation: true, parenDepth: 0, inMultilineString: multiline))
                    return
                }
                // Escape: skip the escaped character (a newline only continues a multi-line line).
                if afterHashes < n {
                    let e = b[afterHashes]
                    if !multiline && (e == 10 || e == 13) { i = afterHashes; continue }
                    i = afterHashes + 1
                    continue
                }
                i = afterHashes
                continue
            }
            if c == UInt8(ascii: "\"") {
                if multiline {
                    if at(i + 1) == UInt8(ascii: "\""), at(i + 2) == UInt8(ascii: "\""), matchesHashes(i + 3, hashes) {
                        if i > s { emit(.stringSegment, s, i, segFlags) }
                        emit(.stringQuote, i, i + 3, .multiline)
                        p = i + 3
                        closeRawDelimiter(hashes)
                        modes.removeLast()
                        return
                    }
                } else if matchesHashes(i + 1, hashes) {
                    if i > s { emit(.stringSegment, s, i) }
                    emit(.stringQuote, i, i + 1)
                    p = i + 1
                    closeRawDelimiter(hashes)
                    modes.removeLast()
                    return
                }
            }
            if !multiline && (c == 10 || c == 13) {
                // Unterminated single-line string: it ends at the end of the line.
                if i > s { emit(.stringSegment, s, i, .unterminated) }
                diagnose(.unterminatedString, s)
                p = i
                modes.removeLast()
                return
            }
            i += 1
        }
        if i > s { emit(.stringSegment, s, i, segFlags.union(.unterminated)) }
        diagnose(.unterminatedString, s)
        p = n
        modes.removeLast()
    }

    private mutating func closeRawDelimiter(_ hashes: Int) {
        if hashes > 0 {
            emit(.rawStringDelimiter, p, p + hashes)
            p += hashes
        }
    }

    /// `'a'` is not Swift, but lexing it as a string keeps recovery local.
    private mutating func lexSingleQuoted() {
        let s = p
        var i = p + 1
        while i < n, b[i] != UInt8(ascii: "'"), b[i] != 10, b[i] != 13 {
            if b[i] == UInt8(ascii: "\\") { i += 1 }
            i += 1
        }
        diagnose(.unexpectedCharacter, s)
        if i < n, b[i] == UInt8(ascii: "'") {
            emit(.stringQuote, s, s + 1)
            if i > s + 1 { emit(.stringSegment, s + 1, i) }
            emit(.stringQuote, i, i + 1)
            p = i + 1
        } else {
            emit(.unknown, s, s + 1)
            p = s + 1
        }
    }

    // MARK: - UTF-8

    /// Decodes the scalar at `i`; length 0 for invalid UTF-8 (overlong, surrogate, truncated).
    @inline(__always) private func decodeScalar(_ i: Int) -> (UInt32, Int) {
        let c0 = UInt32(b[i])
        if c0 < 0x80 { return (c0, 1) }
        @inline(__always) func cont(_ k: Int) -> UInt32? {
            guard k < n, b[k] & 0xC0 == 0x80 else { return nil }
            return UInt32(b[k] & 0x3F)
        }
        if c0 & 0xE0 == 0xC0 {
            guard c0 >= 0xC2, let c1 = cont(i + 1) else { return (0, 0) }
            return ((c0 & 0x1F) << 6 | c1, 2)
        }
        if c0 & 0xF0 == 0xE0 {
            guard let c1 = cont(i + 1), let c2 = cont(i + 2) else { return (0, 0) }
            let v = (c0 & 0x0F) << 12 | c1 << 6 | c2
            if v < 0x800 || (v >= 0xD800 && v <= 0xDFFF) { return (0, 0) }
            return (v, 3)
        }
        if c0 & 0xF8 == 0xF0 {
            guard let c1 = cont(i + 1), let c2 = cont(i + 2), let c3 = cont(i + 3) else { return (0, 0) }
            let v = (c0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            if v < 0x10000 || v > 0x10FFFF { return (0, 0) }
            return (v, 4)
        }
        return (0, 0)
    }
}
