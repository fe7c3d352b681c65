import ArchlintSyntax

/// A tiny expression tree for the part of Swift that manifests are written in: string and
/// array literals, calls with labelled arguments, implicit members (`.v5`), names and `+`.
/// Anything else is `.unknown`: the reader skips it and reports what it could not tell.
indirect enum ManifestExpression: Sendable {
    enum StringPart: Sendable {
        case text(String)
        case interpolation(ManifestExpression)
    }

    struct Argument: Sendable {
        var label: String?
        var value: ManifestExpression
    }

    /// A string literal; `offset` is the byte offset of its first token.
    case string([StringPart], offset: Int)
    case array([ManifestExpression], offset: Int)
    /// `.target(...)`, `Target.target(...)`, `Package(...)`: `callee` is the last name before `(`.
    case call(callee: String, arguments: [Argument], offset: Int)
    /// `.v5`, `.macOS`: an implicit member without arguments (or `Type.member`).
    case member(String, offset: Int)
    case identifier(String, offset: Int)
    /// `a + b + c` of arrays or strings.
    case concatenation([ManifestExpression], offset: Int)
    /// `["Key": value, ...]` (`moduleAliases:`); `[:]` is an empty one.
    case dictionary([(key: ManifestExpression, value: ManifestExpression)], offset: Int)
    case unknown(offset: Int)

    var offset: Int {
        switch self {
        case .string(_, let o), .array(_, let o), .call(_, _, let o), .member(_, let o),
             .identifier(_, let o), .concatenation(_, let o), .dictionary(_, let o), .unknown(let o):
            return o
        }
    }

    func argument(_ label: String) -> ManifestExpression? {
        if case .call(_, let arguments, _) = self {
            return arguments.first { $0.label == label }?.value
        }
        return nil
    }
}

/// Reads manifest tokens into `ManifestExpression`s and top-level statements. Never fails;
/// recursion is bounded by `maxDepth`, every loop consumes a token.
struct ManifestTokenParser {
    let bytes: [UInt8]
    let tokens: [Token]
    var i = 0
    static let maxDepth = 64

    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    var atEnd: Bool { i >= tokens.count }

    func text(_ t: Token) -> String {
        String(decoding: bytes[t.range], as: UTF8.self)
    }

    func kind(at index: Int) -> TokenKind? {
        index < tokens.count ? tokens[index].kind : nil
    }

    func isText(at index: Int, _ s: String) -> Bool {
        guard index < tokens.count else { return false }
        let t = tokens[index]
        guard t.length == s.utf8.count else { return false }
        return bytes[t.range].elementsEqual(s.utf8)
    }

    static func isOpener(_ k: TokenKind) -> Bool {
        k == .leftParen || k == .leftSquare || k == .leftBrace
    }

    static func isCloser(_ k: TokenKind) -> Bool {
        k == .rightParen || k == .rightSquare || k == .rightBrace
    }

    /// Where an expression ends: `,`, a closer, or the `)` of a string interpolation.
    static func isTerminator(_ k: TokenKind) -> Bool {
        k == .comma || isCloser(k) || k == .interpolationEnd
    }

    /// Skips one balanced group starting at an opener (or one token otherwise).
    mutating func skipBalanced() {
        guard !atEnd else { return }
        guard Self.isOpener(tokens[i].kind) else { i += 1; return }
        var depth = 0
        while !atEnd {
            let k = tokens[i].kind
            if Self.isOpener(k) { depth += 1 } else if Self.isCloser(k) { depth -= 1 }
            i += 1
            if depth <= 0 { return }
        }
    }

    /// Skips what remains of an expression we cannot read: up to a `,` or closer at this level,
    /// or, at the top level, to the next statement.
    mutating func skipRestOfExpression(topLevel: Bool) {
        let start = i
        var interpolations = 0
        while !atEnd {
            let t = tokens[i]
            if t.kind == .interpolationStart {
                interpolations += 1
            } else if t.kind == .interpolationEnd && interpolations > 0 {
                interpolations -= 1
                i += 1
                continue
            }
            if Self.isTerminator(t.kind) { return }
            if topLevel && i > start && t.isAtStartOfLine && t.kind == .keyword { return }
            if Self.isOpener(t.kind) { skipBalanced() } else { i += 1 }
        }
    }

    /// `+= list` or `.append(element)` / `.append(contentsOf: list)` at `index`.
    func isAddition(at index: Int) -> Bool {
        if kind(at: index) == .binaryOperator, isText(at: index, "+=") { return true }
        return kind(at: index) == .period && isText(at: index + 1, "append") && kind(at: index + 2) == .leftParen
    }

    /// Reads an addition (`isAddition`) as the list it adds; nil when its form is not one.
    mutating func parseAddition() -> ManifestExpression? {
        if kind(at: i) == .binaryOperator {
            i += 1
            return parseExpression(topLevel: true)
        }
        i += 1
        let call = parseExpression(topLevel: true)
        guard case .call(_, let arguments, let offset) = call, let first = arguments.first else { return nil }
        return first.label == "contentsOf" ? first.value : .array([first.value], offset: offset)
    }

