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
/// Token boundaries follow swift-syntax 602's lexer (`SwiftParser/Lexer/Cursor.swift`,
/// `RegexLiteralLexer.swift`) rule for rule: left-bound `?`/`!` are one-character postfix
/// tokens; an operator is the longest run of operator characters and a regex may start at its
/// first `/` (`isInRegexLiteralPosition`, `try?` preference, the tentative-scan rejections);
/// numbers, `$` identifiers, conflict regions and curly-quote recovery likewise.
/// `Scripts/compare-tokens.py` checks this against the oracle (100% on swift-nio, vapor, GRDB,
/// swift-syntax). Deliberate differences in granularity: a regex literal is one token,
/// `\(` / `\#(` is one `interpolationStart`, `#name` is one `poundIdentifier`, a multi-line
/// string body is one segment (its newlines included), invalid UTF-8 is an `unknown` token.
///
/// String interpolations are lexed into ordinary tokens (swift-syntax's design), so that
/// `"\(Analytics.shared.track())"` is seen by the facts extractor as real code.
public struct Lexer {
    /// How bare `/.../` regex literals are treated. Swift 6 mode (and Swift 5 with
    /// `BareSlashRegexLiterals`) lexes them; without it `/` is always an operator.
    public enum RegexMode: Sendable { case bareSlashEnabled, bareSlashDisabled }

    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>,
                                regexMode: RegexMode = .bareSlashEnabled) -> TokenizedSource {
        withTokens(bytes, regexMode: regexMode, commentsOnly: false) { tokens, trivia, diagnostics, lineStarts, _ in
            TokenizedSource(tokens: Array(tokens), trivia: Array(trivia), diagnostics: diagnostics, lineStarts: Array(lineStarts))
        }
    }

    /// Lexes and lends the tokens, trivia and line starts to `body` without copying them into
    /// arrays: the facts extractor reads them once and keeps none. With `commentsOnly` the
    /// trivia holds the comments alone (all the extractor reads of it); the tokens' layout flags
    /// are the same.
    static func withTokens<R>(_ bytes: UnsafeBufferPointer<UInt8>, regexMode: RegexMode, commentsOnly: Bool = false,
                              moduleSelectorsAsPeriods: Bool = false,
                              _ body: (UnsafeBufferPointer<Token>, UnsafeBufferPointer<TriviaPiece>, [LexDiagnostic],
                                       UnsafeBufferPointer<Int32>, Bool) -> R) -> R {
        var lexer = Lexer(bytes: bytes, regexMode: regexMode, commentsOnly: commentsOnly)
        lexer.run()
        lexer.endOfFile()
        defer {
            lexer.tokens.release()
            lexer.trivia.release()
            lexer.lineStarts.release()
        }
        if moduleSelectorsAsPeriods && lexer.moduleSelectors {
            // `SwiftUI::View` qualifies a name as `SwiftUI.View` does: the facts extractor's
            // readings of qualified names serve both.
            let tokens = UnsafeMutableBufferPointer(mutating: lexer.tokens.buffer)
            for i in tokens.indices where tokens[i].kind == .colonColon { tokens[i].kind = .period }
        }
        return body(lexer.tokens.buffer, lexer.trivia.buffer, lexer.diagnostics, lexer.lineStarts.buffer, lexer.moduleSelectors)
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
    private let words = WordTable.shared
    private var p = 0
    private var tokens: AppendBuffer<Token>
    private var trivia: AppendBuffer<TriviaPiece>
    /// Byte offset of the first byte of each line (`LineTable`'s answer), noted as newlines are
    /// lexed: in newline runs, block comments, multi-line string segments, regex literals and
    /// conflict regions, the only places a line break can be.
    private var lineStarts: AppendBuffer<Int32>
    private var diagnostics: [LexDiagnostic] = []
    private var modes: [Mode] = [.code(interpolation: false, parenDepth: 0, inMultilineString: false)] {
        didSet { noteTopMode() }
    }
    /// The top mode is code inside an interpolation (parentheses are counted), and that
    /// interpolation is in a single-line string (a newline ends both). Kept beside `modes` so
    /// that every parenthesis and newline does not read the mode stack.
    private var inInterpolation = false
    private var inSingleLineInterpolation = false

    private mutating func noteTopMode() {
        if case .code(let interpolation, _, let multiline) = modes[modes.count - 1] {
            inInterpolation = interpolation
            inSingleLineInterpolation = interpolation && !multiline
        } else {
            inInterpolation = false
            inSingleLineInterpolation = false
        }
    }
    private var sawNewline = true
    private var sawSpace = false
    /// A failed bare-regex scan that found no closing `/` before this offset: every later
    /// attempt starting before it fails too, which keeps `/` heavy lines linear.
    private var noRegexCloseBefore = -1
    /// Set after `try?` / `try!`: the next `/` prefers a regex over a binary operator.
    private var preferRegex = false
    /// A `::` was seen: the facts extractor reads `Module::Name` as the qualified `Module.Name`.
    private(set) var moduleSelectors = false
    /// Keep only comments in `trivia` (whitespace, newlines and the rest only set token flags).
    private let commentsOnly: Bool
    /// The last trivia piece is held back one step, so that whitespace runs merge without
    /// writing into the array. (Tokens are written at once; the last one's flags are updated in place.)
    private var heldTrivia = TriviaPiece(kind: .whitespace, start: 0, end: 0)
    private var hasHeldTrivia = false
    /// Set when the mode stack changes, so that the code loop returns to the driver.
    private var modeChanged = false
    /// Searches that reached the end of the file, remembered to keep many openers linear.
    private var noConflictTerminator = false
    private var noPerforceTerminator = false
    private var noCurlyCloseBefore = -1
    private var noExtendedRegexCloseFrom = Int.max
    private var noExtendedRegexClosePounds = Int.max

    private init(bytes: UnsafeBufferPointer<UInt8>, regexMode: RegexMode, commentsOnly: Bool) {
        self.b = bytes
        self.n = bytes.count
        self.regexMode = regexMode
        self.commentsOnly = commentsOnly
        tokens = AppendBuffer(capacity: n / 6 + 16)
        trivia = AppendBuffer(capacity: commentsOnly ? n / 64 + 16 : n / 6 + 16)
        lineStarts = AppendBuffer(capacity: n / 24 + 16)
        lineStarts.append(0)
    }

    @inline(__always) private func at(_ i: Int) -> UInt8 { i < n ? b[i] : 0 }

    // MARK: - Emitting

    @inline(__always)
    private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: TokenFlags = TokenFlags(rawValue: 0), word: Word = .none) {
        var flags = extra
        if sawNewline { flags.insert(.atStartOfLine) }
        if sawSpace || sawNewline {
            flags.insert(.precededBySpace)
            // Trivia between two tokens: the previous one is followed by space.
            if tokens.count > 0 { tokens.lastPointer.pointee.flags.insert(.followedBySpace) }
        }
        sawNewline = false
        sawSpace = false
        preferRegex = false
        // Only a multi-line string's segment or a regex literal can hold a line break.
        if (kind == .stringSegment && extra.contains(.multiline)) || kind == .regexLiteral { noteLineBreaks(start, end) }
        tokens.append(Token(kind: kind, flags: flags, word: word, start: start, end: end))
    }

    /// Notes the line starts after the line breaks in `start..<end`. A `\r` directly followed by
    /// `\n` (here or at the start of the next piece) breaks the line once, after the `\n`.
    private mutating func noteLineBreaks(_ start: Int, _ end: Int) {
        var i = start
        // Long stretches (comments, multi-line strings) are skipped eight bytes at a time.
        let raw = UnsafeRawPointer(b.baseAddress.unsafelyUnwrapped)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while i < end {
            while i + 8 <= end {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let lf = w ^ (ones &* 10), cr = w ^ (ones &* 13)
                if ((lf &- ones) & ~lf | (cr &- ones) & ~cr) & highs != 0 { break }
                i += 8
            }
            if i >= end { break }
            let c = b[i]
            if c == 10 || (c == 13 && (i + 1 >= n || b[i + 1] != 10)) {
                lineStarts.append(Int32(truncatingIfNeeded: i + 1))
            }
            i += 1
        }
    }

    /// The most recent token.
    @inline(__always) private var lastToken: Token? { tokens.count > 0 ? tokens.lastPointer.pointee : nil }

    private mutating func endOfFile() {
        // The end of the file counts as space after the last token.
        if tokens.count > 0 { tokens.lastPointer.pointee.flags.insert(.followedBySpace) }
        if hasHeldTrivia {
            trivia.append(heldTrivia)
            hasHeldTrivia = false
        }
    }

    @inline(__always)
    /// Every trivia piece sets `sawSpace` or `sawNewline`: the next token is preceded by space and
    /// the one before followed by it (`emit`; the last token of the file is followed by its end).
    private mutating func addTrivia(_ kind: TriviaKind, _ start: Int, _ end: Int) {
        let start32 = Int32(truncatingIfNeeded: start)
        switch kind {
        case .blockComment, .docBlockComment, .conflictMarker: noteLineBreaks(start, end)
        default: break
        }
        if commentsOnly {
            switch kind {
            case .whitespace, .byteOrderMark, .garbage, .conflictMarker:
                sawSpace = true
                return
            case .newline:
                sawNewline = true
                return
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                break
            }
        }
        // Merge runs of the same simple kind to keep the side table small.
        if hasHeldTrivia && heldTrivia.kind == kind && heldTrivia.end == start32 && (kind == .whitespace || kind == .newline) {
            heldTrivia.end = Int32(truncatingIfNeeded: end)
        } else {
            if hasHeldTrivia { trivia.append(heldTrivia) }
            heldTrivia = TriviaPiece(kind: kind, start: start, end: end)
            hasHeldTrivia = true
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
            heldTrivia = TriviaPiece(kind: .byteOrderMark, start: 0, end: 3)
            hasHeldTrivia = !commentsOnly
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
            modeChanged = false
            switch modes[modes.count - 1] {
            case .string(let multiline, let hashes):
                lexStringBody(multiline: multiline, hashes: hashes)
            case .code:
                lexCodeRun()
            }
            if p == before && modes.count == modeCount { recoverFromNoProgress() }
        }
    }

    /// Never reached (every lex function consumes a byte or changes the mode stack); kept so
    /// that a bug cannot turn into an endless loop: the byte becomes an `unknown` token.
    private mutating func recoverFromNoProgress() {
        assertionFailure("lexer made no progress at \(p)")
        if p < n {
            emit(.unknown, p, p + 1)
            p += 1
        }
    }

    // MARK: - Code

    /// Code tokens until the mode stack changes or the input ends. The loop lives here, with the
    /// token switch inlined into it, so that a token costs no call (the switch's frame was set up
    /// and torn down for each of the 1.6M tokens of swift-nio).
    @inline(never)
    private mutating func lexCodeRun() {
        repeat {
            let step = p
            lexCode()
            if p == step && !modeChanged { recoverFromNoProgress() }
        } while p < n && !modeChanged
    }

    @inline(__always)
    private mutating func lexCode() {
        let c = b[p]
        switch c {
        case 32, 9, 11, 12: // space, tab, vertical tab, form feed
            let s = p
            while p < n, b[p] == 32 || b[p] == 9 || b[p] == 11 || b[p] == 12 { p += 1 }
            if commentsOnly { sawSpace = true } else { addTrivia(.whitespace, s, p) }
        case 10, 13:
            if inSingleLineInterpolation {
                // A single-line string's interpolation cannot span lines: close it and the string.
                popInterpolationAndStringAtNewline()
                return
            }
            let s = p
            // The line starts of a newline run are noted here (a `\r\n` breaks once, after its `\n`).
            while p < n {
                let c = b[p]
                if c == 10 {
                    p += 1
                    lineStarts.append(Int32(truncatingIfNeeded: p))
                } else if c == 13 {
                    p += 1
                    if p >= n || b[p] != 10 { lineStarts.append(Int32(truncatingIfNeeded: p)) }
                } else {
                    break
                }
            }
            addTrivia(.newline, s, p)
        case 0:
            diagnose(.nulByte, p)
            let s = p
            while p < n && b[p] == 0 { p += 1 }
            addTrivia(.garbage, s, p)
        case UInt8(ascii: "/"):
            if at(p + 1) == UInt8(ascii: "/") { lexLineComment(); return }
            if at(p + 1) == UInt8(ascii: "*") { lexBlockComment(); return }
            lexOperator()
        case UInt8(ascii: "("):
            if inInterpolation, case .code(let interp, let depth, let ml) = modes[modes.count - 1], interp {
                modes[modes.count - 1] = .code(interpolation: interp, parenDepth: depth + 1, inMultilineString: ml)
            }
            emit(.leftParen, p, p + 1); p += 1
        case UInt8(ascii: ")"):
            if inInterpolation, case .code(let interp, let depth, let ml) = modes[modes.count - 1], interp {
                if depth == 0 {
                    emit(.interpolationEnd, p, p + 1); p += 1
                    modeChanged = true; modes.removeLast()
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
        case UInt8(ascii: ":"):
            // swift-syntax lexes `::` as one token wherever it stands (a module selector).
            if at(p + 1) == UInt8(ascii: ":") {
                emit(.colonColon, p, p + 2); p += 2
                moduleSelectors = true
            } else {
                emit(.colon, p, p + 1); p += 1
            }
        case UInt8(ascii: "@"): emit(.atSign, p, p + 1); p += 1
        case UInt8(ascii: "\\"): emit(.backslash, p, p + 1); p += 1
        case UInt8(ascii: "."):
            lexOperator()
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
            if let e = conflictRegionEnd(p) { lexConflictMarker(e); return }
            lexOperator()
        case UInt8(ascii: ">"):
            if let e = conflictRegionEnd(p) { lexConflictMarker(e); return }
            lexOperator()
        case UInt8(ascii: "="), UInt8(ascii: "|"):
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
                } else if UnicodeClass.isIdentifierHead(scalar) {
                    lexIdentifier()
                } else if UnicodeClass.isOperatorHead(scalar) {
                    lexOperator()
                } else if scalar == 0x201C, let e = curlyQuotedStringEnd(p + len) {
                    // “text”: swift-syntax recovers the whole curly-quoted string as one identifier.
                    diagnose(.unexpectedCharacter, p)
                    emit(.identifier, p, e)
                    p = e
                } else if UnicodeClass.isIdentifierBody(scalar) {
                    // A combining mark cannot start an identifier; recover as the compiler does.
                    diagnose(.unexpectedCharacter, p)
                    let s = p
                    advanceIdentifierBody()
                    emit(.identifier, s, p)
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

    /// The end of a string opened by U+201C: a `"` or U+201D on the same line, with no `\(`
    /// and no control or invalid bytes before it.
    private mutating func curlyQuotedStringEnd(_ from: Int) -> Int? {
        // A failed search stops at a place every later search before it also reaches.
        if from < noCurlyCloseBefore { return nil }
        var i = from
        while i < n {
            let c = b[i]
            if c == 10 || c == 13 { break }
            if c == UInt8(ascii: "\\") {
                if at(i + 1) == UInt8(ascii: "(") { break }
                i += 2
                continue
            }
            if c == UInt8(ascii: "\"") { return i + 1 }
            if c < 0x20 || c == 0x7F { break }
            if c >= 0x80 {
                let (scalar, len) = decodeScalar(i)
                if len == 0 { break }
                if scalar == 0x201D { return i + len }
                i += len
                continue
            }
            i += 1
        }
        noCurlyCloseBefore = i
        return nil
    }

    private mutating func popInterpolationAndStringAtNewline() {
        // Unwind: interpolation code mode, then its single-line string.
        modeChanged = true; modes.removeLast()
        if case .string = modes[modes.count - 1], modes.count > 1 {
            modeChanged = true; modes.removeLast()
        }
        diagnose(.unterminatedString, p)
        if tokens.count > 0 { tokens.lastPointer.pointee.flags.insert(.unterminated) }
    }

    // MARK: - Comments

    private mutating func lexLineComment() {
        let s = p
        let doc = at(p + 2) == UInt8(ascii: "/") && at(p + 3) != UInt8(ascii: "/")
        p = lineEnd(from: p)
        addTrivia(doc ? .docLineComment : .lineComment, s, p)
    }

    /// The offset of the next `\n` or `\r` at or after `from` (or the end), eight bytes at a time:
    /// comments are long and plentiful.
    @inline(__always)
    private func lineEnd(from: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(b.baseAddress.unsafelyUnwrapped)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= n {
            let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let lf = w ^ (ones &* 10), cr = w ^ (ones &* 13)
            let found = ((lf &- ones) & ~lf | (cr &- ones) & ~cr) & highs
            if found != 0 { i += found.trailingZeroBitCount >> 3; break }
            i += 8
        }
        while i < n && b[i] != 10 && b[i] != 13 { i += 1 }
        return i
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

    @inline(__always)
    private mutating func lexIdentifier() {
        let s = p
        advanceIdentifierBody()
        let word = words.word(b.baseAddress.unsafelyUnwrapped + s, p - s)
        emit(word.isReserved ? .keyword : .identifier, s, p, word: word)
    }

    @inline(__always)
    private mutating func advanceIdentifierBody() {
        var i = p
        while i < n {
            let c = b[i]
            if c < 0x80 && i + 8 <= n {
                // Eight bytes at a time: a lane is an identifier byte when it is ASCII and in
                // `a-z` (after folding case), `0-9`, `_` or `$`.
                let w = UInt64(littleEndian: UnsafeRawPointer(b.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let ascii = ~w & 0x8080_8080_8080_8080
                let x = w & 0x7F7F_7F7F_7F7F_7F7F
                let folded = x | 0x2020_2020_2020_2020
                let letter = (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505)
                let digit = (x &+ 0x5050_5050_5050_5050) & ~(x &+ 0x4646_4646_4646_4646)
                let underscore = ~((x ^ 0x5F5F_5F5F_5F5F_5F5F) &+ 0x7F7F_7F7F_7F7F_7F7F)
                let dollar = ~((x ^ 0x2424_2424_2424_2424) &+ 0x7F7F_7F7F_7F7F_7F7F)
                let ident = (letter | digit | underscore | dollar) & ascii
                let stop = ~ident & 0x8080_8080_8080_8080
                if stop == 0 { i += 8; continue }
                i += stop.trailingZeroBitCount >> 3
                if b[i] < 0x80 { break }
                continue
            }
            if c < 0x80 {
                // ASCII identifier bytes as a 128-bit set: `$`, digits, letters, `_`.
                let word: UInt64 = c < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
                if (word >> UInt64(c & 63)) & 1 == 0 { break }
                i += 1
            } else {
                let (scalar, len) = decodeScalar(i)
                if len > 0 && UnicodeClass.isIdentifierBody(scalar) { i += len } else { break }
            }
        }
        p = i
    }

    /// `` `name` `` (also raw identifiers with spaces, SE-0451). Must close on the same line.
    private mutating func lexBacktick() {
        let s = p
        var i = p + 1
        while i < n, b[i] != UInt8(ascii: "`"), b[i] != 10, b[i] != 13 { i += 1 }
        if i < n, b[i] == UInt8(ascii: "`") {
            // An empty, all-space or all-operator raw identifier is diagnosed but still one token.
            p = i + 1
            emit(.identifier, s, p)
        } else {
            diagnose(.unterminatedBacktick, s)
            p = s + 1
            emit(.unknown, s, p)
        }
    }

    /// `$0`, `$wrapped`; a lone `$` is an identifier (swift-syntax's `lexDollarIdentifier`).
    private mutating func lexDollar() {
        let s = p
        p += 1
        var allDigits = true
        while p < n {
            let c = b[p]
            if c &- 48 < 10 { p += 1; continue }
            if c < 0x80 {
                if (c | 0x20) &- 97 < 26 || c == 95 || c == 36 { allDigits = false; p += 1; continue }
                break
            }
            let (scalar, len) = decodeScalar(p)
            if len > 0 && UnicodeClass.isIdentifierBody(scalar) { allDigits = false; p += len; continue }
            break
        }
        if p == s + 1 {
            emit(.identifier, s, p)
        } else {
            // `$0` and `$wrapped` both stay dollar identifiers for the facts extractor.
            _ = allDigits
            emit(.dollarIdentifier, s, p)
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
        guard let e = placeholderEnd(p) else { return false }
        diagnose(.editorPlaceholder, p)
        emit(.identifier, p, e)
        p = e
        return true
    }

    /// The end of `<#...#>` starting at `s` (at `<#`), on the same line and without a nested `<#`.
    private func placeholderEnd(_ s: Int) -> Int? {
        var i = s + 2
        while i + 1 < n, b[i] != 10 {
            if b[i] == UInt8(ascii: "#") && b[i + 1] == UInt8(ascii: ">") { return i + 2 }
            if b[i] == UInt8(ascii: "<") && b[i + 1] == UInt8(ascii: "#") { return nil }
            i += 1
        }
        return nil
    }

    // MARK: - Conflict markers

    /// swift-syntax's `tryLexConflictMarker`: `<<<<<<< ` (or Perforce's `>>>> `) directly at the
    /// start of a line opens a conflict region only if its terminator (`>>>>>>> `, `<<<<⏎`) starts
    /// a later line; the whole region up to the end of the terminator's line is skipped.
    /// Returns the region's end. A failed search is remembered so that many openers stay linear.
    private mutating func conflictRegionEnd(_ s: Int) -> Int? {
        guard s == 0 || b[s - 1] == 10 || b[s - 1] == 13 else { return nil }
        let perforce: Bool
        if startsWith(s, "<<<<<<< ") {
            perforce = false
        } else if startsWith(s, ">>>> ") {
            perforce = true
        } else {
            return nil
        }
        if perforce ? noPerforceTerminator : noConflictTerminator { return nil }
        let terminator: StaticString = perforce ? "<<<<\n" : ">>>>>>> "
        let first = terminator.utf8Start[0]
        var i = s + (perforce ? 5 : 8)
        while i < n {
            if b[i] == first && (b[i - 1] == 10 || b[i - 1] == 13) && startsWith(i, terminator) {
                var e = i + terminator.utf8CodeUnitCount
                while e < n && b[e] != 10 && b[e] != 13 { e += 1 }
                return e
            }
            i += 1
        }
        if perforce { noPerforceTerminator = true } else { noConflictTerminator = true }
        return nil
    }

    private func startsWith(_ i: Int, _ word: StaticString) -> Bool {
        let len = word.utf8CodeUnitCount
        guard i + len <= n else { return false }
        let w = word.utf8Start
        for k in 0..<len where b[i + k] != w[k] { return false }
        return true
    }

    private mutating func lexConflictMarker(_ end: Int) {
        diagnose(.conflictMarker, p)
        let s = p
        p = end
        addTrivia(.conflictMarker, s, p)
    }

    // MARK: - Numbers

    /// Numbers as swift-syntax lexes them. Assumes the cursor is at a digit. `t.1.0` lexes as
    /// integers after a `.`; malformed tails (`0xG1`, `1_a`, `1e_`) are consumed into the literal.
    private mutating func lexNumber() {
        let s = p
        let c1 = at(p + 1)
        if b[p] == UInt8(ascii: "0") && (c1 == UInt8(ascii: "o") || c1 == UInt8(ascii: "b")) {
            let radix = c1 == UInt8(ascii: "o") ? 8 : 2
            p += 2
            if p < n && !isDigit(b[p], radix: radix) {
                finishNumber(s, .integerLiteral, malformedFrom: p)
                return
            }
            while p < n, isDigit(b[p], radix: radix) || b[p] == 95 { p += 1 }
            finishNumber(s, .integerLiteral, malformedFrom: p)
            return
        }
        if b[p] == UInt8(ascii: "0") && c1 == UInt8(ascii: "x") {
            lexHexNumber()
            return
        }
        while p < n, (b[p] >= 48 && b[p] <= 57) || b[p] == 95 { p += 1 }
        if at(p) == UInt8(ascii: ".") {
            if p + 1 >= n || !isDigit(b[p + 1], radix: 10) || lastToken?.kind == .period {
                emit(.integerLiteral, s, p)
                return
            }
        } else if at(p) != UInt8(ascii: "e") && at(p) != UInt8(ascii: "E") {
            finishNumber(s, .integerLiteral, malformedFrom: p)
            return
        }
        if at(p) == UInt8(ascii: ".") {
            p += 1
            while p < n, (b[p] >= 48 && b[p] <= 57) || b[p] == 95 { p += 1 }
        }
        if at(p) == UInt8(ascii: "e") || at(p) == UInt8(ascii: "E") {
            p += 1
            if at(p) == UInt8(ascii: "+") || at(p) == UInt8(ascii: "-") { p += 1 }
            while p < n, (b[p] >= 48 && b[p] <= 57) || b[p] == 95 { p += 1 }
            finishNumber(s, .floatLiteral, malformedFrom: p)
            return
        }
        emit(.floatLiteral, s, p)
    }

    /// `0x...`, with hex floats (`0x1.8p3`); `0x1.foo` stays a member access.
    private mutating func lexHexNumber() {
        let s = p
        p += 2
        guard p < n, isDigit(b[p], radix: 16) else {
            finishNumber(s, .integerLiteral, malformedFrom: p)
            return
        }
        while p < n, isDigit(b[p], radix: 16) || b[p] == 95 { p += 1 }
        let c = at(p)
        if p >= n || (c != UInt8(ascii: ".") && c != UInt8(ascii: "p") && c != UInt8(ascii: "P")) {
            finishNumber(s, .integerLiteral, malformedFrom: p)
            return
        }
        var dot = -1
        if c == UInt8(ascii: ".") {
            dot = p
            p += 1
            if p < n && !isDigit(b[p], radix: 16) {
                p = dot
                emit(.integerLiteral, s, p)
                return
            }
            while p < n, isDigit(b[p], radix: 16) || b[p] == 95 { p += 1 }
            if at(p) != UInt8(ascii: "p") && at(p) != UInt8(ascii: "P") {
                if p + 1 < n && !isDigit(b[p + 1], radix: 10) {
                    p = dot
                }
                emit(.integerLiteral, s, p)
                return
            }
        }
        p += 1 // p or P
        var signed = false
        if at(p) == UInt8(ascii: "+") || at(p) == UInt8(ascii: "-") { p += 1; signed = true }
        if p < n && !isDigit(b[p], radix: 10) {
            if dot >= 0 && !isDigit(at(dot + 1), radix: 10) && !signed {
                p = dot
                emit(.integerLiteral, s, p)
                return
            }
            finishNumber(s, .floatLiteral, malformedFrom: p)
            return
        }
        while p < n, (b[p] >= 48 && b[p] <= 57) || b[p] == 95 { p += 1 }
        finishNumber(s, .floatLiteral, malformedFrom: p)
    }

    /// Emits the literal, first consuming identifier characters glued to it (`1_a`, `0b12`).
    private mutating func finishNumber(_ s: Int, _ kind: TokenKind, malformedFrom i: Int) {
        p = i
        if p < n {
            let c = b[p]
            let glued: Bool
            if c < 0x80 {
                glued = (c | 0x20) &- 97 < 26 || c &- 48 < 10 || c == 95 || c == 36
            } else {
                let (scalar, len) = decodeScalar(p)
                glued = len > 0 && UnicodeClass.isIdentifierBody(scalar)
            }
            if glued {
                diagnose(.malformedNumber, s)
                advanceIdentifierBody()
            }
        }
        emit(kind, s, p)
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

    @inline(__always)
    private static func isOperatorByte(_ c: UInt8) -> Bool {
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
    @inline(__always)
    private func operatorCharLength(_ i: Int, head: Bool) -> Int {
        guard i < n else { return 0 }
        let c = b[i]
        if c < 0x80 { return Lexer.isOperatorByte(c) ? 1 : 0 }
        return Lexer.unicodeOperatorCharLength(b, i, head: head)
    }

    /// The non-ASCII part of `operatorCharLength`. Static, so that calling it does not copy the
    /// lexer's state (a non-inlined method on `self` did, 192 bytes per operator character).
    @inline(never)
    private static func unicodeOperatorCharLength(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, head: Bool) -> Int {
        let (scalar, len) = decodeScalar(b, i)
        if len == 0 { return 0 }
        if UnicodeClass.isOperatorHead(scalar) || (!head && UnicodeClass.isOperatorContinuation(scalar)) { return len }
        return 0
    }

    /// Operators as swift-syntax lexes them: a left-bound `?` or `!` is a one-character
    /// postfix token; otherwise the longest run of operator characters (a `.` continues only an
    /// operator that starts with `.`), then a regex literal may start at its first `/`, then a
    /// `//` or `/*` inside the operator starts a comment.
    private mutating func lexOperator() {
        let s = p
        let c0 = b[s]
        if (c0 == UInt8(ascii: "?") || c0 == UInt8(ascii: "!")) && isLeftBound(s) {
            let afterTry = previousKeywordIs("try")
            emit(c0 == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclamation, s, s + 1)
            p = s + 1
            if afterTry { preferRegex = true }
            return
        }
        let dotOperator = c0 == UInt8(ascii: ".")
        var e = s + max(1, operatorCharLength(s, head: true))
        var sawSlash = c0 == UInt8(ascii: "/")
        while e < n {
            let c = b[e]
            if c == UInt8(ascii: ".") {
                if !dotOperator { break }
                e += 1
                continue
            }
            if c == UInt8(ascii: "<") && at(e + 1) == UInt8(ascii: "#") && placeholderEnd(e) != nil { break }
            if c == UInt8(ascii: "/") { sawSlash = true }
            let len = operatorCharLength(e, head: false)
            if len == 0 { break }
            e += len
        }
        let preferRegexHere = preferRegex
        if sawSlash && regexMode == .bareSlashEnabled {
            var r = s
            while r < e && b[r] != UInt8(ascii: "/") { r += 1 }
            if r < e, let end = tryOperatorAsRegex(at: r, opStart: s, opEnd: e, preferRegex: preferRegexHere) {
                if r > s { classifyOperator(s, r) }
                emit(.regexLiteral, r, end)
                p = end
                return
            }
        }
        if e - s > 2 {
            // A `//` or `/*` after the first character starts a comment: `a +/* c */ b`, `x =// c`.
            var k = s + 1
            while k < e {
                if b[k] == UInt8(ascii: "/") && (at(k + 1) == UInt8(ascii: "/") || at(k + 1) == UInt8(ascii: "*")) {
                    e = k
                    break
                }
                k += 1
            }
        }
        p = e
        classifyOperator(s, e)
    }

    @inline(__always)
    private func isLeftBound(_ s: Int) -> Bool {
        if s == 0 { return false }
        switch b[s - 1] {
        case 32, 9, 10, 13, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            // The end of a block comment counts as whitespace.
            return !(s >= 2 && b[s - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(s >= 2 && b[s - 2] == 0xC2)
        default:
            return true
        }
    }

    @inline(__always)
    private func isRightBound(_ e: Int, leftBound: Bool) -> Bool {
        if e >= n { return false }
        switch b[e] {
        case 32, 9, 10, 13, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(at(e + 1) == UInt8(ascii: "/") || at(e + 1) == UInt8(ascii: "*"))
        case 0xC2:
            return at(e + 1) != 0xA0
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
            case UInt8(ascii: "."):
                emit(.period, s, e); return
            case UInt8(ascii: "?"):
                emit(left ? .postfixQuestion : .binaryOperator, s, e); return
            default: break
            }
        } else if len == 2 && b[s] == UInt8(ascii: "-") && b[s + 1] == UInt8(ascii: ">") {
            emit(.arrow, s, e); return
        }
        if containsStarSlash(s, e) {
            diagnose(.unexpectedEndOfBlockComment, s)
            emit(.unknown, s, e); return
        }
        if left == right {
            emit(.binaryOperator, s, e)
        } else if left {
            emit(.postfixOperator, s, e)
        } else {
            emit(.prefixOperator, s, e)
        }
    }

    private func containsStarSlash(_ s: Int, _ e: Int) -> Bool {
        var k = s
        while k + 1 < e {
            if b[k] == UInt8(ascii: "*") && b[k + 1] == UInt8(ascii: "/") { return true }
            k += 1
        }
        return false
    }

    // MARK: - Regex literals

    /// swift-syntax's `isInRegexLiteralPosition`: whether the previous token leaves the lexer
    /// expecting an expression (so a `/` with spaces on both sides starts a regex).
    private func isInRegexLiteralPosition() -> Bool {
        guard let last = lastToken else { return true }
        switch last.kind {
        case .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand, .interpolationStart,
             .binaryOperator, .equal, .semicolon, .comma, .colon,
             .poundIf, .poundElse, .poundElseif, .poundEndif:
            return true
        case .unknown:
            // swift-syntax's lone `#` and `` ` `` are punctuation that does not sequence expressions.
            let c = b[Int(last.start)]
            return !(last.length == 1 && (c == UInt8(ascii: "#") || c == UInt8(ascii: "`")))
        case .keyword:
            return !(tokenIs(last, "true") || tokenIs(last, "false") || tokenIs(last, "Any") || tokenIs(last, "nil")
                || tokenIs(last, "self") || tokenIs(last, "Self") || tokenIs(last, "super"))
        case .poundIdentifier:
            // swift-syntax lexes `#name` as `#` + name, so the name decides (a keyword such as the
            // `try` of `#try` sequences expressions); `#available` and friends are one token.
            let nameStart = Int(last.start) + 1
            guard words.word(b.baseAddress.unsafelyUnwrapped + nameStart, Int(last.end) - nameStart).isReserved else { return false }
            let name = Token(kind: .keyword, start: nameStart, end: Int(last.end))
            return !(tokenIs(name, "true") || tokenIs(name, "false") || tokenIs(name, "Any") || tokenIs(name, "nil")
                || tokenIs(name, "self") || tokenIs(name, "Self") || tokenIs(name, "super"))
        default:
            return false
        }
    }

    /// swift-syntax's `previousKeyword`: the last token is the keyword `word`, also when it is the
    /// name of a `#word` (which swift-syntax lexes as `#` and a keyword).
    private func previousKeywordIs(_ word: StaticString) -> Bool {
        guard let last = lastToken else { return false }
        if last.kind == .keyword { return tokenIs(last, word) }
        if last.kind == .poundIdentifier {
            return tokenIs(Token(kind: .keyword, start: Int(last.start) + 1, end: Int(last.end)), word)
        }
        return false
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

    /// The compiler's rules for a `/` inside the operator `opStart..<opEnd` (swift-syntax's
    /// `tryScanOperatorAsRegexLiteral`): never when the operator is left-bound or follows `func` /
    /// `operator`; with spaces (or no spaces) on both sides only where an expression is expected;
    /// in prefix position always tentatively. Returns the regex's end.
    private mutating func tryOperatorAsRegex(at r: Int, opStart: Int, opEnd: Int, preferRegex: Bool) -> Int? {
        let left = isLeftBound(opStart)
        if left { return nil }
        let right = isRightBound(opEnd, leftBound: left)
        if previousKeywordIs("func") || previousKeywordIs("operator") { return nil }
        var mustBeRegex = false
        if left == right {
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !isInRegexLiteralPosition() { return nil }
            switch lastToken?.kind {
            case .leftParen?, .leftSquare?, .comma?, .colon?, .colonColon?, .interpolationStart?:
                break
            default:
                mustBeRegex = true
            }
        }
        return scanRegex(r, mustBeRegex: mustBeRegex)
    }

    /// swift-syntax's `RegexLiteralLexer`: scans `#*/.../#*` starting at `start` (the first `#`
    /// or the `/`). Returns the end offset, or nil when it is not a regex. Tentative scans
    /// (`mustBeRegex == false`) that fail remember where they failed: a later tentative scan
    /// starting before that point fails too, which keeps lines full of `/` linear.
    private mutating func scanRegex(_ start: Int, mustBeRegex: Bool) -> Int? {
        var i = start
        var pounds = 0
        while i < n && b[i] == UInt8(ascii: "#") { pounds += 1; i += 1 }
        guard i < n, b[i] == UInt8(ascii: "/") else { return nil }
        let openSlash = i
        i += 1
        if !mustBeRegex && openSlash < noRegexCloseBefore { return nil }
        var firstNewline = -1
        if pounds == 0 {
            if i < n {
                let c = b[i]
                if c == 32 || c == 9 {
                    if !mustBeRegex { return nil }
                } else if c == UInt8(ascii: "*") || c == UInt8(ascii: "/") {
                    return nil
                }
            }
            if openSlash > 0 && b[openSlash - 1] == UInt8(ascii: "*") { return nil }
        } else {
            var k = i
            while k < n && (b[k] == 32 || b[k] == 9) { k += 1 }
            if k < n && (b[k] == 10 || b[k] == 13) { firstNewline = k; i = k }
            // An earlier multi-line scan from before here found no closing `/#` up to the end of the
            // file; this one cannot either (it needs as many `#` or more): unterminated.
            if firstNewline >= 0 && start > noExtendedRegexCloseFrom && pounds >= noExtendedRegexClosePounds {
                return firstNewline
            }
        }
        let multiline = firstNewline >= 0
        var groupDepth = 0
        var classDepth = 0
        var sawClass = false
        var lastSpace = -1
        while true {
            // The closing delimiter.
            if i < n && b[i] == UInt8(ascii: "/") {
                var k = i + 1
                var closePounds = 0
                if pounds > 0 {
                    while k < n && b[k] == UInt8(ascii: "#") { closePounds += 1; k += 1 }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        if k < n && (b[k] == UInt8(ascii: "*") || b[k] == UInt8(ascii: "/")) {
                            // Ends on a comment opener: unterminated.
                            if !mustBeRegex { noRegexCloseBefore = max(noRegexCloseBefore, i); return nil }
                            return i
                        }
                        if lastSpace >= 0 && lastSpace + 1 == i && !mustBeRegex {
                            noRegexCloseBefore = max(noRegexCloseBefore, i)
                            return nil
                        }
                    }
                    return k
                }
            }
            // One pattern character.
            if i >= n {
                if !mustBeRegex { noRegexCloseBefore = n; return nil }
                if multiline && (noExtendedRegexCloseFrom == Int.max || pounds <= noExtendedRegexClosePounds) {
                    noExtendedRegexCloseFrom = start
                    noExtendedRegexClosePounds = pounds
                }
                return multiline ? firstNewline : n
            }
            var c = b[i]
            var escaped = false
            if c == UInt8(ascii: "\\") {
                i += 1
                if i >= n {
                    if !mustBeRegex { noRegexCloseBefore = n; return nil }
                    return multiline ? firstNewline : n
                }
                c = b[i]
                escaped = true
            }
            switch c {
            case 10, 13:
                if !multiline {
                    if !mustBeRegex { noRegexCloseBefore = max(noRegexCloseBefore, i); return nil }
                    return i
                }
            case UInt8(ascii: "(") where !escaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex {
                        if !sawClass { noRegexCloseBefore = max(noRegexCloseBefore, i) }
                        return nil
                    }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "[") where !escaped:
                classDepth += 1
                sawClass = true
            case UInt8(ascii: "]") where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case 32:
                if !escaped { lastSpace = i }
            case 9:
                // swift-syntax files a single-line tab under "unprintable", not as a trailing space.
                if !escaped && multiline { lastSpace = i }
            default:
                break
            }
            i += 1
        }
    }

    /// `#/.../#` with any number of `#` (always a regex). Assumes the cursor is at the first `#`
    /// and that the `#` run is followed by `/`.
    private mutating func lexExtendedRegex() {
        let s = p
        let end = scanRegex(s, mustBeRegex: true) ?? (s + 1)
        p = max(end, s + 1)
        var terminated = p > s + 1 && (b[p - 1] == UInt8(ascii: "#"))
        if terminated {
            // A closing `/` must precede the final `#` run.
            var k = p - 1
            while k > s && b[k] == UInt8(ascii: "#") { k -= 1 }
            terminated = b[k] == UInt8(ascii: "/") && k > s + 1 && b[s] == UInt8(ascii: "#")
        }
        if !terminated { diagnose(.unterminatedRegex, s) }
        emit(.regexLiteral, s, p, terminated ? TokenFlags(rawValue: 0) : .unterminated)
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
            lexExtendedRegex()
            return
        }
        if hashes == 1 {
            // swift-syntax reads ASCII letters and `_` after `#`: `#if`, `#else`, `#elseif`, `#endif`,
            // `#sourceLocation`, `#available` and `#unavailable` are keywords ending there
            // (`#if1` is `#if` `1`); any other `#name` is a macro or magic literal.
            var e = s + 1
            while e < n, (b[e] | 0x20) &- 97 < 26 || b[e] == 95 { e += 1 }
            let word = Token(kind: .unknown, start: s, end: e)
            var kind: TokenKind? = nil
            if tokenIs(word, "#if") { kind = .poundIf }
            else if tokenIs(word, "#elseif") { kind = .poundElseif }
            else if tokenIs(word, "#else") { kind = .poundElse }
            else if tokenIs(word, "#endif") { kind = .poundEndif }
            else if tokenIs(word, "#sourceLocation") || tokenIs(word, "#available") || tokenIs(word, "#unavailable") {
                kind = .poundIdentifier
            }
            if let kind {
                p = e
                emit(kind, s, p)
                return
            }
            if isIdentifierStart(s + 1) {
                p = s + 1
                advanceIdentifierBody()
                emit(.poundIdentifier, s, p)
                return
            }
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
            modeChanged = true; modes.append(.string(multiline: true, hashes: hashes))
        } else if hashes == 0 && at(s + 1) == UInt8(ascii: "\"") {
            // `""`: an empty string.
            emit(.stringQuote, s, s + 1)
            emit(.stringQuote, s + 1, s + 2)
            p = s + 2
        } else {
            emit(.stringQuote, s, s + 1)
            p = s + 1
            modeChanged = true; modes.append(.string(multiline: false, hashes: hashes))
        }
    }

    /// Lexes string content up to the closing delimiter, an interpolation, or (single-line)
    /// the end of the line.
    private mutating func lexStringBody(multiline: Bool, hashes: Int) {
        let s = p
        var i = p
        let segFlags: TokenFlags = multiline ? .multiline : TokenFlags(rawValue: 0)
        while i < n {
            let c = b[i]
            if c == UInt8(ascii: "\\") && matchesHashes(i + 1, hashes) {
                let afterHashes = i + 1 + hashes
                if at(afterHashes) == UInt8(ascii: "(") {
                    if i > s { emit(.stringSegment, s, i, segFlags) }
                    emit(.interpolationStart, i, afterHashes + 1)
                    p = afterHashes + 1
                    modeChanged = true; modes.append(.code(interpolation: true, parenDepth: 0, inMultilineString: multiline))
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
                        modeChanged = true; modes.removeLast()
                        return
                    }
                } else if matchesHashes(i + 1, hashes) {
                    if i > s { emit(.stringSegment, s, i) }
                    emit(.stringQuote, i, i + 1)
                    p = i + 1
                    closeRawDelimiter(hashes)
                    modeChanged = true; modes.removeLast()
                    return
                }
            }
            if !multiline && (c == 10 || c == 13) {
                // Unterminated single-line string: it ends at the end of the line.
                if i > s { emit(.stringSegment, s, i, .unterminated) }
                diagnose(.unterminatedString, s)
                p = i
                modeChanged = true; modes.removeLast()
                return
            }
            i += 1
        }
        if i > s { emit(.stringSegment, s, i, segFlags.union(.unterminated)) }
        diagnose(.unterminatedString, s)
        p = n
        modeChanged = true; modes.removeLast()
    }

    /// The closing `#` run. Like swift-syntax, extra `#` (`#"a"##`) belong to it too.
    private mutating func closeRawDelimiter(_ hashes: Int) {
        if hashes > 0 {
            let s = p
            p += hashes
            while p < n && b[p] == UInt8(ascii: "#") { p += 1 }
            emit(.rawStringDelimiter, s, p)
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
    @inline(__always) private func decodeScalar(_ i: Int) -> (UInt32, Int) { Lexer.decodeScalar(b, i) }

    @inline(__always) private static func decodeScalar(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int) {
        let n = b.count
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

/// An append-only buffer of trivial values (tokens, trivia; never deinitialized): appends are a capacity check and a
/// store (no uniqueness checks, no generic slow path per call). Freed explicitly.
struct AppendBuffer<T> {
    private var base: UnsafeMutablePointer<T>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ value: T) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    @inline(never) private mutating func grow() {
        let bigger = capacity * 2
        let fresh = UnsafeMutablePointer<T>.allocate(capacity: bigger)
        fresh.initialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = bigger
    }

    var buffer: UnsafeBufferPointer<T> { UnsafeBufferPointer(start: base, count: count) }

    /// The last element, to update in place (the buffer must not be empty).
    @inline(__always) var lastPointer: UnsafeMutablePointer<T> { base + (count - 1) }

    func release() { base.deallocate() }
}
