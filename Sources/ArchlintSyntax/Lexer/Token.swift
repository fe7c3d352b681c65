/// The kind of one token. Kept small (one byte) so that a token is 12 bytes and a
/// 20 MB file's token array stays cache friendly.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// A plain identifier, a backtick identifier or a contextual keyword (`get`, `actor`, `some`).
    case identifier
    /// A reserved word of the language (`class`, `func`, `import`, `let`, `self`, `true`, ...).
    case keyword
    /// `$0`, `$wrapped`.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// `"`, `"""` or `'` opening or closing a string literal.
    case stringQuote
    /// The literal text between quotes and interpolations.
    case stringSegment
    /// `\(` or `\#(` inside a string: what follows are ordinary tokens up to `interpolationEnd`.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// The `#` run before or after a raw string.
    case rawStringDelimiter
    /// A whole regex literal, delimiters included: `/a+/`, `#/a/b/#`.
    case regexLiteral
    case binaryOperator
    case prefixOperator
    case postfixOperator
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon, period, equal, arrow, atSign
    /// `\` of a key path (`\.count`, `\Foo.bar`) outside strings.
    case backslash
    /// `?` or `!` bound to what precedes it: `x?.y`, `T?`, `x!`, `try?`.
    case postfixQuestion, postfixExclamation
    /// `&` directly before an expression: `f(&x)`.
    case prefixAmpersand
    case poundIf, poundElseif, poundElse, poundEndif
    /// Any other `#word`: `#selector`, `#available`, `#sourceLocation`, `#Preview`, `#file`.
    case poundIdentifier
    case shebang
    /// Bytes that are no Swift token: invalid UTF-8, NUL, a stray backtick, `'`-less garbage.
    case unknown
    /// `::` of a module selector (SE-0491, Swift 6.3): `SwiftUI::View`, `Swift::print(x)`.
    /// (Last, so that the other kinds keep their raw values and lexer digests stay comparable.)
    case colonColon
}

/// Layout facts a parser needs and the lexer knows for free.
public struct TokenFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The first token on its line: a newline ends a statement before it.
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment directly before the token.
    public static let precededBySpace = TokenFlags(rawValue: 1 << 1)
    /// Whitespace or a comment (or the end of the file) directly after the token.
    public static let followedBySpace = TokenFlags(rawValue: 1 << 2)
    /// A string, comment or regex that reached the end of the line or file unclosed.
    public static let unterminated = TokenFlags(rawValue: 1 << 3)
    /// A multi-line string's quote or segment (`"""`).
    public static let multiline = TokenFlags(rawValue: 1 << 4)
}

/// One token: its kind and its UTF-8 byte range in the file. Text is never copied;
/// slice it from the file's bytes when needed.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// The reserved or contextual word the token spells (`.none` for other tokens). It lives in
    /// what would otherwise be padding: a token stays 12 bytes.
    public var word: Word
    public var start: Int32
    public var end: Int32

    public init(kind: TokenKind, flags: TokenFlags = TokenFlags(rawValue: 0), word: Word = .none, start: Int, end: Int) {
        self.kind = kind
        self.flags = flags
        self.word = word
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    public var range: Range<Int> { Int(start)..<Int(end) }
    public var length: Int { Int(end - start) }
    public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }

    public static func == (lhs: Token, rhs: Token) -> Bool {
        lhs.kind == rhs.kind && lhs.start == rhs.start && lhs.end == rhs.end && lhs.flags == rhs.flags
    }
}

/// What lies between tokens. Comments are kept, with their kind, because suppression
/// commands (`// archlint:disable:next ...`) live in them.
public enum TriviaKind: UInt8, Sendable {
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    case byteOrderMark
    /// A git conflict region (`<<<<<<<` ... `>>>>>>>`), skipped as the compiler does.
    case conflictMarker
    /// NUL and other control bytes between tokens.
    case garbage
}

public struct TriviaPiece: Sendable, Equatable {
    public var kind: TriviaKind
    public var start: Int32
    public var end: Int32

    public init(kind: TriviaKind, start: Int, end: Int) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    public var range: Range<Int> { Int(start)..<Int(end) }
    public var isComment: Bool {
        switch kind {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: true
        default: false
        }
    }
}

/// A problem the lexer recovered from. Lexing never throws.
public struct LexDiagnostic: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case unterminatedString, unterminatedBlockComment, unterminatedRegex
        case invalidUTF8, nulByte, unexpectedCharacter, conflictMarker, unexpectedEndOfBlockComment
        case malformedNumber, unterminatedBacktick
        /// `<#code#>` left by Xcode: lexed as a name, rejected by the compiler.
        case editorPlaceholder
    }
    public var kind: Kind
    public var offset: Int32
}

/// The lexed form of one file.
public struct TokenizedSource: Sendable {
    public var tokens: [Token]
    public var trivia: [TriviaPiece]
    public var diagnostics: [LexDiagnostic]
    /// Byte offset of the first byte of each line, as `LineTable` finds them.
    public var lineStarts: [Int32]
}