    /// The string literals of the statement that binds `name` (`let name = ...`, `if let name =
    /// ...`, `for name in ... where ...`), the latest before `index`, up to its line's end.
    func bindingStrings(of name: String, before index: Int) -> [String] {
        var k = min(index, tokens.count) - 1
        // The binding is a few lines up; a bound keeps a manifest of many such statements linear.
        let stop = max(0, k - 4_096)
        while k > stop {
            if tokens[k].kind == .identifier, isText(at: k, name),
               isText(at: k - 1, "let") || isText(at: k - 1, "var") || isText(at: k - 1, "for") {
                var out: [String] = []
                var j = k + 1
                while j < tokens.count, j < index, !tokens[j].isAtStartOfLine {
                    if tokens[j].kind == .stringSegment { out.append(text(tokens[j])) }
                    // `first(where: { $0.name != "Home" })` names the one target it is not.
                    if tokens[j].kind == .prefixOperator || isText(at: j, "!=") { return [] }
                    j += 1
                }
                return out
            }
            k -= 1
        }
        return []
    }

    /// Skips `#if cond`, `#elseif cond`, `#else`, `#endif` lines: both branches are read.
    mutating func skipCompilerDirectives() {
        while !atEnd {
            let k = tokens[i].kind
            if k == .poundElse || k == .poundEndif {
                i += 1
            } else if k == .poundIf || k == .poundElseif {
                i += 1
                while !atEnd && !tokens[i].isAtStartOfLine { i += 1 }
            } else {
                return
            }
        }
    }

    // MARK: - Expressions

    /// `inArray`: a `:` may end the expression (a dictionary key).
    mutating func parseExpression(depth: Int = 0, topLevel: Bool = false, inArray: Bool = false) -> ManifestExpression {
        let start = i
        guard depth < Self.maxDepth else {
            let offset = atEnd ? bytes.count : Int(tokens[i].start)
            skipRestOfExpression(topLevel: topLevel)
            return .unknown(offset: offset)
        }
        var parts = [parsePostfix(depth: depth)]
        while !atEnd, tokens[i].kind == .binaryOperator, isText(at: i, "+") {
            i += 1
            parts.append(parsePostfix(depth: depth))
        }
        let result: ManifestExpression = parts.count == 1 ? parts[0] : .concatenation(parts, offset: parts[0].offset)
        // Anything left before `,` / closer (a ternary, `??`, `as`) makes the whole unknown.
        if !atEnd, !Self.isTerminator(tokens[i].kind), !(inArray && tokens[i].kind == .colon),
           !(topLevel && tokens[i].isAtStartOfLine && tokens[i].kind != .period && tokens[i].kind != .binaryOperator) {
            skipRestOfExpression(topLevel: topLevel)
            return .unknown(offset: start < tokens.count ? Int(tokens[start].start) : bytes.count)
        }
        if i == start, !atEnd, !Self.isTerminator(tokens[i].kind) { i += 1 }
        return result
    }

    private mutating func parsePostfix(depth: Int) -> ManifestExpression {
        guard !atEnd else { return .unknown(offset: bytes.count) }
        let first = tokens[i]
        let offset = Int(first.start)
        var base: ManifestExpression
        var name: String?
        switch first.kind {
        case .stringQuote, .rawStringDelimiter:
            base = parseString(depth: depth)
        case .leftSquare:
            base = parseArray(depth: depth)
        case .period:
            guard kind(at: i + 1) == .identifier || kind(at: i + 1) == .keyword else {
                i += 1
                return .unknown(offset: offset)
            }
            name = text(tokens[i + 1])
            i += 2
            base = .member(name!, offset: offset)
        case .identifier:
            name = text(first)
            i += 1
            base = .identifier(name!, offset: offset)
        case .keyword, .integerLiteral, .floatLiteral:
            i += 1
            base = .unknown(offset: offset)
        case .leftParen:
            skipBalanced()
            base = .unknown(offset: offset)
        default:
            return .unknown(offset: offset)
        }
        var isUnknown = false
        var steps = 0
        while !atEnd, steps < 10_000 {
            steps += 1
            let t = tokens[i]
            if t.kind == .leftParen {
                if t.isAtStartOfLine { break }
                if let callee = name, !isUnknown {
                    base = .call(callee: callee, arguments: parseArguments(depth: depth), offset: offset)
                } else {
                    skipBalanced()
                    isUnknown = true
                }
                name = nil
            } else if t.kind == .period, kind(at: i + 1) == .identifier || kind(at: i + 1) == .keyword {
                // `Target.target(`: keep the last name; `x.map {` becomes unknown below.
                let member = text(tokens[i + 1])
                i += 2
                if case .identifier = base, name != nil {
                    name = member
                    base = .member(member, offset: offset)
                } else if case .member = base, name != nil {
                    name = member
                    base = .member(member, offset: offset)
                } else {
                    isUnknown = true
                    name = member
                }
            } else if t.kind == .leftBrace || t.kind == .leftSquare && !t.flags.contains(.precededBySpace) {
                if t.isAtStartOfLine { break }
                skipBalanced()
                isUnknown = true
            } else if t.kind == .postfixQuestion || t.kind == .postfixExclamation {
                i += 1
                isUnknown = true
            } else {
                break
            }
        }
        return isUnknown ? .unknown(offset: offset) : base
    }

