/// The argument labels of a call, read from source on demand: `repository.load(id: 1)` gives
/// `["id"]`, `store.save(user) { ... }` gives `["_"]` and one trailing closure. Rules ask for
/// it only where overloads must be told apart (a protocol declaring `load(id:)` and
/// `load(ids:)`), so the facts do not carry labels for every call of the workspace.
public struct CallArguments: Sendable, Equatable {
    /// One per parenthesised argument; `_` for an unlabelled one.
    public var labels: [String]
    /// Closures after the parentheses (`{ }`, then `label: { }`).
    public var trailingClosures: Int

    public init(labels: [String], trailingClosures: Int) {
        self.labels = labels
        self.trailingClosures = trailingClosures
    }

    /// Whether a call with these arguments can be a call of a function declared with
    /// `declared` labels (protocol requirements have no default values: every parameter is
    /// passed, the last ones possibly as trailing closures).
    public func fits(_ declared: [String]) -> Bool {
        guard labels.count + trailingClosures == declared.count else { return false }
        for i in labels.indices where labels[i] != declared[i] { return false }
        return true
    }

    /// The arguments of the call whose callee name starts at `line`:`column` (1-based, UTF-8
    /// columns, as facts give them) in `source`, or nil when that name is not called there
    /// (a method reference, a property).
    public static func ofCall(at line: Int, column: Int, in source: TokenizedSource, bytes: [UInt8]) -> CallArguments? {
        let tokens = source.tokens
        guard let lo = source.token(atLine: line, column: column) else { return nil }
        var i = lo + 1
        var labels: [String] = []
        func matching(_ open: Int) -> Int? {
            var depth = 0
            var k = open
            while k < tokens.count {
                switch tokens[k].kind {
                case .leftParen, .leftSquare, .leftBrace, .interpolationStart: depth += 1
                case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
                    depth -= 1
                    if depth == 0 { return k }
                default: break
                }
                k += 1
            }
            return nil
        }
        func text(_ k: Int) -> String {
            String(decoding: bytes[Int(tokens[k].start)..<Int(tokens[k].end)], as: UTF8.self)
        }
        var called = false
        // `delegate?.carousel?(self, didSelect: item)`: an optional requirement called through
        // its optional chain, `f!(x)` forced.
        if i + 1 < tokens.count, tokens[i].kind == .postfixQuestion || tokens[i].kind == .postfixExclamation,
           !tokens[i].flags.contains(.precededBySpace), tokens[i + 1].kind == .leftParen {
            i += 1
        }
        if i < tokens.count, tokens[i].kind == .leftParen, !tokens[i].flags.contains(.precededBySpace) {
            guard let close = matching(i) else { return nil }
            called = true
            if close > i + 1 {
                var start = i + 1
                var depth = 0
                var k = i + 1
                while k <= close {
                    switch tokens[k].kind {
                    case .leftParen, .leftSquare, .leftBrace, .interpolationStart: depth += 1
                    case .rightParen, .rightSquare, .rightBrace, .interpolationEnd: depth -= 1
                    default: break
                    }
                    if (tokens[k].kind == .comma && depth == 0) || k == close {
                        let named = k - start >= 2 && (tokens[start].kind == .identifier || tokens[start].kind == .keyword)
                            && tokens[start + 1].kind == .colon
                        labels.append(named ? text(start) : "_")
                        start = k + 1
                    }
                    k += 1
                }
            }
            i = close + 1
        }
        var trailing = 0
        // `if repository.load(id: 1) {`: in a statement's condition the brace is its body.
        var inCondition = false
        var back = lo - 1
        while back >= 0 {
            let k = tokens[back]
            if k.kind == .leftBrace || k.kind == .rightBrace || k.kind == .semicolon { break }
            if k.kind == .keyword, k.word == .`if` || k.word == .`guard` || k.word == .`while` || k.word == .`switch` || k.word == .`for` { inCondition = true; break }
            if k.flags.contains(.atStartOfLine) { break }
            back -= 1
        }
        if !inCondition, i < tokens.count, tokens[i].kind == .leftBrace, !tokens[i].flags.contains(.atStartOfLine) {
            guard let close = matching(i) else { return nil }
            trailing = 1
            i = close + 1
            // `} onFailure: { }`: more trailing closures, each labelled.
            while i + 2 < tokens.count, tokens[i].kind == .identifier || tokens[i].kind == .keyword,
                  tokens[i + 1].kind == .colon, tokens[i + 2].kind == .leftBrace, let end = matching(i + 2) {
                trailing += 1
                i = end + 1
            }
        }
        guard called || trailing > 0 else { return nil }
        return CallArguments(labels: labels, trailingClosures: trailing)
    }

