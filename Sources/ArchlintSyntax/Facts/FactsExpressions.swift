/// Facts read from expressions: member accesses, constructions, value uses, key paths,
/// generic arguments and closure signatures.
extension Extractor {
    /// The innermost open context range, as an index into `pendingContexts` (read in place: a
    /// range holds strings and an array, and copying it cost their retains).
    var currentContext: Int? { contexts.last.map { Int($0) } }

    func recordAccess(base: String, memberTok: Int, optional: Bool, baseIsLocal: Bool = false, baseIsParameter: Bool = false) {
        var memberTok = memberTok
        // `repo.Data::fetch()`: the member is `fetch`, looked up in module Data.
        if isModuleSelector(memberTok + 1), isMemberName(memberTok + 2) { memberTok += 2 }
        let l = loc(memberTok)
        var member = text(memberTok)
        // Lexer workaround: `x._$id` comes as `_` + `$id`.
        if kind(memberTok) == .identifier && kind(memberTok + 1) == .dollarIdentifier && !spaceBefore(memberTok + 1) {
            member += text(memberTok + 1)
        }
        // One fact per (base, member, line, optional): the accesses already recorded on this line
        // are chained from it, so a duplicate is found by comparing a few strings, not hashing.
        if accessChainHead.isEmpty { accessChainHead = [Int32](repeating: -1, count: lines.lineCount + 2) }
        let slot = min(max(l.line, 0), accessChainHead.count - 1)
        var link = accessChainHead[slot]
        while link >= 0 {
            let entry = accessChain[Int(link)]
            if entry.optional == optional {
                let k = Int(entry.index)
                let seen = optional ? built.optionalChainedAccesses.pointer(k) : built.memberAccesses.pointer(k)
                let same = seen.pointee.line == l.line && seen.pointee.member == member && seen.pointee.base == base
                if same { return }
            }
            link = entry.next
        }
        if kind(memberTok + 1) == .equal {
            built.memberAssignments.append(MemberAccessFact(base: base, member: member, line: l.line, column: l.column, enclosing: enclosingName,
                                                            baseIsLocal: baseIsLocal))
        }
        let index: Int32
        if optional {
            index = Int32(truncatingIfNeeded: built.optionalChainedAccesses.count)
            built.optionalChainedAccesses.append(MemberAccessFact(base: base, member: member, line: l.line, column: l.column, enclosing: enclosingName,
                                                                  baseIsLocal: baseIsLocal, baseIsParameter: baseIsParameter))
        } else {
            index = Int32(truncatingIfNeeded: built.memberAccesses.count)
            built.memberAccesses.append(MemberAccessFact(base: base, member: member, line: l.line, column: l.column, enclosing: enclosingName,
                                                         baseIsLocal: baseIsLocal, baseIsParameter: baseIsParameter))
        }
        accessChain.append(AccessChainEntry(index: index, next: accessChainHead[slot], optional: optional))
        accessChainHead[slot] = Int32(truncatingIfNeeded: accessChain.count - 1)
    }

    /// `base[`, `base?[`, `base![` with `open` the token after `base`: a subscript of the value
    /// `base` (not an array type or literal: the `[` is glued to the name).
    /// Checked before the base's text is made: most names are followed by something else.
    @inline(__always) func isSubscriptAfter(_ open: Int) -> Bool {
        var k = open
        if kind(k) == .postfixQuestion || kind(k) == .postfixExclamation { k += 1 }
        return kind(k) == .leftSquare && !spaceBefore(k)
    }

    func recordSubscript(base: String, at nameTok: Int, baseIsLocal: Bool = false) {
        let l = loc(nameTok)
        built.subscriptAccesses.append(MemberAccessFact(base: base, member: "subscript", line: l.line, column: l.column, enclosing: enclosingName,
                                                        baseIsLocal: baseIsLocal))
    }

    func isMemberName(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        return k == .identifier || k == .keyword || k == .integerLiteral || k == .dollarIdentifier
    }

    /// A `.` that is a member-access dot (glued to what precedes it or at a line start).
    func isAccessDot(_ i: Int) -> Bool {
        kind(i) == .period // `db .create(...)` is a member access too
    }

