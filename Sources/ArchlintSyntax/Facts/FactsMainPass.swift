/// The main pass: walks every token once, keeps the scope stack, and dispatches declaration
/// keywords to the header parsers (FactsDeclarations.swift) and expressions to the
/// expression facts (FactsExpressions.swift).
extension Extractor {
    /// Contextual words that modify a declaration (`final`, `nonisolated`, `open`, ...).
    static func isModifier(_ w: Word) -> Bool {
        switch w {
        case .open, .package, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .optional,
             .required, .convenience, .dynamic, .indirect, .nonisolated, .distributed, .prefix, .postfix, .infix,
             .consuming, .borrowing, .__consuming, .isolated, ._const, .__setter_access, .reasync:
            return true
        default:
            return false
        }
    }

    /// Access-level words: a declaration's `accessLevel` rather than one of its modifiers.
    static func isAccessLevel(_ w: Word) -> Bool {
        switch w {
        case .open, .`public`, .package, .`internal`, .`fileprivate`, .`private`: return true
        default: return false
        }
    }

    @inline(__always) func isModifierWord(_ i: Int) -> Bool { Extractor.isModifier(word(i)) }

    func isDeclKeyword(_ i: Int) -> Bool {
        guard i >= 0 && i < n else { return false }
        switch t[i].word {
        case .`func`, .`var`, .`let`, .`class`, .`struct`, .`enum`, .`protocol`, .`extension`, .`typealias`,
             .`associatedtype`, .`init`, .`subscript`, .`deinit`, .`import`, .`static`, .`public`, .`private`,
             .`fileprivate`, .`internal`, .`case`, .`operator`, .`precedencegroup`, .actor, .macro:
            return true
        case let w:
            return Extractor.isModifier(w) || t[i].kind == .atSign
        }
    }

    /// A contextual modifier word at `i` is a modifier when a declaration follows it.
    func isModifierHere(_ i: Int) -> Int? {
        var j = i + 1
        if kind(j) == .leftParen && !spaceBefore(j), kind(j + 1) == .identifier, kind(j + 2) == .rightParen { j += 3 }
        guard j < n else { return nil }
        if t[j].kind == .keyword && isDeclKeyword(j) { return j }
        if t[j].kind == .identifier && (isModifierWord(j) || isWord(j, .actor) || isWord(j, .macro)) {
            if kind(j + 1) == .identifier || kind(j + 1) == .keyword || kind(j + 1) == .leftParen { return j }
        }
        if t[j].kind == .atSign { return j }
        return nil
    }

    @inline(__always) func resetPending() {
        if !pendingAttrs.isEmpty { pendingAttrs.removeAll(keepingCapacity: true) }
        if !pendingMods.isEmpty { pendingMods.removeAll(keepingCapacity: true) }
        if pendingAccess != nil { pendingAccess = nil }
        if pendingKeyPath != nil { pendingKeyPath = nil }
        pendingStart = -1
    }

    @inline(__always) func notePending(_ i: Int) { if pendingStart < 0 { pendingStart = i } }

