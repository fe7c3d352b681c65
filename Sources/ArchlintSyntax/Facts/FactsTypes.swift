/// The type scanner: a flat state machine (no recursion) over a type's tokens with a small
/// stack of open `(`, `[` and `<`. It records identifier types and member-type paths.
extension Extractor {
    /// Words that qualify the type after them (`some P`, `borrowing T`, `sending T`, and
    /// isolated conformances (SE-0470), `struct S: nonisolated Codable`).
    static func isTypeSpecifier(_ w: Word) -> Bool {
        switch w {
        case .some, .any, .each, .`repeat`, .borrowing, .consuming, .sending, .__owned, .__shared, .isolated,
             .transferring, .__consuming, ._const, .nonisolated:
            return true
        default:
            return false
        }
    }

    /// The member path a type scan has reached (`Foo`, `Foo.Bar`), kept as the token of a plain
    /// name: the dotted string is built only when a member type follows (rare).
    struct TypeChain {
        var token = -1
        var path: String? = nil
        /// The first name token of a dotted path (`User` of `User.Remote`), -1 for none.
        var start = -1
        init() {}
        init(token: Int) { self.token = token }
        init(path: String, start: Int) { self.path = path; self.start = start }
    }

    struct TypeScan {
        var end: Int
        var ok: Bool
    }