    func expressionIdentifier(_ i: Int) -> Int {
        // Lexer workaround: `_$id` comes as `_` + `$id`; read it as one name.
        if kind(i + 1) == .dollarIdentifier && !spaceBefore(i + 1) {
            let prevIsPeriod = i > 0 && t[i - 1].kind == .period
            if !prevIsPeriod {
                let base = text(i) + text(i + 1)
                if isAccessDot(i + 2) && isMemberName(i + 3) {
                    recordAccess(base: base, memberTok: i + 3, optional: false)
                } else if kind(i + 2) == .postfixQuestion && kind(i + 3) == .period && isMemberName(i + 4) {
                    recordAccess(base: base, memberTok: i + 4, optional: true)
                }
            }
            return i + 2
        }
        var genericEnd: Int? = nil
        // Spacing does not matter to the parser: `f(a < B, C > (d))` calls `a<B, C>` as
        // `f(a<B, C>(d))` does.
        if isOpenAngle(i + 1) || isNegativeValueAngle(i + 1) {
            genericEnd = tryGenericArgs(i + 1, record: true)
        }
        let prevK = i > 0 ? t[i - 1].kind : nil
        let prevIsPeriod = prevK == .period
        // `await .init()`: a contextual-keyword operator before an implicit member, not a base.
        let operatorWord = spaceBefore(i + 1) && (isWord(i, .await) || isWord(i, .consume) || isWord(i, .copy) || isWord(i, .unsafe)
            || isWord(i, .discard) || isWord(i, .each))
        if !prevIsPeriod && prevK != .backslash && genericEnd == nil && !isWord(i, .underscore) && !operatorWord {
            if isAccessDot(i + 1) && isMemberName(i + 2) {
                let local = isLocalName(i)
                recordAccess(base: text(i), memberTok: i + 2, optional: false, baseIsLocal: local,
                             baseIsParameter: local && isFunctionParameter(i))
                // `strongSelf.repository.user()` reads `repository` as `self.repository` does
                // (kept with the accesses the oracle leaves out, as `self?.repository.user()`).
                if !selfAliasIDs.isEmpty, kind(i + 2) == .identifier, selfAliasIDs.contains(nameID(i)) {
                    if isAccessDot(i + 3) && isMemberName(i + 4) {
                        recordAccess(base: text(i + 2), memberTok: i + 4, optional: true)
                    }
                    valueUse(i, nameTok: i + 2, lastTok: i + 2)
                }
            } else if (kind(i + 1) == .postfixQuestion || kind(i + 1) == .postfixExclamation) && kind(i + 2) == .period && isMemberName(i + 3) {
                let local = isLocalName(i)
                recordAccess(base: text(i), memberTok: i + 3, optional: true, baseIsLocal: local,
                             baseIsParameter: local && isFunctionParameter(i))
            } else if !spaceBefore(i + 1) && isSubscriptAfter(i + 1) {
                recordSubscript(base: text(i), at: i, baseIsLocal: isLocalName(i))
            }
        }
        let first = firstByte(i)
        // An argument label (`fetch(limit: 20)`) names no member.
        if top.extensionMember >= 0 && !prevIsPeriod && prevK != .backslash && !operatorWord && first >= 95 && !isWord(i, .underscore)
            && !(kind(i + 1) == .colon && (prevK == .leftParen || prevK == .comma)) && !isWord(i, .weak) && !isWord(i, .unowned)
            && !isLocalName(i) {
            recordSelfUse(i)
        }
        if first >= 65 && first <= 90 {
            construction(i, genericEnd: genericEnd, prevIsPeriod: prevIsPeriod)
        } else if ((first >= 97 && first <= 122) || first == 95) && !isWord(i, .underscore) && !prevIsPeriod {
            valueUse(i, nameTok: i, lastTok: i)
        }
        return genericEnd ?? (i + 1)
    }

    func selfAccess(_ i: Int) {
        if i > 0 && t[i - 1].kind == .period { return }
        if isAccessDot(i + 1) && isWord(i + 2, .`init`) && kind(i + 3) == .leftParen && !spaceBefore(i + 3) { recordDelegatedImplicitMembers(open: i + 3) }
        if top.extensionMember >= 0 {
            if isAccessDot(i + 1) || (kind(i + 1) == .postfixQuestion && kind(i + 2) == .period) {
                let nameTok = isAccessDot(i + 1) ? i + 2 : i + 3
                if kind(nameTok) == .identifier { recordSelfUse(nameTok) }
            } else if !(i > captureList.start && i < captureList.end)
                        && !(i > 0 && kind(i - 1) == .keyword && isWord(i - 1, .`let`)) && !isWord(i - 1, .weak) && !isWord(i - 1, .unowned) {
                // `[weak self]`, `guard let self`: no use; anything else hands `self` itself on.
                recordSelfUse(-1)
            }
        }
        if isAccessDot(i + 1), kind(i + 2) == .identifier, kind(i + 3) == .dollarIdentifier, !spaceBefore(i + 3) {
            // Lexer workaround: `self._$id.member`.
            if isAccessDot(i + 4) && isMemberName(i + 5) {
                recordAccess(base: text(i + 2) + text(i + 3), memberTok: i + 5, optional: false)
            }
            return
        }
        if isAccessDot(i + 1) && (kind(i + 2) == .identifier || kind(i + 2) == .dollarIdentifier || (kind(i + 2) == .keyword && !isWord(i + 2, .`init`) && !isWord(i + 2, .`self`))) {
            if isAccessDot(i + 3) && isMemberName(i + 4) {
                recordAccess(base: text(i + 2), memberTok: i + 4, optional: false)
            } else if (kind(i + 3) == .postfixQuestion || kind(i + 3) == .postfixExclamation) && kind(i + 4) == .period && isMemberName(i + 5) {
                recordAccess(base: text(i + 2), memberTok: i + 5, optional: true)
            } else if !spaceBefore(i + 3) && isSubscriptAfter(i + 3) {
                recordSubscript(base: text(i + 2), at: i + 2)
            }
            valueUse(i, nameTok: i + 2, lastTok: i + 2)
        } else if kind(i + 1) == .postfixQuestion && kind(i + 2) == .period && kind(i + 3) == .identifier {
            if isAccessDot(i + 4) && isMemberName(i + 5) {
                recordAccess(base: text(i + 3), memberTok: i + 5, optional: true)
            } else if (kind(i + 4) == .postfixQuestion || kind(i + 4) == .postfixExclamation) && kind(i + 5) == .period
                        && isMemberName(i + 6) {
                // `[weak self] in self?.service?.delete()`: an optional property of a weak self.
                recordAccess(base: text(i + 3), memberTok: i + 6, optional: true)
            }
        }
    }

    /// The `label: .member` arguments of the `self.init(` call whose `(` is `open`.
    func recordDelegatedImplicitMembers(open: Int) {
        let close = Int(match[open])
        guard close > open else { return }
        var a = open + 1
        while a < close {
            let end = nextComma(a, close)
            if (kind(a) == .identifier || kind(a) == .keyword) && kind(a + 1) == .colon && kind(a + 2) == .period
                && kind(a + 3) == .identifier && a + 3 < end {
                let dot = loc(a + 2), last = endLoc(end - 1)
                built.delegatedImplicitMembers.append(DelegatedImplicitMemberFact(
                    label: text(a), value: written(a + 2, end), enclosing: enclosingName, line: dot.line, column: dot.column,
                    endColumn: last.line == dot.line ? last.column : dot.column + 1))
            }
            a = end + 1
        }
    }

