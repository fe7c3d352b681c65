import ArchlintSyntax

/// `let processor = StripeProcessor()` followed by `container.register(P.self) { _ in processor }`:
/// a local built for the container, as if built inside the registration closure. Read back from
/// a file's tokens, once per file and only for would-be findings in files that register.
struct RegisteredLocals {
    private let bytes: [UInt8]
    private let source: TokenizedSource
    /// Per token, the innermost `{` around it (-1 at the top level).
    private let enclosingBrace: [Int32]
    /// Per `{`, its `}` (`tokens.count` when unclosed); -1 for other tokens.
    private let closingBrace: [Int32]
    /// Identifier text -> its tokens, in order: a local's uses without walking its block.
    private let occurrences: [String: [Int32]]
    /// `case` / `default` labels directly in a `switch` body, in order: a local of one case
    /// ends at the next.
    private let caseLabels: [Int32]
    /// `#else` / `#elseif` tokens, in order: a local declared again after one is the other
    /// branch's (`#if DEBUG let s = Staging() #else let s = Live() #endif`).
    private let branchSwitches: [Int32]
    /// Answers already worked out, shared by the copies of this reader: a local assigned in a
    /// thousand `switch` branches is judged once, not once per branch.
    private let memo = Memo()

    private final class Memo {
        /// Per name, the tokens of its `let` / `var` declarations, in order.
        var declarations: [String: [Int32]] = [:]
        /// Per declaration token of a local assigned in branches: whether only registrations
        /// read it, and the first line of those registrations.
        var branchVerdicts: [Int: (ok: Bool, firstRegistration: Int)] = [:]
    }

    init?(bytes: [UInt8]?) {
        guard let bytes else { return nil }
        self.init(source: Lexer.tokenize(bytes), bytes: bytes)
    }

    /// From a file already lexed (`LexedFiles`).
    init(source: TokenizedSource, bytes: [UInt8]) {
        self.bytes = bytes
        self.source = source
        let tokens = source.tokens
        var enclosing = [Int32](repeating: -1, count: tokens.count)
        var closing = [Int32](repeating: -1, count: tokens.count)
        var open: [Int32] = []
        var occurrences: [String: [Int32]] = [:]
        var switchBodies = Set<Int32>()
        // The `switch` whose body is the next `{` at its own brace level and outside brackets
        // (`switch (xs.first { $0.isLive }) {`): its brace level.
        var awaitingSwitchBody: Int? = nil
        var brackets = 0
        var outerBrackets: [Int] = []
        var labels: [Int32] = []
        var branches: [Int32] = []
        for i in tokens.indices {
            enclosing[i] = open.last ?? -1
            if tokens[i].kind == .poundElse || tokens[i].kind == .poundElseif { branches.append(Int32(i)) }
            if tokens[i].kind == .keyword {
                if tokens[i].word == .`switch` {
                    awaitingSwitchBody = open.count
                } else if let body = open.last, switchBodies.contains(body), i > 0 {
                    // `case .live:` starting its statement, not a wrapped condition's `case` after a
                    // comma or `if case`; `default:` and `@unknown default:`, not `FileManager
                    // .default` or `f(default: x)`.
                    let previous = tokens[i - 1].kind
                    let startsStatement = tokens[i].flags.contains(.atStartOfLine) || previous == .semicolon || previous == .leftBrace
                    if tokens[i].word == .`case`, startsStatement, previous != .comma,
                       tokens[i - 1].word != .`if`, tokens[i - 1].word != .`guard`, tokens[i - 1].word != .`while`, tokens[i - 1].word != .`for` {
                        labels.append(Int32(i))
                    } else if tokens[i].word == .`default`, i + 1 < tokens.count, tokens[i + 1].kind == .colon,
                              previous != .period, previous != .leftParen, previous != .comma {
                        labels.append(Int32(i))
                    }
                }
            }
            if tokens[i].kind == .identifier {
                occurrences[String(decoding: bytes[Int(tokens[i].start)..<Int(tokens[i].end)], as: UTF8.self), default: []].append(Int32(i))
            }
            switch tokens[i].kind {
            case .leftBrace:
                closing[i] = Int32(tokens.count)
                if awaitingSwitchBody == open.count && brackets == 0 { switchBodies.insert(Int32(i)); awaitingSwitchBody = nil }
                open.append(Int32(i))
                outerBrackets.append(brackets)
                brackets = 0
            case .rightBrace:
                if let o = open.popLast() { closing[Int(o)] = Int32(i); enclosing[i] = open.last ?? -1 }
                brackets = outerBrackets.popLast() ?? 0
                if let level = awaitingSwitchBody, level > open.count { awaitingSwitchBody = nil }
            case .leftParen, .leftSquare:
                brackets += 1
            case .rightParen, .rightSquare:
                brackets = max(0, brackets - 1)
            default: break
            }
        }
        enclosingBrace = enclosing
        closingBrace = closing
        self.occurrences = occurrences
        caseLabels = labels
        branchSwitches = branches
    }