    func run() {
        var i = 0
        // The next token at which a skip starts or a context range opens or closes: between
        // those, the checks below have nothing to do. A header parser adding a skip or a
        // context sets `spansChanged`.
        var nextSpanEvent = 0
        while i < n {
            if i >= nextSpanEvent || spansChanged {
                spansChanged = false
                // Skip spans already consumed by a header parser.
                while skipCursor < skips.count && skips[skipCursor].1 <= i { skipCursor += 1 }
                if skipCursor < skips.count && skips[skipCursor].0 <= i {
                    i = skips[skipCursor].1
                    nextSpanEvent = i
                    continue
                }
                while let c = contexts.last, i >= pendingContexts[Int(c)].end { contexts.removeLast() }
                while pendingContextCursor < pendingContexts.count && pendingContexts[pendingContextCursor].start <= i {
                    if i < pendingContexts[pendingContextCursor].end { contexts.append(Int32(truncatingIfNeeded: pendingContextCursor)) }
                    pendingContextCursor += 1
                }
                nextSpanEvent = Int.max
                if skipCursor < skips.count { nextSpanEvent = skips[skipCursor].0 }
                if let c = contexts.last { nextSpanEvent = min(nextSpanEvent, pendingContexts[Int(c)].end) }
                if pendingContextCursor < pendingContexts.count {
                    nextSpanEvent = min(nextSpanEvent, pendingContexts[pendingContextCursor].start)
                }
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
                if k == .leftSquare { collectionTypeCall(i) }
                brackets.append(OpenBracket(kind: k == .leftParen ? .paren : .square, braceDepth: Int32(truncatingIfNeeded: braceDepth)))
                if !keep { resetPending() }
                i += 1
            case .rightParen, .rightSquare:
                let want: ScopeKind = k == .rightParen ? .paren : .square
                if let last = brackets.last, Int(last.braceDepth) == braceDepth, last.kind == want { brackets.removeLast() }
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
                if k == .poundIf {
                    ifGroups &+= 1
                    ifStack.append((ifGroups, 0, Int32(truncatingIfNeeded: line(i))))
                } else if !ifStack.isEmpty {
                    ifStack[ifStack.count - 1].branch &+= 1
                }
                resetPending()
                i = max(e, i + 1)
            case .poundElse:
                resetPending()
                // `#else` of `#if c` is recorded as `!(c)` (of the last `#elseif` when there is one).
                if let last = conditions.last { conditions[conditions.count - 1] = "!(" + last + ")" }
                if !ifStack.isEmpty { ifStack[ifStack.count - 1].branch &+= 1 }
                i += 1
            case .poundEndif:
                if !conditions.isEmpty { conditions.removeLast() }
                if !ifStack.isEmpty { ifStack.removeLast() }
                resetPending()
                i += 1
            case .atSign:
                notePending(i)
                pendingAttrs.append(attributeName(i))
                noteAttributeSite(i)
                if isWord(i + 1, ._specialize), kind(i + 2) == .leftParen, Int(match[i + 2]) > i + 2 {
                    // `@_specialize(where T == Int)`: the requirements are type references.
                    var q = i + 3
                    let close = Int(match[i + 2])
                    while q < close && !isWord(q, .`where`) { q += 1 }
                    if q < close { _ = parseWhere(q) }
                }
                if isWord(i + 1, ._implements), kind(i + 2) == .leftParen, Int(match[i + 2]) > i + 3 {
                    // `@_implements(Vapor.AbortError, reason)`: the protocol is a type reference.
                    _ = scanType(i + 3, record: true)
                }
                if isOpenAngle(i + 2) { _ = scanType(i + 1, record: true, angleOnly: true, dropFirst: true) }
                let e = skipAttribute(i)
                // `@Dependency(\.apiClient)`, `@Environment(\EnvironmentValues.theme)`: the one
                // argument is a key path ending in a name.
                if kind(i + 2) == .leftParen, kind(i + 3) == .backslash, kind(e - 1) == .rightParen, kind(e - 2) == .identifier,
                   kind(e - 3) == .period, e - 3 >= i + 4 {
                    pendingKeyPath = text(e - 2)
                }
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
                // `#Predicate<StoredCountry> { ... }`: the macro's generic arguments are types used.
                if isOpenAngle(i + 1) && !spaceBefore(i + 1), let after = tryGenericArgs(i + 1, record: true) {
                    i = after
                } else {
                    i += 1
                }
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
            if localUndo.count > Int(s.localUndoStart) { forgetLocals(downTo: Int(s.localUndoStart)) }
            if s.declIndex >= 0 && s.declIndex < built.declarations.count, n > 0 {
                built.declarations[s.declIndex].endLine = line(n - 1)
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
        if scopes.count >= Extractor.maximumScopeDepth {
            // Facts this deep keep the scope of the level at the bound.
            _ = braceScopes.take(i)
            nextBraceIsPreview = false
            deepBraces += 1
            closureSignature(i)
            return
        }
        if var s = braceScopes.take(i) {
            if nextBraceIsPreview { s.inPreview = true; nextBraceIsPreview = false }
            s.openTok = Int32(truncatingIfNeeded: i)
            s.localUndoStart = Int32(truncatingIfNeeded: localUndo.count)
            scopes.append(s)
            declarePendingParameters(brace: i)
            return
        }
        var s = top
        s.kind = .code
        s.isLocal = true
        s.declIndex = -1
        s.isEnum = false
        s.openTok = Int32(truncatingIfNeeded: i)
        if nextBraceIsPreview { s.inPreview = true; nextBraceIsPreview = false }
        if !s.inRegistration && isRegistrationClosure(i) {
            s.inRegistration = true
            let close = Int(match[i])
            if close > i { registrationClosureRanges.append(line(i)...line(close)) }
        }
        s.localUndoStart = Int32(truncatingIfNeeded: localUndo.count)
        // A loop whose body brace was taken otherwise (past the depth bound) gives up its claim.
        while let loop = pendingLoops.last, Int(loop.brace) < i { pendingLoops.removeLast() }
        if let loop = pendingLoops.last, Int(loop.brace) == i {
            pendingLoops.removeLast()
            s.localUndoStart = loop.undoStart
        }
        scopes.append(s)
        closureSignature(i)
    }

    /// `for vm in models {`, `for (key, value) in table {`, `for case let .some(x) in list {`: the
    /// names the pattern binds are locals in the pattern, a `where` clause and the loop's body
    /// (`vm.repository` there is not the type's `vm` property), and forgotten when the body
    /// closes. In the sequence they are not yet: `for node in node.children` reads the
    /// property (at the `in`, their start moves past the sequence).
    func noteLoopVariables(_ forTok: Int) {
        loopVariableTokens.removeAll(keepingCapacity: true)
        var k = forTok + 1
        var steps = 0
        while k < n && steps < 32 && !isWord(k, .`in`) {
            if kind(k) == .identifier && !isWord(k, .underscore) && kind(k - 1) != .period && kind(k + 1) != .leftParen {
                loopVariableTokens.append(k)
            }
            if kind(k) == .colon { break } // `for x: T in`: the type names no variable
            k += 1; steps += 1
        }
        while k < n && steps < 64 && !isWord(k, .`in`) { k += 1; steps += 1 }
        guard isWord(k, .`in`), !loopVariableTokens.isEmpty else { return }
        let inTok = k
        var whereTok = -1
        // The body's brace: the first `{` after `in` outside brackets (a sequence expression
        // takes no trailing closure).
        k += 1
        steps = 0
        while k < n && steps < 4_096 {
            switch t[k].kind {
            case .leftParen, .leftSquare:
                let m = Int(match[k]); guard m > k else { return }
                k = m
            case .keyword where whereTok < 0 && isWord(k, .`where`):
                whereTok = k
            case .leftBrace:
                pendingLoops.append((Int32(truncatingIfNeeded: k), Int32(truncatingIfNeeded: localUndo.count)))
                loopNameIDs.removeAll(keepingCapacity: true)
                for token in loopVariableTokens {
                    // A name already a local here (`func visit(_ node: Tree) { for node in
                    // node.children`) stays that local in the sequence.
                    if !isLocalName(token) { loopNameIDs.append(nameID(token)) }
                    declareLocal(token, activeFrom: token)
                }
                // A loop whose `in` is not reached as a keyword keeps its names active from the
                // pattern, sequence included: the conservative reading.
                pendingLoopIn = inTok
                loopActivation = whereTok >= 0 ? whereTok : k
                return
            case .rightBrace, .rightParen, .rightSquare:
                return
            default: break
            }
            k += 1; steps += 1
        }
    }

    func closeBrace(_ i: Int) {
        // Pop parens / brackets left open, then the brace scope.
        while let last = brackets.last, Int(last.braceDepth) == braceDepth { brackets.removeLast() }
        if deepBraces > 0 { deepBraces -= 1; return }
        guard scopes.count > 1 else { return }
        let s = scopes.removeLast()
        if localUndo.count > Int(s.localUndoStart) { forgetLocals(downTo: Int(s.localUndoStart)) }
        if s.declIndex >= 0 && s.declIndex < built.declarations.count {
            built.declarations[s.declIndex].endLine = line(i)
        }
        if s.inPreview && !top.inPreview && s.openTok >= 0 {
            let first = s.declIndex >= 0 && s.declIndex < built.declarations.count ? built.declarations[s.declIndex].line : line(Int(s.openTok))
            previewRanges.append(min(first, line(Int(s.openTok)))...line(i))
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
        switch t[i].word {
        case .`in` where i == pendingLoopIn:
            pendingLoopIn = -1
            for id in loopNameIDs where id < localActiveFrom.count { localActiveFrom[id] = Int32(truncatingIfNeeded: loopActivation) }
            if !keep { resetPending() }
            return i + 1
        case .`import`: return parseImport(i)
        case .`struct`: return parseTypeDecl(i, .struct)
        case .`enum`: return parseTypeDecl(i, .enum)
        case .`protocol`: return parseTypeDecl(i, .protocol)
        case .`extension`: return parseTypeDecl(i, .extension)
        case .`class`:
            // `class actor {}`, `class open: Base {}`: a modifier word is the class's name when a
            // body, an inheritance clause or generic parameters follow it (`class final func` is no class).
            if kind(i + 1) == .identifier && ((!isModifierWord(i + 1) && !isWord(i + 1, .actor))
                                               || (!isWord(i + 1, .override)
                                                   && (kind(i + 2) == .leftBrace || kind(i + 2) == .colon || isOpenAngle(i + 2)))) {
                return parseTypeDecl(i, .class)
            }
            if topKind == .typeBody || topKind == .protocolBody || topKind == .extensionBody || isDeclKeyword(i + 1) {
                notePending(i); pendingMods.append("class"); return i + 1
            }
            resetPending(); return i + 1
        case .`typealias`: return parseTypealias(i)
        case .`associatedtype`: return parseAssociatedType(i)
        case .`func`, .`init`, .`subscript`: return parseFunction(i)
        case .`deinit`:
            var j = i + 1
            while j < n && kind(j) != .leftBrace && j < i + 4 { j += 1 }
            if kind(j) == .leftBrace { braceScopes.set(j, functionScope("deinit", declIndex: -1)) }
            resetPending()
            return i + 1
        case .`var`, .`let`: return parseBindings(i)
        case .`case` where topKind == .typeBody && top.isEnum: return parseEnumCase(i)
        case .`static`, .`public`, .`private`, .`fileprivate`, .`internal`:
            notePending(i)
            var next = i + 1
            if kind(i + 1) == .leftParen, kind(i + 2) == .identifier, kind(i + 3) == .rightParen {
                next = i + 4
                pendingMods.append(text(i) + "(" + text(i + 2) + ")")
            } else if Extractor.isAccessLevel(t[i].word) {
                if pendingAccess == nil { pendingAccess = text(i) }
            } else {
                pendingMods.append(text(i))
            }
            return next
        case .`as`, .`is`:
            var j = i + 1
            if isWord(i, .`as`), kind(j) == .postfixQuestion || kind(j) == .postfixExclamation || (isOperator(j) && (eq(j, "?") || eq(j, "!"))) { j += 1 }
            let r = scanType(j, record: true)
            if !keep { resetPending() }
            return max(r.end, j)
        case .`self`:
            selfAccess(i)
            if !keep { resetPending() }
            return i + 1
        case .`where` where !top.isLocal && (topKind == .file || topKind == .typeBody || topKind == .extensionBody || topKind == .protocolBody)
                          && !(topKind == .file && isInControlStatement(i)):
            // A declaration's trailing where clause the header parser did not reach (`macro m() = #x(...) where T: P`).
            let e = parseWhere(i)
            addSkip(i, e)
            resetPending()
            return max(e, i + 1)
        case .anyType:
            // `[Any]()`: `Any` can only be a type.
            let l = loc(i)
            let id = nameID(i)
            noteTypeReference(id)
            built.typeReferenceSites.append(TypeReferenceSite(name: names.string(id), line: l.line, column: l.column, enclosing: enclosingName))
        case .selfType:
            // `Self<SHA384>(padding: .pss)` in a generic type: the arguments are types.
            if isOpenAngle(i + 1), !spaceBefore(i + 1), let e = tryGenericArgs(i + 1, record: true) { return e }
        case .`do`:
            if isWord(i + 1, .`throws`), kind(i + 2) == .leftParen {
                // `do throws(E) {`
                let r = scanType(i + 3, record: true)
                addSkip(i + 1, max(r.end, i + 3))
            }
        case .`throws`:
            // An accessor's typed throws (`get throws(StoreError) { }`, `get async
            // throws(FetchError)`); a function's signature was read with the function.
            if kind(i + 1) == .leftParen, !spaceBefore(i + 1), Int(match[i + 1]) > i + 1 {
                let r = scanType(i + 2, record: true)
                addSkip(i + 1, max(r.end, i + 2))
            }
        case .`for`:
            // `for x: T in`, `for (a, b): (A, B) in`, `for case let x: T in`.
            var j = i + 1
            if isWord(j, .`case`) { j += 1 }
            if isWord(j, .`let`) || isWord(j, .`var`) { j += 1 }
            if kind(j) == .identifier { j += 1 }
            else if kind(j) == .leftParen, Int(match[j]) > j { j = Int(match[j]) + 1 }
            if kind(j) == .colon, j > i + 1 {
                let r = scanType(j + 1, record: true)
                if r.end > j + 1 {
                    addSkip(i + 1, r.end)
                }
            }
            noteLoopVariables(i)
        default:
            break
        }
        if !keep { resetPending() }
        return i + 1
    }

    func identifier(_ i: Int) -> Int {
        let keep = i <= keepPendingUntil
        let prevIsPeriod = i > 0 && (t[i - 1].kind == .period)
        let w = t[i].word
        if !prevIsPeriod && w != .none {
            // As the compiler: `actor⏎Cache { }` is a declaration too (a bare `actor` expression
            // statement followed by a name would not compile anyway).
            if w == .actor, kind(i + 1) == .identifier, atStatementStart(i) {
                return parseTypeDecl(i, .actor)
            }
            if w == .macro, kind(i + 1) == .identifier, atStatementStart(i),
               kind(i + 2) == .leftParen || isOpenAngle(i + 2) {
                return parseFunction(i)
            }
            if Extractor.isModifier(w), atStatementStart(i), let next = isModifierHere(i) {
                notePending(i)
                if next == i + 1 && Extractor.isAccessLevel(w) {
                    if pendingAccess == nil { pendingAccess = text(i) }
                } else {
                    pendingMods.append(written(i, next))
                }
                return next
            }
        }
        if !keep { resetPending() }
        if (w == .any || w == .some) && !prevIsPeriod && kind(i + 1) == .identifier && !atLineStart(i + 1) && isUpper(i + 1) {
            // `[any P.Type]()`: a type in expression position.
            let r = scanType(i, record: true)
            if r.end > i + 1 { return r.end }
        }
        return expressionIdentifier(i)
    }

    // MARK: parameters and locals

    /// Declares `token`'s name as a parameter or local of the innermost scope, from token
    /// `activeFrom` on (after its initializer: `let repository = make(repository)` reads the
    /// outer name).
    func declareLocal(_ token: Int, activeFrom: Int) {
        let id = nameID(token)
        if id >= localCounts.count {
            let grown = max(id + 1, localCounts.count * 2, 64)
            localCounts += [Int32](repeating: 0, count: grown - localCounts.count)
            localActiveFrom += [Int32](repeating: 0, count: grown - localActiveFrom.count)
        }
        localUndo.append((Int32(truncatingIfNeeded: id), localActiveFrom[id]))
        localFilter |= localFilterBit(token)
        localCounts[id] += 1
        localActiveFrom[id] = Int32(truncatingIfNeeded: activeFrom)
    }

    func forgetLocals(downTo start: Int) {
        while localUndo.count > start {
            let (id, previous) = localUndo.removeLast()
            localCounts[Int(id)] -= 1
            localActiveFrom[Int(id)] = previous
        }
        if localUndo.isEmpty { localFilter = 0 }
    }

    /// Whether the `where` at `i` belongs to a `for`, `catch`, `case` or `while` of top-level
    /// code (`for t in items where t.isEnabled` in main.swift or Package.swift): a condition,
    /// not a declaration's generic clause. Looks back over the statement (bracketed groups
    /// skipped), a bounded way.
    func isInControlStatement(_ i: Int) -> Bool {
        var j = i - 1
        var steps = 0
        while j >= 0 && steps < 256 {
            steps += 1
            let k = t[j].kind
            if k == .rightParen || k == .rightSquare || k == .rightBrace {
                let open = Int(match[j])
                if k == .rightBrace || open < 0 || open >= j { return false }
                j = open - 1
                continue
            }
            if k == .leftBrace || k == .semicolon { return false }
            if k == .keyword {
                let word = t[j].word
                switch word {
                case .`for`, .`catch`, .`case`, .`while`: return true
                case .`func`, .`struct`, .`class`, .`enum`, .`protocol`, .`extension`, .`typealias`, .actor, .macro, .`init`, .`subscript`:
                    return false
                default: break
                }
            }
            j -= 1
        }
        return false
    }

    /// Whether the name at `token` is a parameter or local of an enclosing function there, not
    /// a property of the type (which `self.name` would reach).
    @inline(__always) func isLocalName(_ token: Int) -> Bool {
        guard localFilter & localFilterBit(token) != 0 else { return false }
        let id = nameID(token)
        return id < localCounts.count && localCounts[id] > 0 && token >= Int(localActiveFrom[id])
    }

    /// Whether the local name at `token` is bound by the innermost function's own parameter list
    /// (declared at that body's `{`), not by a closure, loop or `let` inside it.
    func isFunctionParameter(_ token: Int) -> Bool {
        let id = nameID(token)
        guard id < localActiveFrom.count else { return false }
        var k = scopes.count - 1
        while k > 0 && scopes[k].kind != .functionBody { k -= 1 }
        guard k > 0, scopes[k].openTok >= 0 else { return false }
        return localActiveFrom[id] == scopes[k].openTok
    }

    /// The parameters a function header declared for the body that opens at `brace`.
    @inline(__always) func declarePendingParameters(brace: Int) {
        guard brace == pendingParameterBrace else { return }
        pendingParameterBrace = -1
        for token in parameterNameTokens { declareLocal(token, activeFrom: brace) }
    }

    @inline(__always) func localFilterBit(_ token: Int) -> UInt64 {
        let start = Int(t[token].start)
        let length = UInt64(truncatingIfNeeded: Int(t[token].end) - start)
        return 1 << ((UInt64(b[start]) &+ length &* 7) & 63)
    }

    func functionScope(_ name: String, declIndex: Int) -> Scope {
        var s = top
        s.kind = .functionBody
        s.funcNameID = scopeNameID(name)
        s.isLocal = true
        s.declIndex = declIndex
        s.isEnum = false
        s.inStaticFunction = false
        s.inStaticProperty = false
        return s
    }
}