    /// Notes the name at `token` as one the innermost extension member's body uses on `self`
    /// (see `ExtensionMemberFact.selfUsesStart`), each once; -1 for `self` itself. Past 256
    /// names the member counts as using `self` itself.
    func recordSelfUse(_ token: Int) {
        let k = Int(top.extensionMember)
        guard k < built.extensionMembers.count else { return }
        let member = built.extensionMembers.pointer(k)
        if member.pointee.usesSelf { return }
        if token < 0 || member.pointee.selfUsesCount >= 256 { member.pointee.usesSelf = true; return }
        // A member's names are recorded together: its body is one run of tokens.
        if member.pointee.selfUsesCount == 0 { member.pointee.selfUsesStart = Int32(truncatingIfNeeded: extensionSelfUses.count) }
        let id = nameID(token)
        if id >= selfUseStamp.count { selfUseStamp.append(contentsOf: repeatElement(-1, count: max(names.count, id + 1) - selfUseStamp.count)) }
        if selfUseStamp[id] == Int32(truncatingIfNeeded: k) { return }
        selfUseStamp[id] = Int32(truncatingIfNeeded: k)
        extensionSelfUses.append(names.string(id))
        member.pointee.selfUsesCount += 1
    }

    /// `f(x)`, `f(l: x)`, `return x`, `y = x`, `[x]`, with `x` the whole expression.
    func valueUse(_ first: Int, nameTok: Int, lastTok: Int) {
        guard first > 0 else { return }
        var p = first - 1
        // `callout(&self.delegate, bytes)`: passed on in-out, the value still goes to the callee.
        if t[p].kind == .prefixAmpersand && p > 0 { p -= 1 }
        let pk = t[p].kind
        // `[repository] in`: a capture list copies the reference into the closure, whose uses
        // are the holder's own.
        if nameTok > captureList.start && nameTok < captureList.end { return }
        // `repository ?? fallback`, `offline ? fallback : repository`: either operand is the value.
        let afterChoice = pk == .binaryOperator && (eq(p, "??") || eq(p, "?"))
        let starts = pk == .leftParen || pk == .comma || pk == .leftSquare || pk == .colon || pk == .equal
            || (pk == .keyword && isWord(p, .`return`)) || afterChoice
        // `{ x }`, `{ _ in x }`: a closure's (or getter's) implicit return.
        let implicitReturn = !starts && (pk == .leftBrace || (pk == .keyword && isWord(p, .`in`)))
        guard starts || implicitReturn else { return }
        // `self.x = x` in an initializer stores the parameter: the property receives a value,
        // nothing escapes.
        let assignsProperty = pk == .equal && p >= 3 && t[p - 2].kind == .period && kind(p - 3) == .keyword && isWord(p - 3, .`self`)
        if assignsProperty && text(p - 1) == text(nameTok) { return }
        var nx = lastTok + 1
        // `f(x!)`, `return x!`: the unwrapped value is the same dependency.
        if nx < n, t[nx].kind == .postfixExclamation { nx += 1 }
        // `{ repository as UserRepository }`: a cast is still the value returned.
        if implicitReturn { guard nx < n, t[nx].kind == .rightBrace || (t[nx].kind == .keyword && isWord(nx, .`as`)) else { return } }
        if nx < n {
            let k = t[nx].kind
            let ends = k == .rightParen || k == .comma || k == .rightSquare || k == .rightBrace || k == .semicolon
                || (atLineStart(nx) && k != .period && k != .binaryOperator)
                || (k == .binaryOperator && eq(nx, "??")) || (k == .colon && afterChoice && eq(p, "?"))
                // `register(repository as Any)`: passed on, whatever it is cast to.
                || (k == .keyword && isWord(nx, .`as`))
            guard ends else { return }
        }
        // `init(service: FeedService) { self.feed = service; service.start() }`: from here on the
        // parameter is the value the property holds, as a same-named one is.
        if assignsProperty && first == nameTok && lastTok == nameTok && kind(p - 1) == .identifier
            && scopes[scopes.count - 1].funcNameID >= 0 && enclosingFunction == "init" && !isLocalName(nameTok) {
            recordLocalBinding(name: text(nameTok), sourceTok: p - 1)
            return
        }
        let at = loc(nameTok)
        built.valueUses.append(ValueUseFact(name: text(nameTok), enclosing: enclosingName, line: at.line, column: at.column,
                                            isLocal: first == nameTok && isLocalName(nameTok)))
    }

    // MARK: constructions