    /// Whether the construction at `line`:`column` is the whole value of a local (`let x = X()`,
    /// `let x: P = try await X()`, the value on the line after `=`) whose every use in its block
    /// lies in a registration closure after it (`ranges`, lines), and there is one.
    func isRegistered(line: Int, column: Int, ranges: [ClosedRange<Int>]) -> Bool {
        let tokens = source.tokens
        guard column >= 1, let k = source.token(atLine: line, column: column) else { return false }
        // Back over `try`, `try?`, `await` to the `=`.
        var j = k - 1
        while j >= 0, tokens[j].kind == .postfixQuestion || tokens[j].kind == .postfixExclamation || tokens[j].word == .`try` || tokens[j].word == .await { j -= 1 }
        // `= staging ? StagingService() : LiveService()`: either branch of a choice is the value.
        if j >= 1, tokens[j].kind == .colon || (isQuestionMark(j)) {
            var q = j
            var sawQuestion = false
            var depth = 0
            while q >= 1, j - q <= 32 {
                let kind = tokens[q].kind
                if kind == .rightParen || kind == .rightSquare { depth += 1 }
                if kind == .leftParen || kind == .leftSquare { depth -= 1; if depth < 0 { return false } }
                if depth == 0 {
                    if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { return false }
                    if isQuestionMark(q) { sawQuestion = true }
                    if kind == .equal { break }
                }
                q -= 1
            }
            guard sawQuestion, q >= 1, tokens[q].kind == .equal else { return false }
            j = q
        }
        guard j >= 1, tokens[j].kind == .equal else { return false }
        // The local's name token, and where its value is in place (`k` for `let x = X()`, the
        // declaration for one assigned in branches).
        let name: Int
        let from: Int
        if isAssignmentStatement(j - 1) {
            // `let service: P` first, then `service = X()` in an `if`/`else` or `switch` branch.
            guard let declared = declarationWithoutValue(of: j - 1) else { return false }
            name = declared
            from = declared
        } else {
            // Back to `let` / `var` in the same statement: `let x =`, `let x: Repository =`.
            var binding = j - 1
            while binding >= 0, j - binding <= 32, tokens[binding].word != .`let` && tokens[binding].word != .`var` {
                let kind = tokens[binding].kind
                if kind == .leftBrace || kind == .rightBrace || kind == .semicolon || kind == .equal { return false }
                binding -= 1
            }
            guard binding >= 0, tokens[binding].word == .`let` || tokens[binding].word == .`var`, binding + 1 < j,
                  tokens[binding + 1].kind == .identifier,
                  binding + 2 == j || tokens[binding + 2].kind == .colon else { return false }
            name = binding + 1
            from = k
        }
        let block = Int(enclosingBrace[name])
        guard block >= 0 else { return false }
        if from != k, let known = memo.branchVerdicts[from] { return known.ok && known.firstRegistration >= line }
        var end = min(Int(closingBrace[block]), tokens.count)
        // In a `switch` case, the local lives to the next label of that switch.
        var label = Self.firstIndex(in: caseLabels, after: from)
        while label < caseLabels.count, Int(caseLabels[label]) < end {
            if enclosingBrace[Int(caseLabels[label])] == Int32(block) { end = Int(caseLabels[label]); break }
            label += 1
        }
        let verdict = readsOnlyInRegistrations(name: name, block: block, from: from, end: end, skipAssignments: from != k, ranges: ranges)
        if from != k { memo.branchVerdicts[from] = verdict }
        return verdict.ok && verdict.firstRegistration >= line
    }