    /// Scans one type starting at `start`. `end` is the first token after it. `ok` is false when
    /// no type starts there or the brackets do not close. When `record` is false nothing is stored.
    func scanType(_ start: Int, record: Bool, angleOnly: Bool = false, dropFirst: Bool = false, limit: Int = 100_000) -> TypeScan {
        // Stack entries: 0 paren, 1 square, 2 angle; with the member path saved at the opener. The
        // stack is the extractor's, reused (type scans do not nest).
        typeScanStack.removeAll(keepingCapacity: true)
        var expect = true
        var chain = TypeChain()
        var bracketRange = (-1, -1)
        var i = start
        // Sites go straight into the facts and are taken back if the scan fails: no array of
        // candidates per scan (this runs for every written type).
        let mark = built.typeReferenceSites.count
        if record { scanSiteIDs.removeAll(keepingCapacity: true) }
        @inline(__always) func site(_ i: Int) {
            if record {
                let l = loc(i)
                let id = nameID(i)
                scanSiteIDs.append(Int32(truncatingIfNeeded: id))
                built.typeReferenceSites.append(TypeReferenceSite(name: names.string(id), line: l.line, column: l.column, enclosing: enclosingName))
            }
        }
        @inline(__always) func discard() -> Bool {
            if record && built.typeReferenceSites.count > mark { built.typeReferenceSites.removeSuffix(from: mark) }
            return true
        }
        var members: [String] = []
        var steps = 0
        loop: while i < n {
            steps += 1
            if steps > limit { _ = discard(); return TypeScan(end: i, ok: false) }
            let k = t[i].kind
            if expect {
                // A trailing comma closes the list (`Foo<Int, Bool,>`, `(Int, String,)`, Swift 6.1).
                if i > start, t[i - 1].kind == .comma, let top = typeScanStack.last,
                   (top.0 == 2 && (k == .binaryOperator || k == .postfixOperator || k == .prefixOperator) && b[Int(t[i].start)] == UInt8(ascii: ">"))
                    || (top.0 == 0 && k == .rightParen) || (top.0 == 1 && k == .rightSquare) {
                    expect = false
                    continue loop
                }
                switch k {
                case .atSign:
                    if isWord(i + 1, .autoclosure) || isWord(i + 1, .escaping) || isWord(i + 1, .sendable) || isWord(i + 1, .noescape) {
                        i += 2
                    } else {
                        if record { noteAttributeSite(i) }
                        i = skipAttribute(i)
                    }
                    continue loop
                case .keyword:
                    if isWord(i, .`inout`) { i += 1; continue loop }
                    // Pack expansions: `repeat each T`, `repeat (each T).Element`, `repeat @escaping (each T) -> U`.
                    if isWord(i, .`repeat`), let nk = kind(i + 1), nk == .identifier || nk == .leftParen || nk == .leftSquare || nk == .atSign {
                        i += 1; continue loop
                    }
                    if isWord(i, .underscore), isInlineArrayCount(i, in: typeScanStack) { site(i); i += 2; continue loop }
                    if isWord(i, .anyType) || isWord(i, .selfType) {
                        site(i); chain = TypeChain(token: i); expect = false; i += 1
                        // `-> Self<T>` inside a generic type.
                        if isWord(i - 1, .selfType) { openAngle(&i, &expect, chain) }
                        continue loop
                    }
                    if let top = typeScanStack.last, top.0 == 0, kind(i + 1) == .colon {
                        i += 2; continue loop // keyword label in a tuple / function type
                    }
                    if let top = typeScanStack.last, top.0 == 0, kind(i + 1) == .identifier, kind(i + 2) == .colon {
                        i += 3; continue loop
                    }
                    if isWord(i, .`class`) && !typeScanStack.isEmpty { expect = false; i += 1; continue loop }
                    break loop
                case .identifier:
                    if isInlineArrayCount(i, in: typeScanStack) { site(i); i += 2; continue loop }
                    if let top = typeScanStack.last, top.0 == 0 {
                        if kind(i + 1) == .colon { i += 2; continue loop }
                        if (kind(i + 1) == .identifier || kind(i + 1) == .keyword), kind(i + 2) == .colon {
                            i += 3; continue loop
                        }
                    }
                    if (isWord(i, .nonisolated) || isWord(i, .isolated) || isWord(i, .__shared)) && kind(i + 1) == .leftParen && !spaceBefore(i + 1),
                       Int(match[i + 1]) > i + 1, let ak = kind(Int(match[i + 1]) + 1), ak == .leftParen || ak == .identifier || ak == .atSign {
                        // `nonisolated(nonsending) (T) async -> U`
                        i = Int(match[i + 1]) + 1; continue loop
                    }
                    // `any ~Copyable`: a suppressed conformance after the specifier.
                    if let nk = kind(i + 1), nk == .identifier || nk == .leftParen || nk == .leftSquare || nk == .keyword || nk == .atSign
                        || (nk == .prefixOperator && eq(i + 1, "~")),
                       Extractor.isTypeSpecifier(t[i].word), !atLineStart(i + 1) || nk == .identifier {
                        i += 1; continue loop
                    }
                    site(i); chain = TypeChain(token: i); expect = false; i += 1
                    openAngle(&i, &expect, chain)
                    continue loop
                case .poundIdentifier where i == start:
                    // `#Predicate<Model>`: a macro's generic arguments, read like a type's.
                    chain = TypeChain(token: i); expect = false; i += 1
                    openAngle(&i, &expect, chain)
                    continue loop
                case .leftParen:
                    typeScanStack.append((0, chain, i)); i += 1
                    if kind(i) == .rightParen { typeScanStack.removeLast(); i += 1; expect = false }
                    continue loop
                case .leftSquare:
                    typeScanStack.append((1, chain, i)); i += 1; continue loop
                case .integerLiteral:
                    // Value generics: `InlineArray<5, Int>`.
                    if let top = typeScanStack.last, top.0 == 2 { expect = false; i += 1; continue loop }
                    if isInlineArrayCount(i, in: typeScanStack) { i += 2; continue loop }
                    break loop
                case .prefixOperator:
                    if eq(i, "~") { i += 1; continue loop }
                    break loop
                case .binaryOperator, .postfixOperator:
                    // `(_: Int)`-style `_` is an identifier; other operators end the type.
                    break loop
                default:
                    break loop
                }
            } else {
                switch k {
                case .period:
                    if let nk = kind(i + 1), nk == .identifier || nk == .keyword, !isWord(i + 1, .`self`), !isWord(i + 1, .`init`) {
                        // `T.Type` / `P.Protocol` are metatypes, not member types.
                        if !(isWord(i + 1, .typeMember) || isWord(i + 1, .protocolMember)) {
                            // `[A: B].Index`: the base is the bracketed type as written.
                            // `[A: B].Index`: the base is the bracketed type as written.
                            let base = chain.path ?? (chain.token >= 0 ? text(chain.token)
                                : (bracketRange.0 >= 0 ? written(bracketRange.0, bracketRange.1) : ""))
                            let path = base + "." + text(i + 1)
                            let first = chain.token >= 0 ? chain.token : chain.start
                            chain = TypeChain(path: path, start: first)
                            members.append(path)
                            // `User.Remote`, `Networking.HTTPClient`: the dotted name is a site too (not
                            // an oracle `typeReferences` name), so that the graph resolves the nested or
                            // module-qualified type rather than only its base.
                            if record && first >= 0 && kind(first) == .identifier && isUpper(first) {
                                let l = loc(first)
                                built.typeReferenceSites.append(TypeReferenceSite(name: path, line: l.line, column: l.column, enclosing: enclosingName))
                            }
                        }
                        i += 2
                        openAngle(&i, &expect, chain)
                        continue loop
                    }
                    break loop
                case .postfixQuestion, .postfixExclamation:
                    i += 1; continue loop
                case .binaryOperator, .postfixOperator, .prefixOperator:
                    let s = Int(t[i].start), e = Int(t[i].end)
                    let c0 = b[s]
                    if atLineStart(i) && typeScanStack.isEmpty && !(c0 == UInt8(ascii: "&") && e - s == 1) { break loop }
                    if c0 == UInt8(ascii: "&") && e - s == 1 { expect = true; i += 1; continue loop }
                    if c0 == UInt8(ascii: ".") && e - s == 3 && b[s + 1] == UInt8(ascii: ".") && b[s + 2] == UInt8(ascii: ".") {
                        i += 1; continue loop
                    }
                    // `?`, `!`, `>` runs (`Child?>`, `>>`, `>?`); anything else ends the type.
                    // A spaced `??` / `!=` is an operator of the enclosing expression.
                    if spaceBefore(i) && (c0 == UInt8(ascii: "?") || c0 == UInt8(ascii: "!")) { break loop }
                    var q = s
                    while q < e {
                        let c = b[q]
                        if c == UInt8(ascii: "?") || c == UInt8(ascii: "!") { q += 1; continue }
                        if c == UInt8(ascii: ">"), let top = typeScanStack.last, top.0 == 2 {
                            typeScanStack.removeLast(); chain = top.1; q += 1
                            if angleOnly && typeScanStack.isEmpty {
                                var restOK = true
                                for r in q..<e where b[r] != UInt8(ascii: "?") && b[r] != UInt8(ascii: "!") { restOK = false }
                                if !restOK { _ = discard(); return TypeScan(end: i, ok: false) }
                                i += 1
                                if record {
                                    if dropFirst && built.typeReferenceSites.count > mark {
                                        built.typeReferenceSites.remove(at: mark)
                                        scanSiteIDs.removeFirst()
                                    }
                                    commit(members)
                                }
                                return TypeScan(end: i, ok: true)
                            }
                            continue
                        }
                        break
                    }
                    if q == e { i += 1; continue loop }
                    if q == s { break loop }
                    // `Set<Int>=[]`: the `=` is glued to the `>`; the type ends inside the token.
                    if q + 1 == e && b[q] == UInt8(ascii: "=") && typeScanStack.isEmpty { gluedEqualToken = i; gluedTypeCut = q }
                    i += 1
                    if record { commit(members) }
                    return TypeScan(end: i, ok: typeScanStack.isEmpty)
                case .arrow:
                    expect = true; i += 1; continue loop
                case .identifier:
                    if isWord(i, .async) || isWord(i, .reasync) { i += 1; continue loop }
                    break loop
                case .keyword:
                    if isWord(i, .`throws`) || isWord(i, .`rethrows`) {
                        i += 1
                        if kind(i) == .leftParen && !spaceBefore(i) { typeScanStack.append((0, chain, i)); i += 1; expect = true }
                        continue loop
                    }
                    break loop
                case .comma:
                    if !typeScanStack.isEmpty { expect = true; i += 1; continue loop }
                    break loop
                case .colon:
                    if let top = typeScanStack.last, top.0 == 1 { expect = true; i += 1; continue loop }
                    break loop
                case .rightParen:
                    if let top = typeScanStack.last, top.0 == 0 { typeScanStack.removeLast(); chain = TypeChain(); bracketRange = (top.2, i + 1); i += 1; continue loop }
                    break loop
                case .rightSquare:
                    if let top = typeScanStack.last, top.0 == 1 { typeScanStack.removeLast(); chain = TypeChain(); bracketRange = (top.2, i + 1); i += 1; continue loop }
                    break loop
                case .equal:
                    // A default value inside a function type's parameter list is not allowed; stop.
                    break loop
                default:
                    break loop
                }
            }
        }
        let ok = typeScanStack.isEmpty && !expect && i > start
        if record {
            if ok || i > start { commit(members) } else { _ = discard() }
        }
        return TypeScan(end: ok ? i : max(i, start), ok: ok)
    }

