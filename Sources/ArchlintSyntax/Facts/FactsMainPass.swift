/// The main pass: walks every token once, keeps the scope stack, and dispatches declaration
/// keywords to the header parsers (FactsDeclarations.swift) and expressions to the
/// expression facts (FactsExpressions.swift).
extension Extractor {
    static let modifierWords: Set<String> = [
        "open", "package", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned",
        "optional", "required", "convenience", "dynamic", "indirect", "nonisolated", "distributed",
        "prefix", "postfix", "infix", "consuming", "borrowing", "__consuming", "isolated", "_const",
        "__setter_access", "reasync",
    ]
    static let accessWords: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// `modifierWords.contains(text(i))` without building a String (hot: runs for every identifier).
    func isModifierWord(_ i: Int) -> Bool {
        guard i >= 0 && i < n else { return false }
        let len = Int(t[i].end - t[i].start)
        guard len >= 4 && len <= 15 else { return false }
        let c = b[Int(t[i].start)]
        switch c {
        case UInt8(ascii: "o"): return eq(i, "open") || eq(i, "override") || eq(i, "optional")
        case UInt8(ascii: "p"): return eq(i, "package") || eq(i, "prefix") || eq(i, "postfix")
        case UInt8(ascii: "f"): return eq(i, "final")
        case UInt8(ascii: "m"): return eq(i, "mutating")
        case UInt8(ascii: "n"): return eq(i, "nonmutating") || eq(i, "nonisolated")
        case UInt8(ascii: "l"): return eq(i, "lazy")
        case UInt8(ascii: "w"): return eq(i, "weak")
        case UInt8(ascii: "u"): return eq(i, "unowned")
        case UInt8(ascii: "r"): return eq(i, "required") || eq(i, "reasync")
        case UInt8(ascii: "c"): return eq(i, "convenience") || eq(i, "consuming")
        case UInt8(ascii: "d"): return eq(i, "dynamic") || eq(i, "distributed")
        case UInt8(ascii: "i"): return eq(i, "indirect") || eq(i, "infix") || eq(i, "isolated")
        case UInt8(ascii: "b"): return eq(i, "borrowing")
        case UInt8(ascii: "_"): return eq(i, "__consuming") || eq(i, "_const") || eq(i, "__setter_access")
        default: return false
        }
    }

    func isDeclKeyword(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        if k == .keyword {
            return eq(i, "func") || eq(i, "var") || eq(i, "let") || eq(i, "class") || eq(i, "struct") || eq(i, "enum")
                || eq(i, "protocol") || eq(i, "extension") || eq(i, "typealias") || eq(i, "associatedtype")
                || eq(i, "init") || eq(i, "subscript") || eq(i, "deinit") || eq(i, "import") || eq(i, "static")
                || eq(i, "public") || eq(i, "private") || eq(i, "fileprivate") || eq(i, "internal") || eq(i, "case")
                || eq(i, "operator") || eq(i, "precedencegroup")
        }
        if k == .identifier { return eq(i, "actor") || eq(i, "macro") || isModifierWord(i) }
        return k == .atSign
    }

    /// A contextual modifier word at `i` is a modifier when a declaration follows it.
    func isModifierHere(_ i: Int) -> Int? {
        var j = i + 1
        if kind(j) == .leftParen && !spaceBefore(j), kind(j + 1) == .identifier, kind(j + 2) == .rightParen { j += 3 }
        guard j < n else { return nil }
        if t[j].kind == .keyword && isDeclKeyword(j) { return j }
        if t[j].kind == .identifier && (isModifierWord(j) || eq(j, "actor") || eq(j, "macro")) {
            if kind(j + 1) == .identifier || kind(j + 1) == .keyword || kind(j + 1) == .leftParen { return j }
        }
        if t[j].kind == .atSign { return j }
        return nil
    }

    @inline(__always) func resetPending() {
        if !pendingAttrs.isEmpty { pendingAttrs.removeAll(keepingCapacity: true) }
        if !pendingMods.isEmpty { pendingMods.removeAll(keepingCapacity: true) }
        if pendingAccess != nil { pendingAccess = nil }
        pendingStart = -1
    }

    @inline(__always) func notePending(_ i: Int) { if pendingStart < 0 { pendingStart = i } }