    private mutating func parseArguments(depth: Int) -> [ManifestExpression.Argument] {
        i += 1 // (
        var arguments: [ManifestExpression.Argument] = []
        while !atEnd {
            skipCompilerDirectives()
            guard !atEnd else { break }
            let k = tokens[i].kind
            if k == .rightParen { i += 1; break }
            if k == .rightSquare || k == .rightBrace { i += 1; break }
            if k == .comma { i += 1; continue }
            var label: String?
            if (k == .identifier || k == .keyword), kind(at: i + 1) == .colon {
                label = text(tokens[i])
                i += 2
            }
            let before = i
            let value = parseExpression(depth: depth + 1)
            arguments.append(.init(label: label, value: value))
            if i == before { i += 1 } // a stray token: always move on
        }
        return arguments
    }

    private mutating func parseArray(depth: Int) -> ManifestExpression {
        let offset = Int(tokens[i].start)
        i += 1 // [
        var elements: [ManifestExpression] = []
        var isDictionary = false
        var keyCount = 0 // elements followed by `:`
        while !atEnd {
            skipCompilerDirectives()
            guard !atEnd else { break }
            let k = tokens[i].kind
            if k == .rightSquare { i += 1; break }
            if k == .rightParen || k == .rightBrace { break }
            if k == .comma { i += 1; continue }
            if k == .colon {
                isDictionary = true
                keyCount += 1
                i += 1
                continue
            }
            let before = i
            elements.append(parseExpression(depth: depth + 1, inArray: true))
            if i == before { i += 1 } // a stray token: always move on
        }
        guard isDictionary else { return .array(elements, offset: offset) }
        // `[:]`, or `key: value` pairs; anything else is not read.
        guard elements.count == 2 * keyCount else { return .unknown(offset: offset) }
        let pairs = stride(from: 0, to: elements.count, by: 2).map { (key: elements[$0], value: elements[$0 + 1]) }
        return .dictionary(pairs, offset: offset)
    }

    private mutating func parseString(depth: Int) -> ManifestExpression {
        let offset = Int(tokens[i].start)
        var isRaw = false
        if tokens[i].kind == .rawStringDelimiter { isRaw = true; i += 1 }
        guard !atEnd, tokens[i].kind == .stringQuote else { return .unknown(offset: offset) }
        let multiline = tokens[i].flags.contains(.multiline)
        i += 1
        var parts: [ManifestExpression.StringPart] = []
        while !atEnd {
            let t = tokens[i]
            if t.kind == .stringSegment {
                let raw = text(t)
                parts.append(.text(isRaw ? raw : Self.unescape(raw)))
                i += 1
            } else if t.kind == .interpolationStart {
                i += 1
                let value = parseExpression(depth: depth + 1)
                // Skip to the matching interpolation end, whatever the expression left.
                var nested = 0
                while !atEnd {
                    let k = tokens[i].kind
                    i += 1
                    if k == .interpolationStart { nested += 1 }
                    if k == .interpolationEnd { if nested == 0 { break }; nested -= 1 }
                }
                parts.append(.interpolation(value))
            } else if t.kind == .stringQuote {
                i += 1
                if !atEnd, tokens[i].kind == .rawStringDelimiter, isRaw { i += 1 }
                break
            } else {
                break // unterminated: the lexer went back to code
            }
        }
        if multiline { parts = Self.dedent(parts) }
        return .string(parts, offset: offset)
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        var out = ""
        var it = s.unicodeScalars.makeIterator()
        while let c = it.next() {
            guard c == "\\", let e = it.next() else { out.unicodeScalars.append(c); continue }
            switch e {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "u":
                var hex = ""
                while let h = it.next(), h != "}" { if h != "{" { hex.unicodeScalars.append(h) } }
                if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
            default: out.unicodeScalars.append(e) // \\ \" \' and line continuations
            }
        }
        return out
    }

    /// Multi-line string: drop the first newline, the last line's indentation and that
    /// indentation from every line (good enough for names; exact for the common layouts).
    static func dedent(_ parts: [ManifestExpression.StringPart]) -> [ManifestExpression.StringPart] {
        guard parts.allSatisfy({ if case .text = $0 { true } else { false } }) else { return parts }
        let joined = parts.map { if case .text(let s) = $0 { s } else { "" } }.joined()
        var lines = joined.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) == true { lines.removeFirst() }
        let indent = lines.last.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? ""
        if let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        let body = lines.map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }
        return [.text(body.joined(separator: "\n"))]
    }
}