    /// At a type's `<`, pushes the angle and steps past it. A negative value-generic argument
    /// (`Vector<-1, Int>`, SE-0452) comes lexed as one `<-` operator: the parser splits it, and so
    /// do we, taking `-1` as the first argument.
    @inline(__always) func openAngle(_ i: inout Int, _ expect: inout Bool, _ chain: TypeChain) {
        if isOpenAngle(i) {
            typeScanStack.append((2, chain, i)); i += 1; expect = true
        } else if isNegativeValueAngle(i) {
            typeScanStack.append((2, chain, i)); i += 2; expect = false
        }
    }

    @inline(__always) func isNegativeValueAngle(_ i: Int) -> Bool {
        isOperator(i) && eq(i, "<-") && kind(i + 1) == .integerLiteral && t[i + 1].start == t[i].end
    }

    /// The count of an inline array type, `[4 of T]`, `[N of T]`, `[_ of T]` (SE-0483): the token
    /// right after a `[` of the type, followed by the contextual `of`.
    @inline(__always) func isInlineArrayCount(_ i: Int, in stack: [(UInt8, TypeChain, Int)]) -> Bool {
        guard let top = stack.last, top.0 == 1, top.2 == i - 1, kind(i + 1) == .identifier else { return false }
        return isWord(i + 1, .of)
    }