    func run() {
        var i = 0
        while i < n {
            // Skip spans already consumed by a header parser.
            while skipCursor < skips.count && skips[skipCursor].1 <= i { skipCursor += 1 }
            if skipCursor < skips.count && skips[skipCursor].0 <= i {
                i = skips[skipCursor].1
                continue
            }
            while let c = contexts.last, i >= c.end { contexts.removeLast() }
            while pendingContextCursor < pendingContexts.count && pendingContexts[pendingContextCursor].start <= i {
                let c = pendingContexts[pendingContextCursor]
                pendingContextCursor += 1
                if i < c.end { contexts.append(c) }
            }
            let k = t[i].kind
            let keep = i <= keepPendingUntil
            switch k {
            case .leftBrace:
                openBrace(i)
                if !keep { resetPending() }
                i += 1
            case .rightBrace:
                closeBrace(i)
                resetPending()
                i += 1
            case .leftParen where kind(i + 1) == .atSign && probeType(at: i):
                // `(@convention(c) (A) -> B).self`: a type in expression position.
                let r = scanType(i, record: true)
                if !keep { resetPending() }
                i = r.end
            case .leftSquare where isInlineArrayType(at: i) && probeType(at: i):
                let r = scanType(i, record: true)
                if !keep { resetPending() }
                i = max(r.end, i + 1)
            case .leftParen, .leftSquare:
                brackets.append(OpenBracket(kind: k == .leftParen ? .paren : .square, braceDepth: Int32(truncatingIfNeeded: scopes.count)))
                if !keep { resetPending() }
                i += 1
            case .rightParen, .rightSquare:
                let want: ScopeKind = k == .rightParen ? .paren : .square
                if let last = brackets.last, Int(last.braceDepth) == scopes.count, last.kind == want { brackets.removeLast() }
                if !keep { resetPending() }
                i += 1
            case .poundIf, .poundElseif:
                let e = conditionEnd(i + 1)
                let cond = written(i + 1, e)
                // `canImport(os.signpost)`: swift-syntax sees member accesses in conditions.
                var q = i + 1
                while q + 2 < e {
                    if kind(q) == .identifier && kind(q + 1) == .period && isMemberName(q + 2) && kind(q - 1) != .period {
                        recordAccess(base: text(q), memberTok: q + 2, optional: false)
                    }
                    q += 1
                }
                if k == .poundIf { conditions.append(cond) } else if !conditions.isEmpty { conditions[conditions.count - 1] = cond }
                else { conditions.append(cond) }
                resetPending()
                i = max(e, i + 1)
            case .poundElse:
                resetPending()
                // `#else` of `#if c` is recorded as `!(c)` (of the last `#elseif` when there is one).
                if let last = conditions.last { conditions[conditions.count - 1] = "!(" + last + ")" }
                i += 1
            case .poundEndif:
                if !conditions.isEmpty { conditions.removeLast() }
                resetPending()
                i += 1
            case .atSign:
                notePending(i)
                pendingAttrs.append(attributeName(i))
                if eq(i + 1, "_specialize"), kind(i + 2) == .leftParen, Int(match[i + 2]) > i + 2 {
                    // `@_specialize(where T == Int)`: the requirements are type references.
                    var q = i + 3
                    let close = Int(match[i + 2])
                    while q < close && !eq(q, "where") { q += 1 }
                    if q < close { _ = parseWhere(q) }
                }
                if eq(i + 1, "_implements"), kind(i + 2) == .leftParen, Int(match[i + 2]) > i + 3 {
                    // `@_implements(Vapor.AbortError, reason)`: the protocol is a type reference.
                    _ = scanType(i + 3, record: true)
                }
                if isOpenAngle(i + 2) { _ = scanType(i + 1, record: true, angleOnly: true, dropFirst: true) }
                let e = skipAttribute(i)
                // Custom attribute arguments are expressions: walk them, keeping the pending state.
                let name = attributeName(i)
                if let c = name.utf8.dropFirst().first, c >= 65 && c <= 90, e - 1 > i, kind(e - 1) == .rightParen {
                    var j = i + 1
                    while j < e && kind(j) != .leftParen { j += 1 }
                    keepPendingUntil = e - 1
                    i = j
                } else {
                    i = e
                }
            case .keyword:
                i = keyword(i)
            case .identifier:
                i = identifier(i)
            case .poundIdentifier:
                if eq(i, "#Preview") { nextBraceIsPreview = true }
                if !keep { resetPending() }
                i += 1
            case .dollarIdentifier:
                // `$wrapped.member` is an identifier base for swift-syntax; `$0.member` is not.
                if t[i].end - t[i].start > 1, b[Int(t[i].start) + 1] > 57 || b[Int(t[i].start) + 1] < 48,
                   !(i > 0 && t[i - 1].kind == .period) {
                    if isAccessDot(i + 1) && isMemberName(i + 2) {
                        recordAccess(base: text(i), memberTok: i + 2, optional: false)
                    } else if kind(i + 1) == .postfixQuestion && kind(i + 2) == .period && isMemberName(i + 3) {
                        recordAccess(base: text(i), memberTok: i + 3, optional: true)
                    }
                }
                if !keep { resetPending() }
                i += 1
            case .backslash:
                i = keyPath(i)
            case .period:
                expressionPeriod(i)
                if !keep { resetPending() }
                i += 1
            default:
                if !keep { resetPending() }
                i += 1
            }
        }
        // Unclosed bodies: close at end of file.
        while scopes.count > 1 {
            let s = scopes.removeLast()
            if s.declIndex >= 0 && s.declIndex < facts.declarations.count, n > 0 {
                facts.declarations[s.declIndex].endLine = line(n - 1)
            }
        }
    }