    func construction(_ i: Int, genericEnd: Int?, prevIsPeriod: Bool) {
        var startTok = i
        if prevIsPeriod {
            guard i >= 2, kind(i - 2) == .identifier, isUpper(i - 2), !spaceBefore(i - 1) else { return }
            startTok = i - 2
            // `Data.Remote.ProfileStore()`: a module or namespaces before the type, a few deep.
            var depth = 0
            while depth < 3, startTok >= 2, t[startTok - 1].kind == .period, kind(startTok - 2) == .identifier,
                  isUpper(startTok - 2), !spaceBefore(startTok - 1) {
                startTok -= 2
                depth += 1
            }
            guard !(startTok >= 1 && t[startTok - 1].kind == .period) else { return }
        } else if i > 0, t[i - 1].kind == .backslash || t[i - 1].kind == .atSign {
            return
        }
        // XCTest's assertion functions are capitalised calls, not constructions.
        if eq(i, "XCTAssert") || (t[i].end - t[i].start > 3 && b[Int(t[i].start)] == UInt8(ascii: "X")
            && b[Int(t[i].start) + 1] == UInt8(ascii: "C") && b[Int(t[i].start) + 2] == UInt8(ascii: "T")
            && kind(i + 1) == .leftParen) { return }
        let j = genericEnd ?? (i + 1)
        var form: ConstructionForm
        var member: String? = nil
        var endTok: Int
        if kind(j) == .leftParen && !atLineStart(j) && Int(match[j]) > j {
            form = .call
            endTok = Int(match[j])
        } else if isAccessDot(j) && isWord(j + 1, .`init`) {
            form = .explicitInit
            endTok = j + 1
            if kind(j + 2) == .leftParen, Int(match[j + 2]) > j + 2 { endTok = Int(match[j + 2]) }
        } else if isAccessDot(j) && (kind(j + 1) == .identifier || isWord(j + 1, .`default`)) && isLower(j + 1) && genericEnd == nil {
            form = .staticMember
            member = text(j + 1)
            endTok = j + 1
            if kind(j + 2) == .leftParen && !atLineStart(j + 2) && Int(match[j + 2]) > j + 2 { endTok = Int(match[j + 2]) }
        } else if kind(j) == .leftBrace && !atLineStart(j), let c = currentContext, pendingContexts[c].wholeStart == startTok,
                  pendingContexts[c].context == .defaultArgument || pendingContexts[c].context == .propertyInitializer, Int(match[j]) > j {
            form = .call
            endTok = Int(match[j])
        } else if kind(j) == .leftBrace && !atLineStart(j) && genericEnd == nil && !prevIsPeriod && isBuilderElement(startTok), Int(match[j]) > j {
            // `Card { Text("Hi") }` in a view body: a call with only a trailing closure.
            form = .call
            endTok = Int(match[j])
        } else {
            return
        }
        // A trailing closure directly after the call's `)`.
        if form == .call, kind(endTok + 1) == .leftBrace, !atLineStart(endTok + 1), let c = currentContext, pendingContexts[c].wholeStart == startTok,
           Int(match[endTok + 1]) > endTok + 1, Int(match[endTok + 1]) < pendingContexts[c].wholeEnd {
            endTok = Int(match[endTok + 1])
        }
        addConstruction(typeName: text(i), qualifier: prevIsPeriod ? (startTok == i - 2 ? text(i - 2) : written(startTok, i - 1)) : nil, form: form, member: member,
                        startTok: startTok, endTok: endTok)
    }

    /// `Name {` where only an expression can stand: the first thing of a line or of a closure,
    /// after `return`, `=`, `(`, `,` or `:` (not a condition's `if x == Name {`, which is a
    /// body, nor a declaration's header).
    func isBuilderElement(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        let p = start - 1
        switch t[p].kind {
        case .leftBrace, .leftParen, .comma, .equal:
            return true
        case .colon:
            // `class Card: View {` is a header; `content: Card { }` an argument.
            return kind(p - 1) == .identifier && p >= 2 && (t[p - 2].kind == .leftParen || t[p - 2].kind == .comma)
        case .keyword:
            return isWord(p, .`return`)
        default:
            guard atLineStart(start) else { return false }
            // A statement of its own: what ends the line before is no operator or keyword.
            let k = t[p].kind
            return k == .rightBrace || k == .rightParen || k == .identifier || k == .stringQuote || k == .integerLiteral
                || k == .postfixQuestion || k == .postfixExclamation || k == .rightSquare
        }
    }

    /// `repository = X()` or `self.repository = X()` as a statement of its own, with the
    /// construction `start...end` the whole value: the name it is stored in, unless a local.
    func assignedName(before start: Int, after end: Int) -> String? {
        let eq = start - 1
        guard eq >= 2, t[eq].kind == .equal, kind(eq - 1) == .identifier, !isLocalName(eq - 1) else { return nil }
        var first = eq - 1
        if t[first - 1].kind == .period {
            guard first >= 3, kind(first - 2) == .keyword, isWord(first - 2, .`self`) else { return nil }
            first -= 2
        }
        return isStatementOfItsOwn(from: first, through: end) ? text(eq - 1) : nil
    }

    /// Tokens `first...end` are a statement of their own: a line, `;` or `{` before, a line,
    /// `;` or `}` after.
    func isStatementOfItsOwn(from first: Int, through end: Int) -> Bool {
        let statementStart = atLineStart(first) || first == 0 || t[first - 1].kind == .semicolon || t[first - 1].kind == .leftBrace
        let next = end + 1
        return statementStart && (next >= n || atLineStart(next) || t[next].kind == .rightBrace || t[next].kind == .semicolon)
    }

    /// `DataEnvironment.current.mediaWikiService = MediaWikiFetcher(...)` or `Services.analytics =
    /// FirebaseAnalytics()` as a statement of its own: the construction, the whole value, is
    /// put where a type's shared instance hands it out (a service locator the app fills in at
    /// launch), which is wiring, as a container's registration is.
    func isStoredInSharedInstance(before start: Int, after end: Int) -> Bool {
        var eq = start - 1
        // `= try LiveStore()`, `= await Engine()`.
        while eq > 0, isWord(eq, .`try`) || isWord(eq, .await) || t[eq].kind == .postfixQuestion || t[eq].kind == .postfixExclamation {
            eq -= 1
        }
        guard eq >= 3, t[eq].kind == .equal, kind(eq - 1) == .identifier else { return false }
        var first = eq - 1
        var parts = 1
        while first >= 2, t[first - 1].kind == .period, kind(first - 2) == .identifier {
            first -= 2
            parts += 1
        }
        let lead = b[Int(t[first].start)]
        guard parts >= 2, lead >= UInt8(ascii: "A") && lead <= UInt8(ascii: "Z") else { return false }
        guard isStatementOfItsOwn(from: first, through: end) else { return false }
        // Set-up code only (`setupDataEnvironment()`, a static `start()`, a global function):
        // a view model's `ImageLoader.shared.cache = DiskImageCache()` builds what it uses.
        // Asked last: the function's name is made into a string.
        if !top.inStaticFunction, let function = enclosingFunction {
            return Self.setUpFunctionPrefixes.contains { function.hasPrefix($0) }
        }
        return true
    }