    /// Whether a whole type starts at `i` where an expression was expected
    /// (`(@convention(c) (A) -> B).self`, `[4 of T](...)`). A long failed probe is not retried
    /// inside the stretch it scanned, so that `(@a (@a (@a ...` or `[1 of [1 of ...` stays linear.
    func probeType(at i: Int) -> Bool {
        if i < typeProbeFailUntil { return false }
        let r = scanType(i, record: false)
        if !r.ok && r.end - i >= 1_000 { typeProbeFailUntil = r.end }
        return r.ok
    }

    /// `[4 of T]` where an expression starts: an inline array type (`[4 of Cell](repeating: c)`).
    func isInlineArrayType(at square: Int) -> Bool {
        guard kind(square) == .leftSquare, let k = kind(square + 1),
              k == .integerLiteral || k == .identifier || (k == .keyword && isWord(square + 1, .underscore)) else { return false }
        return kind(square + 2) == .identifier && isWord(square + 2, .of)
    }

    /// `[UserDTO]()`, `[UUID: UserDTO]()`: an array or dictionary literal called like a type is
    /// that type for the compiler, and the file depends on its element types. swift-syntax sees
    /// an expression there (no `typeReferences`, as the oracle has it), so the names are only
    /// sites, which the dependency graph reads.
    func collectionTypeCall(_ i: Int) {
        let m = Int(match[i])
        // `[UserDTO]()`, and `[UserDTO].self` (`decode([UserDTO].self, from: data)`).
        guard m > i + 1, (kind(m + 1) == .leftParen && !spaceBefore(m + 1)) || (kind(m + 1) == .period && isWord(m + 2, .`self`)) else { return }
        if i > 0 {
            // `items[Key]()`, `f()[0]()`: a subscript, not a literal.
            switch t[i - 1].kind {
            case .identifier, .rightParen, .rightSquare, .postfixQuestion, .postfixExclamation, .stringQuote,
                 .integerLiteral, .floatLiteral, .dollarIdentifier, .rightBrace:
                return
            case .keyword where isWord(i - 1, .`self`) || isWord(i - 1, .selfType) || isWord(i - 1, .`super`):
                return
            default:
                break
            }
        }
        let r = scanType(i, record: false)
        guard r.ok, r.end == m + 1 else { return }
        for j in (i + 1)..<m where kind(j) == .identifier && isUpper(j) && kind(j - 1) != .period {
            let l = loc(j)
            built.typeReferenceSites.append(TypeReferenceSite(name: text(j), line: l.line, column: l.column, enclosing: enclosingName))
        }
    }