    /// Whether every read of local `name` (declared in `block`) from `from` to `end` lies in a
    /// registration closure, and there is one; and the first line of those closures.
    private func readsOnlyInRegistrations(name: Int, block: Int, from: Int, end: Int, skipAssignments: Bool,
                                          ranges: [ClosedRange<Int>]) -> (ok: Bool, firstRegistration: Int) {
        let tokens = source.tokens
        let no = (ok: false, firstRegistration: 0)
        var registered = 0
        var first = Int.max
        let uses = occurrences[String(decoding: bytes[Int(tokens[name].start)..<Int(tokens[name].end)], as: UTF8.self)] ?? []
        var u = Self.firstIndex(in: uses, after: from)
        // Tokens where the name is another value (a loop's body, an inner local's block).
        var skipped = 0..<0
        while u < uses.count, Int(uses[u]) < end {
            let i = Int(uses[u])
            u += 1
            if skipped.contains(i) { continue }
            // A branch's `service = X()` gives the local its value; it does not read it.
            if skipAssignments, isAssignmentStatement(i) { continue }
            // A loop's variable (`for p in`, `for (name, p) in`, `for case let p? in`, `for try
            // await p in`, `for p: P in`): another value in the loop's body. The sequence before
            // the body still reads the local (`for p in [p]`).
            if let loop = loopBody(ofVariable: i, end: end) {
                skipped = loop.from..<min(Int(closingBrace[loop.body]), tokens.count)
                continue
            }
            // A local of the same name declared in a block inside hides this one there; declared
            // again in its own block (`guard let processor = processor`, `if let processor`), it
            // is read to be kept, so the value is not only registered.
            if i > 0, tokens[i - 1].word == .`let` || tokens[i - 1].word == .`var` {
                let inner = Int(enclosingBrace[i])
                if inner == block {
                    // Another `#if` branch's local of the same name: not a read of this one.
                    var b = Self.firstIndex(in: branchSwitches, after: from)
                    var otherBranch = false
                    while b < branchSwitches.count, Int(branchSwitches[b]) < i {
                        if enclosingBrace[Int(branchSwitches[b])] == Int32(block) { otherBranch = true; break }
                        b += 1
                    }
                    if otherBranch { continue }
                    return no
                }
                skipped = i..<(inner >= 0 ? min(Int(closingBrace[inner]), tokens.count) : end)
                continue
            }
            // A closure's parameter of that name (`{ processor in`, `{ (processor: P) in`,
            // `{ a, processor in`): another value for the closure's body.
            let inner = Int(enclosingBrace[i])
            if inner >= 0 && inner != block, isClosureParameter(i, of: inner) {
                skipped = i..<min(Int(closingBrace[inner]), tokens.count)
                continue
            }
            // A member (`x.processor`) or an argument label (`f(processor: ...)`) is another name.
            if i > 0, tokens[i - 1].kind == .period { continue }
            if i + 1 < tokens.count, tokens[i + 1].kind == .colon, i > 0, tokens[i - 1].kind == .leftParen || tokens[i - 1].kind == .comma { continue }
            guard let range = Self.range(containing: source.line(ofToken: i), in: ranges) else { return no }
            first = min(first, range.lowerBound)
            registered += 1
        }
        return registered > 0 ? (true, first) : no
    }

    /// Whether identifier `i` starts a statement that assigns it (`service = X()`).
    private func isAssignmentStatement(_ i: Int) -> Bool {
        let tokens = source.tokens
        guard i >= 0, tokens[i].kind == .identifier, i + 1 < tokens.count, tokens[i + 1].kind == .equal else { return false }
        if i == 0 || tokens[i].flags.contains(.atStartOfLine) { return true }
        let previous = tokens[i - 1].kind
        return previous == .leftBrace || previous == .rightBrace || previous == .semicolon
            || (previous == .colon && caseLabelBefore(i))
    }