    /// End of a `#if` condition: tokens on the same line (continued after a trailing `&&` / `||`).
    func conditionEnd(_ start: Int) -> Int {
        var i = start
        guard i < n else { return i }
        var depth = 0
        while i < n {
            if i > start && atLineStart(i) && depth == 0 {
                let p = i - 1
                if !(isOperator(p) && (eq(p, "&&") || eq(p, "||"))) && !(isOperator(i) && (eq(i, "&&") || eq(i, "||"))) { break }
            }
            switch t[i].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .poundIf, .poundElse, .poundElseif, .poundEndif, .leftBrace, .rightBrace: return i
            default: break
            }
            i += 1
        }
        return i
    }

    func openBrace(_ i: Int) {
        if var s = braceScopes.removeValue(forKey: i) {
            if nextBraceIsPreview { s.inPreview = true; nextBraceIsPreview = false }
            scopes.append(s)
            return
        }
        var s = top
        s.kind = .code
        s.isLocal = true
        s.declIndex = -1
        s.isEnum = false
        if nextBraceIsPreview { s.inPreview = true; nextBraceIsPreview = false }
        scopes.append(s)
        closureSignature(i)
    }

    func closeBrace(_ i: Int) {
        // Pop parens / brackets left open, then the brace scope.
        while let last = brackets.last, Int(last.braceDepth) == scopes.count { brackets.removeLast() }
        guard scopes.count > 1 else { return }
        let s = scopes.removeLast()
        if s.declIndex >= 0 && s.declIndex < facts.declarations.count {
            facts.declarations[s.declIndex].endLine = line(i)
        }
    }

    /// Is `i` at the start of a statement / declaration (not inside an expression)?
    func atStatementStart(_ i: Int) -> Bool {
        if i == 0 { return true }
        if pendingStart >= 0 { return true }
        if atLineStart(i) { return true }
        switch t[i - 1].kind {
        case .leftBrace, .rightBrace, .semicolon: return true
        default: return false
        }
    }

    func keyword(_ i: Int) -> Int {
        let keep = i <= keepPendingUntil
        if i > 0 && t[i - 1].kind == .period {
            // A keyword used as a member name: `.import`, `x.as(T.self)`, `x.default`.
            if !keep { resetPending() }
            return i + 1
        }
        if eq(i, "import") { return parseImport(i) }
        if eq(i, "struct") { return parseTypeDecl(i, .struct) }
        if eq(i, "enum") { return parseTypeDecl(i, .enum) }
        if eq(i, "protocol") { return parseTypeDecl(i, .protocol) }
        if eq(i, "extension") { return parseTypeDecl(i, .extension) }
        if eq(i, "class") {
            if kind(i + 1) == .identifier && !Extractor.modifierWords.contains(text(i + 1)) && !eq(i + 1, "actor") {
                return parseTypeDecl(i, .class)
            }
            if topKind == .typeBody || topKind == .protocolBody || topKind == .extensionBody || isDeclKeyword(i + 1) {
                notePending(i); pendingMods.append("class"); return i + 1
            }
            resetPending(); return i + 1
        }
        if eq(i, "typealias") { return parseTypealias(i) }
        if eq(i, "associatedtype") { return parseAssociatedType(i) }
        if eq(i, "func") || eq(i, "init") || eq(i, "subscript") {
            if eq(i, "init") && i > 0 && kind(i - 1) == .period { if !keep { resetPending() }; return i + 1 }
            return parseFunction(i)
        }
        if eq(i, "deinit") {
            var j = i + 1
            while j < n && kind(j) != .leftBrace && j < i + 4 { j += 1 }
            if kind(j) == .leftBrace { braceScopes[j] = functionScope("deinit", declIndex: -1) }
            resetPending()
            return i + 1
        }
        if eq(i, "var") || eq(i, "let") { return parseBindings(i) }
        if eq(i, "case") && (topKind == .typeBody && top.isEnum) { return parseEnumCase(i) }
        if eq(i, "static") || eq(i, "public") || eq(i, "private") || eq(i, "fileprivate") || eq(i, "internal") {
            notePending(i)
            var word = text(i)
            var next = i + 1
            if kind(i + 1) == .leftParen, kind(i + 2) == .identifier, kind(i + 3) == .rightParen {
                word += "(" + text(i + 2) + ")"; next = i + 4
                pendingMods.append(word)
            } else if Extractor.accessWords.contains(word) {
                if pendingAccess == nil { pendingAccess = word }
            } else {
                pendingMods.append(word)
            }
            return next
        }
        if eq(i, "as") || eq(i, "is") {
            var j = i + 1
            if eq(i, "as"), kind(j) == .postfixQuestion || kind(j) == .postfixExclamation || (isOperator(j) && (eq(j, "?") || eq(j, "!"))) { j += 1 }
            let r = scanType(j, record: true)
            if !keep { resetPending() }
            return max(r.end, j)
        }
        if eq(i, "self") {
            selfAccess(i)
            if !keep { resetPending() }
            return i + 1
        }
        if eq(i, "where") && !top.isLocal && (topKind == .file || topKind == .typeBody || topKind == .extensionBody || topKind == .protocolBody) {
            // A declaration's trailing where clause the header parser did not reach (`macro m() = #x(...) where T: P`).
            let e = parseWhere(i)
            addSkip(i, e)
            resetPending()
            return max(e, i + 1)
        }
        if eq(i, "Any") {
            // `[Any]()`: `Any` can only be a type.
            let l = loc(i)
            typeRefSet.insert("Any")
            facts.typeReferenceSites.append(TypeReferenceSite(name: "Any", line: l.line, column: l.column, enclosingType: enclosingType))
        }
        if eq(i, "do"), eq(i + 1, "throws"), kind(i + 2) == .leftParen {
            // `do throws(E) {`
            let r = scanType(i + 3, record: true)
            addSkip(i + 1, max(r.end, i + 3))
        }
        if eq(i, "for") {
            // `for x: T in`, `for (a, b): (A, B) in`, `for case let x: T in`.
            var j = i + 1
            if eq(j, "case") { j += 1 }
            if eq(j, "let") || eq(j, "var") { j += 1 }
            if kind(j) == .identifier { j += 1 }
            else if kind(j) == .leftParen, Int(match[j]) > j { j = Int(match[j]) + 1 }
            if kind(j) == .colon, j > i + 1 {
                let r = scanType(j + 1, record: true)
                if r.end > j + 1 {
                    addSkip(i + 1, r.end)
                }
            }
        }
        if !keep { resetPending() }
        return i + 1
    }

    func identifier(_ i: Int) -> Int {
        let keep = i <= keepPendingUntil
        let prevIsPeriod = i > 0 && (t[i - 1].kind == .period)
        if !prevIsPeriod {
            if eq(i, "actor"), kind(i + 1) == .identifier, !atLineStart(i + 1), atStatementStart(i) {
                return parseTypeDecl(i, .actor)
            }
            if eq(i, "macro"), kind(i + 1) == .identifier, !atLineStart(i + 1), atStatementStart(i),
               kind(i + 2) == .leftParen || isOpenAngle(i + 2) {
                return parseFunction(i)
            }
            if isModifierWord(i), atStatementStart(i), let next = isModifierHere(i) {
                notePending(i)
                let word = written(i, next)
                if Extractor.accessWords.contains(word) {
                    if pendingAccess == nil { pendingAccess = word }
                } else {
                    pendingMods.append(word)
                }
                return next
            }
        }
        if !keep { resetPending() }
        if (eq(i, "any") || eq(i, "some")) && !prevIsPeriod && kind(i + 1) == .identifier && !atLineStart(i + 1) && isUpper(i + 1) {
            // `[any P.Type]()`: a type in expression position.
            let r = scanType(i, record: true)
            if r.end > i + 1 { return r.end }
        }
        return expressionIdentifier(i)
    }

    func functionScope(_ name: String, declIndex: Int) -> Scope {
        var s = top
        s.kind = .functionBody
        s.funcName = name
        s.isLocal = true
        s.declIndex = declIndex
        s.isEnum = false
        return s
    }
}