    /// Names of functions that set an app up: `setupDataEnvironment`, `configureServices`.
    static let setUpFunctionPrefixes = ["setup", "setUp", "configure", "bootstrap", "register", "install", "wire", "start"]

    func addConstruction(typeName: String?, qualifier: String? = nil, form: ConstructionForm, member: String?, startTok: Int, endTok: Int) {
        // SwinjectAutoregistration's `autoregister(Repo.self, initializer: RemoteRepo.init)`.
        var registered = top.inRegistration || (form == .explicitInit && kind(startTok - 1) == .colon && eq(startTok - 2, "initializer")
            && enclosingCallee(startTok - 1).map { eq($0, "autoregister") && isContainerCall($0, brace: startTok) } == true)
        let s = loc(startTok)
        let e = endLoc(endTok)
        let c = currentContext
        let ctx: ConstructionContext = c.map { pendingContexts[$0].context } ?? (top.isLocal ? .body : .topLevel)
        var whole = c.map { pendingContexts[$0].wholeStart == startTok && endTok == pendingContexts[$0].wholeEnd - 1 } ?? false
        var propertyName = c.flatMap { pendingContexts[$0].propertyName }
        if c == nil, ctx == .body, let assigned = assignedName(before: startTok, after: endTok) {
            whole = true
            propertyName = assigned
        } else if c == nil, ctx == .body, !registered, form == .call || form == .explicitInit,
                  isStoredInSharedInstance(before: startTok, after: endTok) {
            registered = true
        }
        let fact = ConstructionFact(typeName: typeName, qualifier: qualifier, form: form, member: member, line: s.line, column: s.column,
                                    endLine: e.line, endColumn: e.column, enclosingType: enclosingType,
                                    enclosingFunction: enclosingFunction, context: ctx, propertyName: propertyName,
                                    isInPreview: top.inPreview, isInRegistration: registered, isWholeValue: whole,
                                    isInStaticFunction: top.inStaticFunction, isInStaticProperty: top.inStaticProperty)
        if whole, let c {
            let defaultIndex = pendingContexts[c].defaultIndex
            if defaultIndex >= 0 && defaultIndex < built.defaultArguments.count {
                built.defaultArguments[defaultIndex].construction = fact
            }
            for r in pendingContexts[c].storedIndices where r < built.storedProperties.count {
                built.storedProperties[r].construction = fact
            }
        }
        built.constructions.append(fact)
    }

    /// `.init(...)` in expression position.
    func expressionPeriod(_ i: Int) {
        guard isWord(i + 1, .`init`), kind(i + 2) == .leftParen, Int(match[i + 2]) > i + 2 else { return }
        if i > 0 {
            let pk = t[i - 1].kind
            let leading = pk == .equal || pk == .leftParen || pk == .comma || pk == .colon || pk == .leftSquare
                || pk == .binaryOperator || pk == .prefixOperator || pk == .leftBrace || pk == .arrow
                || (pk == .keyword && (isWord(i - 1, .`return`) || isWord(i - 1, .`try`) || isWord(i - 1, .`in`)))
                // `await` is lexed as an identifier (it is a contextual keyword).
                || isWord(i - 1, .await)
            guard leading || (spaceBefore(i) && !atLineStart(i)) else { return }
        }
        let endTok = Int(match[i + 2])
        var typeName: String? = nil
        var qualifier: String? = nil
        if let c = currentContext, pendingContexts[c].wholeStart == i, endTok == pendingContexts[c].wholeEnd - 1, let ty = pendingContexts[c].typeText {
            typeName = Extractor.bareTypeName(ty)
            if typeName != nil { qualifier = Extractor.typeQualifier(ty) }
        }
        addConstruction(typeName: typeName, qualifier: qualifier, form: .implicitInit, member: nil, startTok: i, endTok: endTok)
    }

    /// `A.B.Cache<T>?` -> `A.B`, `Outer<T>.Inner` -> `Outer`; nil for an unqualified type.
    static func typeQualifier(_ s: String) -> String? {
        var u = Substring(s).utf8[...]
        for prefix in ["some ", "any ", "inout ", "borrowing ", "consuming "] where u.starts(with: prefix.utf8) {
            u = u.dropFirst(prefix.utf8.count)
            break
        }
        var depth = 0
        var out: [UInt8] = []
        var lastDot = -1
        for c in u {
            if c == UInt8(ascii: "<") { depth += 1; continue }
            if c == UInt8(ascii: ">") { depth = max(0, depth - 1); continue }
            if depth > 0 || c == UInt8(ascii: "?") || c == UInt8(ascii: "!") || c == 32 { continue }
            if c == UInt8(ascii: ".") { lastDot = out.count }
            out.append(c)
        }
        guard lastDot > 0 else { return nil }
        return String(decoding: out[..<lastDot], as: UTF8.self)
    }

    /// `Mod.Foo<T>?` -> `Foo`; `any P` -> `P`.
    static func bareTypeName(_ s: String) -> String? {
        var u = Array(s.utf8)
        for prefix in ["some ", "any ", "inout ", "borrowing ", "consuming "] {
            let p = Array(prefix.utf8)
            if u.count > p.count && Array(u[0..<p.count]) == p { u.removeFirst(p.count) }
        }
        while let l = u.last, l == UInt8(ascii: "?") || l == UInt8(ascii: "!") || l == 32 { u.removeLast() }
        if let lt = u.firstIndex(of: UInt8(ascii: "<")) { u = Array(u[..<lt]) }
        if let dot = u.lastIndex(of: UInt8(ascii: ".")) { u = Array(u[(dot + 1)...]) }
        guard let f = u.first, (f >= 65 && f <= 90) || (f >= 97 && f <= 122) || f == 95 || f >= 0x80 || f == UInt8(ascii: "`") else { return nil }
        return String(decoding: u, as: UTF8.self)
    }