    /// Where the value `name` is called like a function (`validate(input)`, `self.validate(input)`,
    /// `validate?(input)`: its type's `callAsFunction`) on `lines`, as 1-based line and UTF-8
    /// column of the name. A member of another value (`form.validate(input)`) or a declaration
    /// (`func validate(`) is not one.
    public static func valueCalls(of name: String, lines: ClosedRange<Int>, in source: TokenizedSource,
                                  bytes: [UInt8]) -> [(line: Int, column: Int)] {
        let tokens = source.tokens
        let starts = source.lineStarts
        guard lines.lowerBound >= 1, lines.lowerBound <= starts.count else { return [] }
        let from = Int(starts[lines.lowerBound - 1])
        let to = lines.upperBound < starts.count ? Int(starts[lines.upperBound]) : bytes.count
        let wanted = Array(name.utf8)
        var out: [(line: Int, column: Int)] = []
        var line = lines.lowerBound
        var i = source.firstToken(atOrAfter: from)
        while i < tokens.count, Int(tokens[i].start) < to {
            let t = tokens[i]
            defer { i += 1 }
            guard t.kind == .identifier, Int(t.end - t.start) == wanted.count,
                  bytes[Int(t.start)..<Int(t.end)].elementsEqual(wanted) else { continue }
            var next = i + 1
            if next < tokens.count, tokens[next].kind == .postfixQuestion { next += 1 }
            guard next < tokens.count, tokens[next].kind == .leftParen, !tokens[next].flags.contains(.precededBySpace) else { continue }
            if i > 0 {
                let previous = tokens[i - 1]
                if previous.kind == .period {
                    guard i > 1, tokens[i - 2].kind == .keyword, tokens[i - 2].word == .`self` else { continue }
                } else if previous.kind == .keyword, previous.word == .`func` {
                    continue
                }
            }
            while line < starts.count, Int(starts[line]) <= Int(t.start) { line += 1 }
            out.append((line, Int(t.start) - Int(starts[line - 1]) + 1))
        }
        return out
    }

    /// The argument labels of the function declared with its name at `line`:`column`
    /// (`func fetch(id: Int, _ completion: ...)` gives `["id", "_"]`), as protocol requirements'
    /// labels are kept; nil when no parameter list follows the name.
    public static func declaredLabels(at line: Int, column: Int, in source: TokenizedSource, bytes: [UInt8]) -> [String]? {
        let tokens = source.tokens
        guard column >= 1, var i = source.token(atLine: line, column: column) else { return nil }
        i += 1
        /// Past the `<...>` starting at `j` (the lexer splits `<`, `>` and `>>` into operator
        /// tokens: their bytes are counted), stopping at `limit` or after a `{`; `j` itself when
        /// no `<` starts there.
        func pastAngles(_ j: Int, limit: Int) -> Int {
            guard j < limit, tokens[j].kind == .binaryOperator || tokens[j].kind == .prefixOperator,
                  bytes[Int(tokens[j].start)] == UInt8(ascii: "<") else { return j }
            var depth = 0
            var j = j
            while j < limit {
                let t = tokens[j]
                for b in bytes[Int(t.start)..<Int(t.end)] {
                    if b == UInt8(ascii: "<") { depth += 1 } else if b == UInt8(ascii: ">") { depth -= 1 }
                }
                j += 1
                if depth <= 0 || t.kind == .leftBrace { break }
            }
            return j
        }
        // `func decode<T: Decodable>(`: past the generic parameters.
        i = pastAngles(i, limit: tokens.count)
        guard i < tokens.count, tokens[i].kind == .leftParen else { return nil }
        func text(_ k: Int) -> String { String(decoding: bytes[Int(tokens[k].start)..<Int(tokens[k].end)], as: UTF8.self) }
        var labels: [String] = []
        var depth = 0
        var parameterStart = i + 1
        var k = i
        while k < tokens.count {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth == 0 { return labels }
            case .comma where depth == 1:
                parameterStart = k + 1
            case .colon where depth == 1 && k > parameterStart:
                // `label name:` or `name:`; `_ name:` has no label; `@ViewBuilder content:`
                // after its attributes.
                var first = parameterStart
                while first + 1 < k, tokens[first].kind == .atSign {
                    first += 2
                    // `@SwiftUI.ViewBuilder`, `@Builder<T>`, `@available(*, deprecated)`.
                    while first + 1 < k, tokens[first].kind == .period { first += 2 }
                    first = pastAngles(first, limit: k)
                    if first < k, tokens[first].kind == .leftParen {
                        var inner = 0
                        while first < k {
                            if tokens[first].kind == .leftParen { inner += 1 } else if tokens[first].kind == .rightParen { inner -= 1 }
                            first += 1
                            if inner == 0 { break }
                        }
                    }
                }
                if k - first >= 1 { labels.append(text(first)) }
                parameterStart = Int.max
            default: break
            }
            k += 1
        }
        return nil
    }
}