    /// Keeps the sites the type scan appended: their names join `typeReferences`.
    func commit(_ members: [String]) {
        for id in scanSiteIDs { noteTypeReference(Int(id)) }
        for m in members { memberTypeSet.insert(m) }
    }

    /// The text of the type `ts..<te`, without the `=` a glued `>=` token carries.
    func typeWritten(_ ts: Int, _ te: Int) -> String {
        guard te - 1 == gluedEqualToken, te - 1 >= ts else { return written(ts, te) }
        let head = te - 1 > ts ? written(ts, te - 1) + (spaceBefore(te - 1) ? " " : "") : ""
        return head + String(decoding: UnsafeBufferPointer(rebasing: b[Int(t[te - 1].start)..<gluedTypeCut]), as: UTF8.self)
    }

    /// Whether an initializer or default value starts at `j`, after a type that ended at `j`:
    /// an `=` token, or one glued to the type's closing `>`.
    @inline(__always) func isGluedEqual(before j: Int) -> Bool { j > 0 && j - 1 == gluedEqualToken }

    /// A custom attribute names a type (a property wrapper, a global actor, a result builder):
    /// `@UserDefault("key")` depends on `UserDefault` as much as a written type does. A site for
    /// the graph, not an oracle `typeReferences` name (swift-syntax keeps attribute names apart).
    /// Built-in attributes are lower-case (`@objc`, `@available`), and so never looked up.
    func noteAttributeSite(_ at: Int) {
        let i = at + 1
        guard i < n, t[i].kind == .identifier, t[at].end == t[i].start else { return }
        let first = b[Int(t[i].start)]
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return }
        var last = i
        while kind(last + 1) == .period, kind(last + 2) == .identifier, !spaceBefore(last + 1), !spaceBefore(last + 2) { last += 2 }
        let l = loc(i)
        let name = moduleSelectors ? written(i, last + 1) : names.name(Int(t[i].start), Int(t[last].end))
        built.typeReferenceSites.append(TypeReferenceSite(name: name, line: l.line,
                                                          column: l.column, enclosing: enclosingName))
    }

    /// `@name`, `@Mod.name`, `@name<T>`, `@name(args)` (arguments glued to the name). Returns the next index.
    func skipAttribute(_ at: Int) -> Int {
        var i = at + 1
        guard i < n, kind(i) == .identifier || kind(i) == .keyword else { return at + 1 }
        i += 1
        while kind(i) == .period, kind(i + 1) == .identifier, !spaceBefore(i) { i += 2 }
        if isOpenAngle(i) {
            var j = i + 1
            var depth = 1
            while j < n && depth > 0 && j < i + 64 {
                if isOperator(j) {
                    let s = Int(t[j].start), e = Int(t[j].end)
                    for q in s..<e { if b[q] == UInt8(ascii: "<") { depth += 1 } else if b[q] == UInt8(ascii: ">") { depth -= 1 } }
                }
                j += 1
            }
            if depth == 0 { i = j }
        }
        if kind(i) == .leftParen && !spaceBefore(i) {
            let m = Int(match[i])
            // `@MainActor(UIImage?, Error?) -> Void`: a function type's parameters, glued to a
            // global actor, not the attribute's arguments (swift-syntax looks past the `)`).
            if m > i && !startsFunctionTypeEffects(m + 1) { return m + 1 }
        }
        return i
    }

    /// `->`, `async`, `throws` (`throws(E)`), `rethrows`: what follows a function type's
    /// parameter list.
    func startsFunctionTypeEffects(_ j: Int) -> Bool {
        kind(j) == .arrow || (kind(j) == .identifier && (isWord(j, .async) || isWord(j, .reasync)))
            || (kind(j) == .keyword && (isWord(j, .`throws`) || isWord(j, .`rethrows`)))
    }

    func attributeName(_ at: Int) -> String {
        var i = at + 1
        guard kind(i) == .identifier || kind(i) == .keyword else { return "@" }
        // Mostly written without spaces (`@MainActor`, `@usableFromInline`, `@Sendable`): then the
        // name is the file's bytes from `@` on, made once per file by the name table instead of
        // concatenated at every use.
        var last = i
        var glued = t[at].end == t[i].start
        while kind(last + 1) == .period, kind(last + 2) == .identifier, !spaceBefore(last + 1) {
            glued = glued && t[last].end == t[last + 1].start && t[last + 1].end == t[last + 2].start
            last += 2
        }
        if moduleSelectors {
            // `@SwiftUI::StateObject` is SwiftUI's `@StateObject`: the selector names the module,
            // never a type the wrapper is nested in, and the rules know wrappers by name.
            var k = last
            while k > i && !isModuleSelector(k - 1) { k -= 2 }
            if k > i { i = k; glued = false }
        }
        if glued { return names.name(Int(t[at].start), Int(t[last].end)) }
        var s = "@" + text(i)
        i += 1
        while i < last { s += "." + text(i + 1); i += 2 }
        return s
    }

    /// Tries a generic argument list at `lt` (an `<` glued to a name in an expression). Accepts it
    /// as swift-syntax does: the `>` must be followed by `) ] } . , ; : ! ?`, a `{`, end of file,
    /// or a `(` / `[` on the same line. Records the types when accepted; returns the index after `>`.
    func tryGenericArgs(_ lt: Int, record: Bool) -> Int? {
        guard isOpenAngle(lt) || isNegativeValueAngle(lt), lt > 0 else { return nil }
        if lt < genericFailUntil { return nil }
        // A spaced `a < B, C > (d)` is nearly always a comparison: a short scan, and only a call
        // or member access after the `>` makes it generic (a long comma list of comparisons must
        // not cost a scan to its end at each `<`).
        let spaced = spaceBefore(lt)
        let r = scanType(lt - 1, record: false, angleOnly: true, limit: spaced ? 24 : 2_000)
        // A scan that ran out of steps: later attempts inside the same run would too (keeps `a<b<b<...` linear).
        if !r.ok && r.end - lt >= 1_000 { genericFailUntil = r.end }
        guard r.ok, r.end > lt + 1, r.end - 1 < n, isOperator(r.end - 1), b[Int(t[r.end - 1].end) - 1] != UInt8(ascii: "<") else { return nil }
        let after = r.end
        if spaced {
            guard after < n, t[after].kind == .leftParen && !atLineStart(after) || t[after].kind == .period else { return nil }
        }
        if after < n {
            switch t[after].kind {
            case .rightParen, .rightSquare, .rightBrace, .period, .comma, .semicolon, .colon,
                 .postfixQuestion, .postfixExclamation, .interpolationEnd:
                break
            case .leftParen, .leftSquare:
                if atLineStart(after) { return nil }
            case .leftBrace:
                // `Task<Void, Error>⏎{ ... }`: a trailing closure on the next line, as the
                // reference parser reads it.
                break
            case .binaryOperator, .postfixOperator:
                if !(eq(after, "!") || eq(after, "?") || eq(after, "&") || eq(after, "==") || eq(after, "!=")) { return nil }
            default:
                if atLineStart(after) { break }
                return nil
            }
        }
        // The name before `<` is recorded by the caller; a macro's `#Name` is no type at all.
        if record { _ = scanType(lt - 1, record: true, angleOnly: true, dropFirst: t[lt - 1].kind != .poundIdentifier) }
        return after
    }
}