    // MARK: key paths and closures

    /// `\Root.member?.chain[0]`: the root is a type; the components are no member accesses.
    func keyPath(_ i: Int) -> Int {
        var j = i + 1
        if kind(j) == .leftSquare, !spaceBefore(j), Int(match[j]) > j {
            // `\[Element].count`: an array / dictionary type root; `.count` is a component.
            recordBracketedTypes(j, tuple: false)
            j = Int(match[j]) + 1
        } else if kind(j) == .leftParen, Int(match[j]) > j {
            // `\(x: Double, y: Double).x`, `\(Foo).bar`: a tuple type root (`\(` outside a string
            // is always one); `.x` is a component.
            recordBracketedTypes(j, tuple: true)
            j = Int(match[j]) + 1
        } else if kind(j) == .identifier || (kind(j) == .keyword && (isWord(j, .selfType) || isWord(j, .anyType))) {
            let id = nameID(j)
            noteTypeReference(id)
            let l = loc(j)
            built.typeReferenceSites.append(TypeReferenceSite(name: names.string(id), line: l.line, column: l.column, enclosing: enclosingName))
            j += 1
            if isOpenAngle(j), let e = tryGenericArgs(j, record: true) { j = e }
        }
        var guardCount = 0
        while j < n && guardCount < 10_000 {
            guardCount += 1
            let k = t[j].kind
            if spaceBefore(j) { break }
            if k == .period || k == .postfixQuestion || k == .postfixExclamation { j += 1; continue }
            if (k == .identifier || k == .keyword || k == .integerLiteral) && j > 0 && t[j - 1].kind == .period { j += 1; continue }
            if k == .leftSquare { break } // subscript components hold expressions: walk them
            break
        }
        // Inside an attribute's arguments (`@Dependency(\.api) var api`) the attribute stays
        // pending for the declaration that follows.
        if i > keepPendingUntil { resetPending() }
        return j
    }

    /// Records the types between the bracket at `open` and its partner, one by one: `[K: V]`'s
    /// key and value, or a tuple type's elements (their labels skipped). Scanned as one type,
    /// the bracket would swallow what follows it (`\[Item].count` is no member type).
    func recordBracketedTypes(_ open: Int, tuple: Bool) {
        let close = Int(match[open])
        var q = open + 1
        var guardCount = 0
        while q < close && guardCount < 64 {
            guardCount += 1
            let labelLike = tuple && (kind(q) == .identifier || kind(q) == .keyword)
            if labelLike && kind(q + 1) == .colon {
                q += 2
            } else if labelLike, kind(q + 1) == .identifier || kind(q + 1) == .keyword, kind(q + 2) == .colon {
                q += 3
            }
            let r = scanType(q, record: true)
            if r.end <= q { break }
            q = r.end
            if kind(q) == .comma || (!tuple && kind(q) == .colon) { q += 1 } else { break }
        }
    }

    /// `{ [captures] (a: T, b) async throws -> R in`: records the signature's types and skips it.
    /// `[repo = repository]`, `[store = self.store]`: a capture under another name is the
    /// property within the closure, as `let repo = repository` is in a block.
    func noteRenamedCaptures(_ open: Int, _ close: Int, closure brace: Int) {
        var q = open + 1
        var steps = 0
        while q < close && steps < 64 {
            steps += 1
            if isWord(q, .weak) || isWord(q, .unowned) { q += 1; if kind(q) == .leftParen && Int(match[q]) > q { q = Int(match[q]) + 1 } }
            // `name = source` or `name = self.source`, then `,` or the list's end.
            if kind(q) == .identifier, kind(q + 1) == .equal {
                var source = q + 2
                if isWord(source, .`self`), kind(source + 1) == .period { source += 2 }
                if kind(source) == .identifier, source + 1 == close || kind(source + 1) == .comma, text(q) != text(source) {
                    recordLocalBinding(name: text(q), sourceTok: source, scopeBrace: brace)
                }
            }
            while q < close && kind(q) != .comma { q = kind(q) == .leftParen && Int(match[q]) > q ? Int(match[q]) + 1 : q + 1 }
            q += 1
        }
    }