    /// Whether a `case`/`default` label of a switch ends just before `i` (`case .live: x = X()`).
    private func caseLabelBefore(_ i: Int) -> Bool {
        let label = Self.firstIndex(in: caseLabels, after: i) - 1
        guard label >= 0 else { return false }
        let l = Int(caseLabels[label])
        return i - l <= 32 && enclosingBrace[l] == enclosingBrace[i] && source.line(ofToken: l) == source.line(ofToken: i)
    }

    /// The name token of `let x: P` / `var x: P` declared without a value in a block around the
    /// assignment at `i`, the nearest before it.
    private func declarationWithoutValue(of i: Int) -> Int? {
        let tokens = source.tokens
        let nameText = String(decoding: bytes[Int(tokens[i].start)..<Int(tokens[i].end)], as: UTF8.self)
        let declared: [Int32]
        if let known = memo.declarations[nameText] {
            declared = known
        } else {
            declared = (occurrences[nameText] ?? []).filter { d in d > 0 && (tokens[Int(d) - 1].word == .`let` || tokens[Int(d) - 1].word == .`var`) }
            memo.declarations[nameText] = declared
        }
        let u = Self.firstIndex(in: declared, after: i) - 1
        if u >= 0 {
            let d = Int(declared[u])
            // A type and then the statement's end: no `=` in it.
            guard d + 1 < tokens.count, tokens[d + 1].kind == .colon else { return nil }
            var t = d + 2
            while t < tokens.count, t - d <= 32, !tokens[t].flags.contains(.atStartOfLine) {
                let kind = tokens[t].kind
                if kind == .equal || kind == .leftBrace || kind == .rightBrace { return nil }
                if kind == .semicolon { break }
                t += 1
            }
            // Its block holds the assignment.
            let block = enclosingBrace[d]
            var scope = enclosingBrace[i]
            var depth = 0
            while scope >= 0, scope != block, depth < 64 { scope = enclosingBrace[Int(scope)]; depth += 1 }
            return scope == block && block >= 0 ? d : nil
        }
        return nil
    }