    func closureSignature(_ brace: Int) {
        var j = brace + 1
        var attrGuard = 0
        while kind(j) == .atSign && attrGuard < 8 { j = skipAttribute(j); attrGuard += 1 }
        if kind(j) == .leftSquare {
            let m = Int(match[j]); guard m > j else { return }
            // A capture list is followed by the closure's `in` (after parameters, if any);
            // `{ [repository] }` is a closure returning an array.
            var q = m + 1, depth = 0, steps = 0
            while q < n && steps < 64 {
                let k = t[q].kind
                if k == .leftParen { depth += 1 } else if k == .rightParen { depth -= 1 }
                else if depth == 0 && (k == .leftBrace || k == .rightBrace || k == .semicolon || k == .leftSquare) { break }
                else if depth == 0 && k == .keyword && isWord(q, .`in`) { captureList = (j, m); break }
                q += 1; steps += 1
            }
            if captureList.start == j { noteRenamedCaptures(j, m, closure: brace) }
            j = m + 1
        }
        guard kind(j) == .leftParen else {
            // `{ x, y async throws(E) -> T in`; `{ a, b in` has no types.
            var a = j
            var guardCount = 0
            while guardCount < 64 && (kind(a) == .identifier || kind(a) == .keyword && isWord(a, .underscore)) && !isWord(a, .async) {
                guardCount += 1
                a += 1
                if kind(a) == .comma { a += 1 } else { break }
            }
            guard a > j else { return }
            let names = j..<a
            var typed: [Int] = []
            guardCount = 0
            while guardCount < 4 {
                guardCount += 1
                if isWord(a, .async) { a += 1; continue }
                if isWord(a, .`throws`) || isWord(a, .`rethrows`) {
                    a += 1
                    if kind(a) == .leftParen && !spaceBefore(a) {
                        let r = scanType(a + 1, record: false)
                        guard r.ok, kind(r.end) == .rightParen else { return }
                        typed.append(a + 1)
                        a = r.end + 1
                    }
                    continue
                }
                break
            }
            if kind(a) == .arrow {
                let r = scanType(a + 1, record: false)
                guard r.ok else { return }
                typed.append(a + 1)
                a = r.end
            }
            guard isWord(a, .`in`) else { return }
            // `{ vm in vm.repository.load() }`: the parameters are locals of the closure's body.
            for k in names where kind(k) == .identifier && !isWord(k, .underscore) { declareLocal(k, activeFrom: brace) }
            guard !typed.isEmpty else { return }
            for ts in typed { _ = scanType(ts, record: true) }
            addSkip(j, a + 1)
            return
        }
        let open = j
        let close = Int(match[j]); guard close > j else { return }
        var q = close + 1
        var guardCount = 0
        var thrownStart = -1
        while q < n && guardCount < 8 {
            guardCount += 1
            if isWord(q, .async) { q += 1; continue }
            if isWord(q, .`throws`) || isWord(q, .`rethrows`) {
                q += 1
                if kind(q) == .leftParen && !spaceBefore(q) {
                    let r = scanType(q + 1, record: false)
                    guard r.ok, kind(r.end) == .rightParen else { return }
                    thrownStart = q + 1
                    q = r.end + 1
                }
                continue
            }
            break
        }
        var retStart = -1
        if kind(q) == .arrow {
            retStart = q + 1
            let r = scanType(q + 1, record: false)
            guard r.ok else { return }
            q = r.end
        }
        guard kind(q) == .keyword && isWord(q, .`in`) else { return }
        // Parameters.
        var p = open + 1
        guardCount = 0
        while p < close && guardCount < 10_000 {
            guardCount += 1
            var a = p
            if (kind(a) == .identifier || kind(a) == .keyword), kind(a + 1) == .colon {
                if kind(a) == .identifier && !isWord(a, .underscore) { declareLocal(a, activeFrom: brace) }
                a += 2
            } else if (kind(a) == .identifier || kind(a) == .keyword), (kind(a + 1) == .identifier || kind(a + 1) == .keyword), kind(a + 2) == .colon {
                if kind(a + 1) == .identifier && !isWord(a + 1, .underscore) { declareLocal(a + 1, activeFrom: brace) }
                a += 3
            } else {
                // `{ (vm, index) in }`: untyped names in parentheses.
                if kind(a) == .identifier && !isWord(a, .underscore), let after = kind(a + 1), after == .comma || after == .rightParen {
                    declareLocal(a, activeFrom: brace)
                }
                p = nextComma(p, close) + 1; continue
            }
            let r = scanType(a, record: true)
            p = nextComma(max(r.end, a), close) + 1
        }
        if thrownStart >= 0 { _ = scanType(thrownStart, record: true) }
        if retStart >= 0 { _ = scanType(retStart, record: true) }
        addSkip(open, q + 1)
    }
}

// MARK: - Dependency-injection wiring

extension Extractor {
    /// A type or extension body that is a DI container's wiring: what it builds is the
    /// composition root's work, whatever the file is called. Swinject's `Assembly`, Resolver's
    /// `ResolverRegistering`, Factory's containers (`extension Container`, `SharedContainer`,
    /// `AutoRegistering`) and swift-dependencies' keys (`liveValue` builds the live implementation);
    /// SwiftUI's `extension EnvironmentValues { @Entry var service: any Service = Live() }`, the
    /// shorthand of an `EnvironmentKey`'s `defaultValue`.
    static func isContainerWiring(kind: DeclarationKind, name: String, inherits: [String]) -> Bool {
        // A type named for wiring (`enum SettingsModuleBuilder`, `final class FeedUIComposer`,
        // `struct ProfileWireframe`), wherever its file is.
        if kind == .class || kind == .struct || kind == .enum || kind == .actor {
            for suffix in Extractor.wiringTypeSuffixes where name.hasSuffix(suffix) && name.utf8.count > suffix.utf8.count { return true }
            // `final class DependencyResolver { private let assembler = Assembler() }`: these
            // say wiring alone too.
            if Extractor.wiringTypeNames.contains(name) { return true }
        }
        if kind == .extension {
            switch name {
            case "Container", "Factory.Container", "Swinject.Container", "Resolver", "Resolver.Resolver",
                 "EnvironmentValues", "SwiftUI.EnvironmentValues", "FocusedValues", "SwiftUI.FocusedValues",
                 "ContainerValues", "SwiftUI.ContainerValues", "DependencyValues", "Dependencies.DependencyValues":
                return true
            default: break
            }
        }
        for written in inherits {
            // Needle's components: `class FeedComponent: Component<FeedDependency>`.
            if written == "BootstrapComponent" || written.hasPrefix("Component<") && written.hasSuffix("Dependency>") { return true }
            switch DeclarationFact.conformanceName(written) ?? written {
            case "Assembly", "Swinject.Assembly", "ResolverRegistering", "SharedContainer", "ManagedContainer", "AutoRegistering",
                 "DependencyKey", "TestDependencyKey", "Dependencies.DependencyKey", "Dependencies.TestDependencyKey",
                 "EnvironmentKey", "SwiftUI.EnvironmentKey":
                return true
            default: continue
            }
        }
        return false
    }

    /// Names of wiring, not of any builder (`RequestBuilder`, a chat `MessageComposer`).
    static let wiringTypeSuffixes = ["ModuleBuilder", "SceneBuilder", "ScreenBuilder", "Assembler", "Assembly", "Configurator", "Wireframe",
                                     "UIComposer", "CompositionRoot", "DIContainer", "DependencyContainer", "ServiceContainer", "DependencyResolver", "ModuleFactory", "SceneFactory",
                                     "ScreenFactory", "ViewControllerFactory", "FlowFactory"]

    static let wiringTypeNames: Set<String> = ["CompositionRoot", "DIContainer", "DependencyContainer", "ServiceContainer", "DependencyResolver"]

    /// Whether the closure opened at `brace` is passed to a DI registration: `container.register(
    /// Repo.self) { _ in RemoteRepo() }` (Swinject, Dip), `register { RemoteRepo() as Repo }`
    /// (Resolver), Factory's `self { RemoteRepo() }`, `Factory(self) { }`, `Factory<Repo> { }` and
    /// its contexts (`.onTest { }`, `.onPreview { }`), Swinject's `.initCompleted { }` and
    /// `storyboardInitCompleted(VC.self) { }`. Called at each closure's `{`, so the
    /// common case (no such name before it) is decided on token kinds and lengths.
    func isRegistrationClosure(_ brace: Int) -> Bool {
        var p = brace - 1
        if kind(p) == .rightParen {
            let open = Int(match[p])
            guard open >= 0 && open < p else { return false }
            p = open - 1
        } else if isOperator(p) && eq(p, ">") {
            // `Factory<any Repo> { }`: back to the `<` over a short generic argument list.
            var depth = 0, k = p, steps = 0
            while k > 0 && steps < 32 {
                if isOperator(k) && eq(k, ">") { depth += 1 } else if isOpenAngle(k) { depth -= 1; if depth == 0 { break } }
                k -= 1; steps += 1
            }
            guard depth == 0, isOpenAngle(k) else { return false }
            p = k - 1
        }
        guard p >= 0 && p < n else { return false }
        switch t[p].kind {
        case .colon:
            // `container.register(Repo.self, factory: { _ in RemoteRepo() })`: the closure as
            // the call's labelled argument.
            guard let callee = enclosingCallee(p), eq(callee, "register") || eq(callee, "autoregister") else { return false }
            return isContainerCall(callee, brace: brace)
        case .keyword:
            // Factory's container calls itself as a computed registration's whole body:
            // `var repo: Factory<Repo> { self { Live() } }`, `return self { Live() }`. Not
            // `if let self {`, `switch self {`.
            guard isWord(p, .`self`), kind(p - 1) == .leftBrace || isWord(p - 1, .`return`) else { return false }
            return true
        case .identifier:
            switch Int(t[p].end &- t[p].start) {
            case 5: return eq(p, "onArg")
            case 6: return eq(p, "onTest") || eq(p, "onArgs")
            case 7: return eq(p, "Factory") || eq(p, "onDebug")
            case 8: return (eq(p, "onDevice")) || (eq(p, "register") && isContainerCall(p, brace: brace))
            case 9: return eq(p, "onPreview")
            case 11: return eq(p, "onSimulator")
            case 12: return eq(p, "autoregister") && isContainerCall(p, brace: brace)
            // Swinject's `register(VC.self) { ... }.initCompleted { _, vc in vc.analytics = Live() }`:
            // property injection, finishing the registration.
            case 13: return eq(p, "initCompleted") && kind(p - 1) == .period
            // SwinjectStoryboard's `defaultContainer.storyboardInitCompleted(VC.self) { r, c in }`.
            case 23: return eq(p, "storyboardInitCompleted") && isContainerCall(p, brace: brace)
            case 16: return eq(p, "ParameterFactory")
            case 17: return eq(p, "registerSingleton") && isContainerCall(p, brace: brace)
            default: return false
            }
        default:
            return false
        }
    }

    /// The name called with the argument list that `token` lies in (`register` for the `:` of
    /// `register(Repo.self, factory: ...)`), if a short walk back finds it.
    func enclosingCallee(_ token: Int) -> Int? {
        var k = token - 1
        var steps = 0
        while k > 0 && steps < 256 {
            switch t[k].kind {
            case .rightParen, .rightSquare, .rightBrace:
                let open = Int(match[k])
                guard open >= 0 && open < k else { return nil }
                k = open
            case .leftParen:
                return kind(k - 1) == .identifier ? k - 1 : nil
            case .leftSquare, .leftBrace:
                return nil
            default: break
            }
            k -= 1
            steps += 1
        }
        return nil
    }

    /// `container.register(Repo.self) { }`, `resolver.register { }`, `Container.shared.repo
    /// .register { }`: a container's registration, not any method named `register`
    /// (`BGTaskScheduler.shared.register(forTaskWithIdentifier:...) { }`, a router's
    /// `register("/path") { }`). The first argument names a type (`Repo.self`), or the receiver
    /// is named like a container.
    func isContainerCall(_ callee: Int, brace: Int) -> Bool {
        if kind(callee + 1) == .leftParen, Int(match[callee + 1]) > callee + 1 {
            // The first argument: `Repo.self`, `(any Repo).self`, `Repo.self, name: "x"`.
            var k = callee + 2
            let close = Int(match[callee + 1])
            var depth = 0
            while k < close {
                switch t[k].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                case .comma where depth == 0: k = close; continue
                case .keyword where depth == 0 && isWord(k, .`self`) && kind(k - 1) == .period: return true
                default: break
                }
                k += 1
            }
        }
        guard kind(callee - 1) == .period else { return false }
        // The receiver: `container.register`, `Container.shared.repo.register`, `resolver.register`.
        var r = callee - 2
        var steps = 0
        while r >= 0 && steps < 8 {
            if kind(r) == .identifier || kind(r) == .keyword {
                let name = text(r).lowercased()
                if name.contains("container") || name.contains("resolver") || name.contains("assembler") || name.contains("injector")
                    || name.contains("locator") || name == "di" { return true }
            }
            guard r > 0, kind(r - 1) == .period else { break }
            r -= 2
            steps += 1
        }
        return false
    }
}