    /// The `{` of the body of the `for` loop whose pattern binds token `i` (only pattern tokens
    /// between the `for` and it, then the pattern's rest and `in`), and where the variable's
    /// scope starts (its `where` clause, else the body); nil when no loop binds it.
    private func loopBody(ofVariable i: Int, end: Int) -> (from: Int, body: Int)? {
        let tokens = source.tokens
        var j = i - 1
        var found = false
        while j >= 0, i - j <= 24 {
            let t = tokens[j]
            if t.word == .`for` { found = true; break }
            guard t.kind == .identifier || t.kind == .comma || t.kind == .leftParen || t.kind == .rightParen
                    || t.kind == .period || t.kind == .postfixQuestion
                    || t.word == .`let` || t.word == .`var` || t.word == .`case` || t.word == .underscore
                    || t.word == .`try` || t.word == .await else { return nil }
            j -= 1
        }
        guard found else { return nil }
        // The rest of the pattern (`: Service`, `as Service`, `, other)`) up to `in`.
        var k = i + 1
        while k < tokens.count, k - i <= 32, tokens[k].word != .`in` {
            let kind = tokens[k].kind
            if kind == .leftBrace || kind == .rightBrace || kind == .equal || kind == .semicolon { return nil }
            k += 1
        }
        guard k < tokens.count, tokens[k].word == .`in` else { return nil }
        // The body: the first `{` at the loop's level outside the sequence's brackets
        // (`others.filter({ _ in true })`).
        let level = enclosingBrace[i]
        var depth = 0
        var whereClause: Int?
        k += 1
        while k < end {
            switch tokens[k].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth <= 0 && enclosingBrace[k] == level: return (whereClause ?? k, k)
            default:
                if depth <= 0, whereClause == nil, tokens[k].word == .`where`, enclosingBrace[k] == level { whereClause = k }
            }
            k += 1
        }
        return nil
    }

    /// Whether token `i` names a parameter in the signature of the closure opening at `open`
    /// (`{ p in`, `{ a, p in`, `{ (p: P) -> Int in`, after a capture list); a name in the
    /// capture list (`[p]`) is the outer value, captured.
    private func isClosureParameter(_ i: Int, of open: Int) -> Bool {
        let tokens = source.tokens
        var j = open + 1
        func skipBalanced(_ from: Int) -> Int? {
            var depth = 0
            var k = from
            while k < tokens.count, k - from <= 256 {
                switch tokens[k].kind {
                case .leftParen, .leftSquare: depth += 1
                case .rightParen, .rightSquare:
                    depth -= 1
                    if depth == 0 { return k + 1 }
                case .leftBrace, .rightBrace: return nil
                default: break
                }
                k += 1
            }
            return nil
        }
        // `{ @Sendable [weak self] p in`, `{ @MainActor p in`.
        while j + 1 < tokens.count, tokens[j].kind == .atSign {
            j += 2
            if j < tokens.count, tokens[j].kind == .leftParen, let after = skipBalanced(j) { j = after }
        }
        if j < tokens.count, tokens[j].kind == .leftSquare {
            guard let after = skipBalanced(j), i >= after else { return false }
            j = after
        }
        while j + 1 < tokens.count, tokens[j].kind == .atSign {
            j += 2
            if j < tokens.count, tokens[j].kind == .leftParen, let after = skipBalanced(j) { j = after }
        }
        guard j < tokens.count else { return false }
        if tokens[j].kind == .leftParen {
            // `(p: P, q) async throws -> R in`
            guard let after = skipBalanced(j), i > j, i < after else { return false }
            var k = after
            while k < tokens.count, k - after <= 16 {
                if tokens[k].word == .`in` { return true }
                if tokens[k].kind == .leftBrace || tokens[k].kind == .rightBrace || tokens[k].kind == .equal { return false }
                k += 1
            }
            return false
        }
        // `a, p in`, `p -> String in`, `p async throws in`: names and commas, then what a
        // signature may say after them, up to `in`.
        var k = j
        while k < tokens.count, k - j <= 32, tokens[k].kind == .identifier || tokens[k].kind == .comma || tokens[k].word == .underscore {
            if tokens[k].word == .`in` { return i >= j && i < k }
            k += 1
        }
        guard i >= j && i < k, k < tokens.count else { return false }
        if tokens[k].word == .`in` { return true }
        // Only a signature's own words may follow the names (a body's `p.charge()` may not).
        guard tokens[k].kind == .arrow || tokens[k].word == .async || tokens[k].word == .`throws` || tokens[k].word == .`rethrows` else { return false }
        let namesEnd = k
        while k < tokens.count, k - namesEnd <= 16 {
            if tokens[k].word == .`in` { return true }
            if tokens[k].kind == .leftBrace || tokens[k].kind == .rightBrace || tokens[k].kind == .equal || tokens[k].kind == .semicolon { return false }
            k += 1
        }
        return false
    }

    /// The range holding `line`, of ranges in order that do not overlap.
    static func range(containing line: Int, in ranges: [ClosedRange<Int>]) -> ClosedRange<Int>? {
        var lo = 0, hi = ranges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[mid].upperBound < line { lo = mid + 1 } else { hi = mid }
        }
        return lo < ranges.count && ranges[lo].contains(line) ? ranges[lo] : nil
    }

    /// The `?` of a choice (`staging ? A() : B()`).
    private func isQuestionMark(_ i: Int) -> Bool {
        let t = source.tokens[i]
        return t.kind == .binaryOperator && t.end - t.start == 1 && bytes[Int(t.start)] == UInt8(ascii: "?")
    }

    /// The position of the first token after `k` in `list` (in order).
    private static func firstIndex(in list: [Int32], after k: Int) -> Int {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(list[mid]) <= k { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
