/// Declaration header parsers. Each reads ahead from its keyword, records facts, registers the
/// body scope for its `{`, and marks the spans it consumed so the main pass skips them.
extension Extractor {
    // MARK: import

    func parseImport(_ kw: Int) -> Int {
        var j = kw + 1
        var kindText: String? = nil
        if kind(j) == .keyword || (kind(j) == .identifier && isWord(j, .actor)),
           isWord(j, .`struct`) || isWord(j, .`class`) || isWord(j, .`enum`) || isWord(j, .`protocol`) || isWord(j, .`typealias`)
            || isWord(j, .`func`) || isWord(j, .`var`) || isWord(j, .`let`) {
            kindText = text(j); j += 1
        }
        guard j < n, kind(j) == .identifier || kind(j) == .keyword || isOperator(j) else { resetPending(); return kw + 1 }
        var path = text(j)
        let module = path
        var last = j
        j += 1
        while kind(j) == .period, j + 1 < n, kind(j + 1) == .identifier || kind(j + 1) == .keyword || isOperator(j + 1),
              !atLineStart(j) || true {
            path += "." + text(j + 1); last = j + 1; j += 2
        }
        let first = pendingStart >= 0 ? pendingStart : kw
        let l = loc(kw)
        let fl = loc(first)
        var el = endLoc(last)
        if el.line != l.line {
            // `import` on one line, the module on a later one: the one-line span the findings use
            // ends with the import's first line rather than past it.
            var q = kw
            while q < last && !atLineStart(q + 1) { q += 1 }
            el = endLoc(q)
        }
        built.imports.append(ImportFact(module: module, path: path, kind: kindText, attributes: pendingAttrs,
                                        accessLevel: pendingAccess, conditional: conditional, condition: conditions.last,
                                        line: l.line, column: fl.line == l.line ? fl.column : loc(kw).column, endColumn: el.column))
        resetPending()
        return j
    }

    // MARK: types

    func parseTypeDecl(_ kw: Int, _ dk: DeclarationKind) -> Int {
        var j = kw + 1
        let nameTok = j
        var name: String
        if dk == .extension {
            let r = scanType(j, record: true)
            guard r.end > j else { resetPending(); return kw + 1 }
            name = written(j, r.end)
            j = r.end
        } else {
            guard kind(j) == .identifier || (kind(j) == .keyword && !isDeclKeyword(j)) else { resetPending(); return kw + 1 }
            name = text(j)
            j += 1
            genericOwner = name
            defer { genericOwner = nil }
            if isOpenAngle(j) { j = parseGenericParams(j) }
        }
        var inherits: [String] = []
        if kind(j) == .colon {
            j += 1
            var guardCount = 0
            while j < n && guardCount < 10_000 {
                guardCount += 1
                if kind(j) == .keyword && isWord(j, .`class`) { inherits.append("class"); j += 1 }
                else {
                    let r = scanType(j, record: true)
                    if r.end <= j { break }
                    inherits.append(written(j, r.end))
                    j = r.end
                }
                if kind(j) == .comma { j += 1; continue }
                break
            }
        }
        var selfType: String? = nil
        let hasWhere = kind(j) == .keyword && isWord(j, .`where`)
        if hasWhere {
            genericOwner = dk == .extension ? nil : name
            j = parseWhere(j, selfType: &selfType)
            genericOwner = nil
        }
        let l = loc(nameTok)
        let qualified = dk == .extension ? name : qualify(name)
        let isLocal = top.isLocal
        var decl = DeclarationFact(kind: dk, name: qualified, inherits: inherits, accessLevel: pendingAccess,
                                   conditional: conditional, line: l.line, column: l.column, endLine: l.line,
                                   attributes: pendingAttrs, modifiers: pendingMods, isLocal: isLocal)
        decl.hasWhereClause = hasWhere
        built.declarations.append(decl)
        let idx = built.declarations.count - 1
        if dk == .class || dk == .struct || dk == .enum || dk == .actor { concreteTypeNames.insert(qualified) }
        if kind(j) == .leftBrace {
            var s = top
            s.kind = dk == .protocol ? .protocolBody : (dk == .extension ? .extensionBody : .typeBody)
            // What members use of `self` matters for protocol extensions only: not for an
            // extension of a class, struct or enum this file declared before it.
            s.recordsSelfUses = dk == .extension && !concreteTypeNames.contains(qualified)
            s.typeNameID = scopeNameID(qualified)
            s.funcNameID = -1
            s.declIndex = idx
            s.isEnum = dk == .enum
            // A local type's methods are not the enclosing static function's code.
            s.inStaticFunction = false
            s.inStaticProperty = false
            s.extensionMember = -1
            s.selfTypeID = dk == .extension ? selfType.map { scopeNameID($0) } ?? -1 : -1
            // A `PreviewProvider`, or an iOS 18 `PreviewModifier` (`#Preview(traits: .modifier(...))`):
            // code only the canvas runs.
            if inherits.contains(where: { ($0.hasSuffix("PreviewProvider") || $0.hasSuffix("PreviewModifier"))
                && DeclarationFact.conformanceName($0).map(DeclarationFact.isPreviewConformance) == true }) {
                s.inPreview = true
            }
            if Extractor.isContainerWiring(kind: dk, name: name, inherits: inherits) { s.inRegistration = true }
            braceScopes.set(j, s)
        }
        addSkip(kw, j)
        resetPending()
        return j
    }

    /// Whether the type written in tokens `from..<to` names `Self` or the protocol
    /// `protocolName` (by its last component): `Self`, `Self?`, `any Store`, `Result<Self, E>`.
    func namesSelf(from: Int, to: Int, protocolName: String) -> Bool {
        let own = protocolName.split(separator: ".").last.map(String.init) ?? protocolName
        var k = from
        while k < min(to, n) {
            // `Self.State`, `Cache.Entry`: a type the protocol names, not the value itself.
            if (kind(k) == .identifier || kind(k) == .keyword) && !(k + 1 < to && kind(k + 1) == .period) {
                let word = text(k)
                if word == "Self" || word == own { return true }
            }
            k += 1
        }
        return false
    }

    func parseTypealias(_ kw: Int) -> Int {
        var j = kw + 1
        guard kind(j) == .identifier || kind(j) == .keyword else { resetPending(); return kw + 1 }
        let nameTok = j
        j += 1
        if isOpenAngle(j) { j = parseGenericParams(j) }
        var alias: String? = nil
        if kind(j) == .equal {
            j += 1
            let r = scanType(j, record: true)
            alias = written(j, r.end)
            j = max(r.end, j)
        }
        if kind(j) == .keyword && isWord(j, .`where`) { j = parseWhere(j) }
        let l = loc(nameTok)
        built.declarations.append(DeclarationFact(kind: .typealias, name: qualify(text(nameTok)), aliasOf: alias,
                                                  accessLevel: pendingAccess, conditional: conditional, line: l.line,
                                                  column: l.column, endLine: line(max(j - 1, nameTok)), attributes: pendingAttrs,
                                                  modifiers: pendingMods, isLocal: top.isLocal))
        addSkip(kw, j)
        resetPending()
        return j
    }

    func parseAssociatedType(_ kw: Int) -> Int {
        var j = kw + 1
        guard kind(j) == .identifier || kind(j) == .keyword else { resetPending(); return kw + 1 }
        let nameTok = j
        j += 1
        var inherits: [String] = []
        if kind(j) == .colon {
            j += 1
            while j < n {
                let r = scanType(j, record: true)
                if r.end <= j { break }
                inherits.append(written(j, r.end))
                j = r.end
                if kind(j) == .comma { j += 1; continue }
                break
            }
        }
        if kind(j) == .equal {
            j += 1
            let r = scanType(j, record: true)
            j = max(r.end, j)
        }
        if kind(j) == .keyword && isWord(j, .`where`) { j = parseWhere(j) }
        let l = loc(nameTok)
        let name = text(nameTok)
        built.declarations.append(DeclarationFact(kind: .associatedtype, name: qualify(name), inherits: inherits,
                                                  accessLevel: pendingAccess, conditional: conditional, line: l.line,
                                                  column: l.column, endLine: line(max(j - 1, nameTok)), attributes: pendingAttrs,
                                                  modifiers: pendingMods, isLocal: top.isLocal))
        if topKind == .protocolBody, let p = enclosingType {
            built.protocolRequirements.append(inBranch(ProtocolRequirementFact(protocolName: p, kind: "associatedtype", name: name,
                                                                               line: l.line, column: l.column)))
        }
        addSkip(kw, j)
        resetPending()
        return j
    }

    /// `<T, U: P & Q, each V>`: names are not type references; constraints are.
    func parseGenericParams(_ lt: Int) -> Int {
        var j = lt + 1
        var guardCount = 0
        while j < n && guardCount < 10_000 {
            guardCount += 1
            if kind(j) == .identifier && (isWord(j, .each) || isWord(j, .`let`)) && kind(j + 1) == .identifier { j += 1 }
            if kind(j) == .keyword && isWord(j, .`let`) { j += 1 }
            guard kind(j) == .identifier || kind(j) == .keyword else { break }
            let nameToken = j
            var constraint: String? = nil
            j += 1
            if kind(j) == .colon {
                j += 1
                let r = scanType(j, record: true)
                if r.end <= j { break }
                constraint = written(j, r.end)
                j = r.end
            }
            built.genericParameters.append(GenericParameterFact(name: text(nameToken), constraint: constraint,
                                                                line: loc(nameToken).line, owner: genericOwner))
            if kind(j) == .comma { j += 1; continue }
            break
        }
        if kind(j) == .keyword && isWord(j, .`where`) { j = parseWhere(j) }
        if isOperator(j) && b[Int(t[j].start)] == UInt8(ascii: ">") { return j + 1 }
        return j
    }

    /// `where A: B, C == D, E.F: G & H`.
    func parseWhere(_ kw: Int) -> Int {
        var selfType: String? = nil
        return parseWhere(kw, selfType: &selfType)
    }

    /// `selfType` is `X` of a `Self == X` requirement (SE-0299's `extension P where Self == X`,
    /// whose static members are the `.x` spellings of a `P`).
    func parseWhere(_ kw: Int, selfType: inout String?) -> Int {
        var j = kw + 1
        var guardCount = 0
        while j < n && guardCount < 10_000 {
            guardCount += 1
            let r = scanType(j, record: true)
            if r.end <= j { break }
            let subject = r.end == j + 1 && kind(j) == .identifier ? j : -1
            let isSelf = r.end == j + 1 && kind(j) == .keyword && isWord(j, .selfType)
            j = r.end
            if kind(j) == .colon || (isOperator(j) && eq(j, "==")) {
                let conforms = kind(j) == .colon
                j += 1
                let r2 = scanType(j, record: true)
                if r2.end <= j { break }
                if isSelf && !conforms { selfType = written(j, r2.end) }
                // `init<R>(repo: R = Live()) where R: Repository`: the constraint of a generic
                // parameter, as if written in the angle brackets.
                if conforms && subject >= 0 {
                    built.genericParameters.append(GenericParameterFact(name: text(subject), constraint: written(j, r2.end),
                                                                        line: loc(subject).line, owner: genericOwner))
                }
                j = r2.end
            }
            if kind(j) == .comma { j += 1; continue }
            break
        }
        return j
    }

    // MARK: functions

    static func isModuleAssembly(_ name: String) -> Bool {
        guard name.hasSuffix("Module") else { return false }
        return name.hasPrefix("create") || name.hasPrefix("build") || name.hasPrefix("make") || name.hasPrefix("assemble")
    }

    /// `func name<G>(params) async throws -> R where ... {`, `init?(...)`, `subscript(...) -> R`, `macro m(...)`.
    func parseFunction(_ kw: Int) -> Int {
        var j = kw + 1
        var name: String
        let isMacro = kind(kw) == .identifier
        var nameTok = kw
        if isWord(kw, .`init`) {
            name = "init"
            if kind(j) == .postfixQuestion || kind(j) == .postfixExclamation || (isOperator(j) && (eq(j, "?") || eq(j, "!"))) { j += 1 }
        } else if isWord(kw, .`subscript`) {
            name = "subscript"
        } else {
            guard j < n else { resetPending(); return kw + 1 }
            nameTok = j
            if kind(j) == .identifier || kind(j) == .keyword {
                name = text(j); j += 1
                // Lexer workaround: `_$embed` comes as `_` + `$embed`.
                if kind(j) == .dollarIdentifier && !spaceBefore(j) { name += text(j); j += 1 }
            } else if isOperator(j) || kind(j) == .postfixQuestion || kind(j) == .postfixExclamation || kind(j) == .prefixAmpersand
                        || kind(j) == .equal || kind(j) == .arrow || kind(j) == .period {
                // Operator names may be split by the lexer (`<`, `>`): glue tokens up to `(` / `<`.
                var s = text(j); j += 1
                while j < n && (isOperator(j) || kind(j) == .period) && !spaceBefore(j) && !isOpenAngleBeforeParen(j) { s += text(j); j += 1 }
                // `func ||<T>(...)`: the lexer glues the generic `<` to the operator name.
                if s.utf8.count > 1, s.utf8.last == UInt8(ascii: "<"), kind(j) == .identifier {
                    s.removeLast()
                    name = s
                    j = parseGenericParams(j - 1)
                } else {
                    name = s
                }
            } else {
                resetPending(); return kw + 1
            }
        }
        let isProtocolReq = topKind == .protocolBody
        let reqName = name
        genericOwner = name
        defer { genericOwner = nil }
        let reqKind = isMacro ? "func" : (isWord(kw, .`init`) ? "init" : (isWord(kw, .`subscript`) ? "subscript" : "func"))
        if isOpenAngle(j) || (isWord(kw, .`init`) && isOperator(j) && (eq(j, "?<") || eq(j, "!<"))) { j = parseGenericParams(j) }
        var defaults: [(Int, Int)] = []
        let firstParameter = built.parameters.count
        parameterNameTokens.removeAll(keepingCapacity: true)
        if kind(j) == .leftParen {
            let close = Int(match[j])
            defaults = parseParameters(j, close: close > j ? close : n, function: name)
            j = close > j ? close + 1 : n
        }
        // Effects, result, where clause.
        var guardCount = 0
        while j < n && guardCount < 100 {
            guardCount += 1
            if kind(j) == .identifier && (isWord(j, .async) || isWord(j, .reasync)) { j += 1; continue }
            if kind(j) == .keyword && (isWord(j, .`throws`) || isWord(j, .`rethrows`)) {
                j += 1
                if kind(j) == .leftParen && !spaceBefore(j) {
                    let r = scanType(j + 1, record: true)
                    j = kind(r.end) == .rightParen ? r.end + 1 : max(r.end, j + 1)
                }
                continue
            }
            break
        }
        var resultNamesSelf = false
        if kind(j) == .arrow {
            let r = scanType(j + 1, record: true)
            if isProtocolReq, let p = enclosingType { resultNamesSelf = namesSelf(from: j + 1, to: r.end, protocolName: p) }
            j = max(r.end, j + 1)
        }
        if kind(j) == .keyword && isWord(j, .`where`) { j = parseWhere(j) }
        if isProtocolReq, let p = enclosingType {
            let l = loc(nameTok)
            var labels: [String]? = nil
            if reqKind == "func" {
                labels = []
                for k in firstParameter..<built.parameters.count { labels!.append(built.parameters[k].label ?? built.parameters[k].name) }
            }
            var requirement = ProtocolRequirementFact(
                protocolName: p, kind: reqKind, name: reqName, line: l.line, column: l.column,
                isStatic: pendingMods.contains("static") || pendingMods.contains("class"),
                isOptional: pendingMods.contains("optional"), argumentLabels: labels)
            requirement.handsOutSelf = resultNamesSelf
            built.protocolRequirements.append(inBranch(requirement))
        }
        var extensionMember: Int32 = -1
        if reqKind == "func", !isMacro, topKind == .extensionBody, let extended = enclosingType {
            extensionMember = Int32(truncatingIfNeeded: built.extensionMembers.count)
            built.extensionMembers.append(ExtensionMemberFact(extendedType: extended, name: reqName, line: line(nameTok), column: loc(nameTok).column,
                                                              isStatic: pendingMods.contains("static") || pendingMods.contains("class"),
                                                              selfType: scopeName(top.selfTypeID)))
        }
        if isMacro {
            let l = loc(nameTok)
            built.declarations.append(DeclarationFact(kind: .macro, name: qualify(name), accessLevel: pendingAccess,
                                                      conditional: conditional, line: l.line, column: l.column, endLine: l.line,
                                                      attributes: pendingAttrs, modifiers: pendingMods, isLocal: top.isLocal))
        }
        if kind(j) == .leftBrace {
            if Int(match[j]) > j, built.parameters.count > firstParameter {
                let end = line(Int(match[j]))
                for k in firstParameter..<built.parameters.count { built.parameters.pointer(k).pointee.bodyEndLine = end }
            }
            if isWord(kw, .`subscript`) {
                var s = functionScope(name, declIndex: -1); s.kind = .accessor
                s.inStaticProperty = !top.isLocal && (pendingMods.contains("static") || pendingMods.contains("class"))
                braceScopes.set(j, s)
            } else {
                var body = functionScope(name, declIndex: -1)
                body.inStaticFunction = !top.isLocal && (pendingMods.contains("static") || pendingMods.contains("class"))
                if extensionMember >= 0 && top.recordsSelfUses { body.extensionMember = extensionMember }
                // VIPER's and Clean Swift's module wiring: `static func createModule()`,
                // `buildLoginModule()`, `makeModule(with:)` build the module's objects.
                if Extractor.isModuleAssembly(name) { body.inRegistration = true }
                // `enum ProfileModule { static func build(userID:) }`, `enum SettingsScene {
                // static func assemble() }`: a screen's namespace building it.
                if body.inStaticFunction, ["build", "make", "assemble", "create"].contains(name),
                   let holder = enclosingType, ["Module", "Scene", "Screen", "Flow"].contains(where: { holder.hasSuffix($0) }) {
                    body.inRegistration = true
                }
                braceScopes.set(j, body)
            }
            // An initializer's parameters are the values its properties receive
            // (`self.repository = repository`): passing one on passes the property's value.
            if !parameterNameTokens.isEmpty && name != "init" { pendingParameterBrace = j }
        }
        // Skip the header except the default values.
        var from = kw
        for (a, e) in defaults { addSkip(from, a); from = e }
        addSkip(from, j)
        resetPending()
        return kw + 1
    }

    func isOpenAngleBeforeParen(_ j: Int) -> Bool { isOpenAngle(j) && kind(j + 1) == .identifier }

    /// Parameters between `open` and `close`. Returns the default-value token ranges.
    func parseParameters(_ open: Int, close: Int, function: String) -> [(Int, Int)] {
        var ranges: [(Int, Int)] = []
        var j = open + 1
        var guardCount = 0
        while j < close && guardCount < 100_000 {
            guardCount += 1
            while kind(j) == .atSign {
                if isOpenAngle(j + 2) { _ = scanType(j + 1, record: true, angleOnly: true, dropFirst: true) }
                noteAttributeSite(j)
                j = skipAttribute(j)
            }
            let first = j
            guard kind(j) == .identifier || kind(j) == .keyword else {
                j = nextComma(j, close); if kind(j) == .comma { j += 1; continue } else { break }
            }
            var label: String? = nil
            var pname = text(j)
            var nameTok = j
            j += 1
            if kind(j) == .identifier || kind(j) == .keyword {
                label = pname; pname = text(j); nameTok = j; j += 1
                if label == pname { label = nil }
            }
            if kind(nameTok) == .identifier && !isWord(nameTok, .underscore) { parameterNameTokens.append(nameTok) }
            guard kind(j) == .colon else {
                j = nextComma(j, close); if kind(j) == .comma { j += 1; continue } else { break }
            }
            // Findings point at the internal name (`repo` of `_ repo: Repo`), the span they
            // underline; the line stays the first name's (the oracle's).
            let nameColumn = loc(j - 1).column
            j += 1
            let ts = j
            let r = scanType(j, record: true)
            var te = max(r.end, j)
            j = te
            if te > ts && isOperator(te - 1) && eq(te - 1, "...") { te -= 1 }
            let typeText = typeWritten(ts, te)
            if kind(j) == .equal || isGluedEqual(before: j) {
                let ds = kind(j) == .equal ? j + 1 : j
                let de = expressionEnd(ds, limit: close, stopAtLineBreak: false)
                let defaultText = written(ds, de)
                ranges.append((ds, de))
                let l = loc(first)
                var arg = DefaultArgumentFact(function: function, enclosing: enclosingName, parameter: pname,
                                              type: typeText, defaultValue: defaultText, line: l.line, column: nameColumn)
                if de > ds {
                    let valueEnd = endLoc(de - 1)
                    arg.valueEndLine = valueEnd.line
                    arg.valueEndColumn = valueEnd.column
                }
                built.defaultArguments.append(arg)
                let value = valueCore(ds, de)
                var c = ContextRange(start: value.start, end: value.end, context: .defaultArgument, typeText: typeText)
                (c.wholeStart, c.wholeEnd) = unwrappedValue(value.start, value.end)
                c.defaultIndex = built.defaultArguments.count - 1
                pushContextLater(c)
                j = de
            }
            let l = loc(first)
            built.parameters.append(ParameterFact(function: function, enclosing: enclosingName, label: label, name: pname,
                                                  type: typeText, line: l.line, column: nameColumn))
            if kind(j) == .comma { j += 1; continue }
            if j >= close { break }
            j = nextComma(j, close)
            if kind(j) == .comma { j += 1 } else { break }
        }
        return ranges
    }

    func nextComma(_ from: Int, _ limit: Int) -> Int {
        var j = from
        while j < limit && j < n {
            let k = t[j].kind
            if k == .comma { return j }
            if k == .leftParen || k == .leftSquare || k == .leftBrace {
                let m = Int(match[j]); if m > j { j = m + 1; continue }
            }
            j += 1
        }
        return j
    }

    /// The value an initializer or default expression builds: `try! Database()`, `await
    /// Store()`, `RemoteRepository() as Repository` build what they wrap.
    func valueCore(_ start: Int, _ end: Int) -> (start: Int, end: Int) {
        var s = start
        while s < end {
            if isWord(s, .`try`) {
                s += 1
                if kind(s) == .postfixExclamation || kind(s) == .postfixQuestion { s += 1 }
            } else if isWord(s, .await) && kind(s + 1) == .identifier {
                s += 1
            } else {
                break
            }
        }
        var e = end
        var j = s
        while j < e {
            switch t[j].kind {
            case .leftParen, .leftSquare, .leftBrace, .interpolationStart:
                let m = Int(match[j])
                // Unclosed (half-written code): the rest lies inside it, no cast at this level.
                // Scanning on made each of 10,000 `let s = (` walk to the end of the file.
                guard m > j else { j = e; break }
                j = m + 1
            case .keyword where isWord(j, .`as`) && j > s:
                // Only a cast that ends the expression: `x as? API ?? Live()` goes on.
                var q = j + 1
                var endsHere = true
                while q < end {
                    if t[q].kind == .binaryOperator && !(eq(q, "&") || eq(q, "<") || eq(q, ">")) { endsHere = false; break }
                    if t[q].kind == .leftParen || t[q].kind == .leftSquare || t[q].kind == .interpolationStart {
                        let m = Int(match[q])
                        guard m > q else { break }
                        q = m + 1
                        continue
                    }
                    q += 1
                }
                if endsHere { e = j } else { j = end }
            default:
                j += 1
            }
        }
        return s < e ? (s, e) : (start, end)
    }

    /// What a value `start..<end` builds once the wrapping that leaves it the same object is
    /// taken off: parentheses, a force unwrap of a failable init (`X(path:)!`), the first
    /// operand of `??` (`X(path:) ?? Y()`: X unless it fails), an immediately called closure
    /// (`{ X() }()`).
    func unwrappedValue(_ start: Int, _ end: Int) -> (Int, Int) {
        var s = start, e = end
        var rounds = 0
        while e - s >= 2 && rounds < 8 {
            rounds += 1
            if kind(e - 1) == .postfixExclamation {
                e -= 1
            } else if kind(s) == .leftParen && Int(match[s]) == e - 1 {
                s += 1; e -= 1
            } else if kind(s) == .leftBrace, case let m = Int(match[s]), m > s, m + 2 == e - 1,
                      kind(m + 1) == .leftParen, Int(match[m + 1]) == m + 2 {
                s += 1
                if isWord(s, .`return`) { s += 1 }
                e = m
            } else {
                // Only `X(...) ?? ...` and `X(...) as P` are cut: most values (`0`, `[]`, `load()`)
                // start otherwise.
                guard kind(s) == .identifier && isUpper(s) else { return (s, e) }
                var j = s
                var cut = false
                while j < e {
                    let k = t[j].kind
                    if k == .leftParen || k == .leftSquare || k == .leftBrace || k == .interpolationStart {
                        let m = Int(match[j])
                        if m > j { j = m + 1; continue }
                        return (s, e)
                    }
                    if k == .binaryOperator && eq(j, "??") && j > s { e = j; cut = true; break }
                    // `(X() as P)`: the cast names the type the value already has.
                    if k == .keyword && isWord(j, .`as`) && j > s { e = j; cut = true; break }
                    j += 1
                }
                if !cut { return (s, e) }
            }
        }
        return (s, e)
    }

    /// Context ranges are activated when the main pass reaches them (they are pushed in order).
    func pushContextLater(_ c: ContextRange) {
        pendingContexts.append(c)
        spansChanged = true
    }

    /// End of an expression starting at `start`: stops at a depth-0 `,` `)` `]` `}` `;`, `#if`,
    /// at `limit`, and (when `stopAtLineBreak`) at a new line that does not continue it or at
    /// an accessor block `{ get` / `{ didSet`.
    ///
    /// `bindingStatement`: the value of a `let` / `var` statement, where a `{` on the next line
    /// (Allman style) is not an accessor block unless it starts with one (`get`, `didSet`): it
    /// is a trailing closure (`= Thread⏎{ }`, also labelled: `} label:⏎{ }`) or the body of an
    /// `if` / `switch` expression (`= if flag⏎{ }⏎else { }`), as the compiler reads it.
    func expressionEnd(_ start: Int, limit: Int, stopAtLineBreak: Bool, bindingStatement: Bool = false) -> Int {
        var j = start
        // `if` / `switch` expressions, after `try` / `await`.
        var conditional: Word = .none
        if bindingStatement {
            var q = start
            while q < n, isWord(q, .`try`) || isWord(q, .await) {
                q += 1
                if kind(q) == .postfixExclamation || kind(q) == .postfixQuestion { q += 1 }
            }
            if isWord(q, .`if`) { conditional = .`if` } else if isWord(q, .`switch`) { conditional = .`switch` }
        }
        while j < limit && j < n {
            let k = t[j].kind
            if k == .poundIf && j > start, let after = postfixIfConfigEnd(j) { j = after; continue }
            if j > start && stopAtLineBreak && atLineStart(j) {
                let pk = t[j - 1].kind
                var continues = k == .period || k == .binaryOperator || pk == .binaryOperator || pk == .equal
                    || pk == .period || (k == .keyword && (isWord(j, .`as`) || isWord(j, .`is`)))
                    // A ternary's `:` on either side of the break; a line ending in `try`, `try!`,
                    // `await`, `as` or `as?` has its operand on the next.
                    || k == .colon || pk == .colon
                    || (pk == .keyword && (isWord(j - 1, .`try`) || isWord(j - 1, .`as`) || isWord(j - 1, .`is`))) || isWord(j - 1, .await)
                    || ((pk == .postfixExclamation || pk == .postfixQuestion) && j >= 2 && (isWord(j - 2, .`try`) || isWord(j - 2, .`as`)))
                if !continues && bindingStatement {
                    if k == .leftBrace && Int(match[j]) > j && !isAccessorBlock(j) {
                        continues = conditional != .none || pk == .rightParen || pk == .identifier
                            || (pk == .keyword && (t[j - 1].word == .selfType || t[j - 1].word == .`init`))
                            || (isOperator(j - 1) && b[Int(t[j - 1].end) - 1] == UInt8(ascii: ">"))
                            || (pk == .colon && j >= 3 && kind(j - 2) == .identifier && t[j - 3].kind == .rightBrace)
                    } else if conditional == .`if` && k == .keyword && isWord(j, .`else`) && pk == .rightBrace {
                        continues = true
                    }
                }
                if !continues { return j }
            }
            switch k {
            case .comma, .rightParen, .rightSquare, .rightBrace, .semicolon, .poundIf, .poundElse, .poundElseif, .poundEndif,
                 .interpolationEnd:
                return j
            case .leftBrace:
                if stopAtLineBreak && j > start && isAccessorBlock(j) { return j }
                let m = Int(match[j]); if m > j { j = m + 1; continue }
                return n
            case .leftParen, .leftSquare, .interpolationStart:
                let m = Int(match[j]); if m > j { j = m + 1; continue }
                return limit < n ? limit : n
            case .identifier, .keyword:
                if k == .keyword && stopAtLineBreak && j > start && startsDeclarationInsideStatement(j) { return j }
                if isOpenAngle(j + 1) || isNegativeValueAngle(j + 1), !spaceBefore(j + 1) {
                    // A generic argument list: its commas do not end the expression.
                    var depth = 0
                    var q = j + 1
                    while q < n && q < j + 200 {
                        if isOperator(q) {
                            let s = Int(t[q].start), e = Int(t[q].end)
                            for x in s..<e { if b[x] == UInt8(ascii: "<") { depth += 1 } else if b[x] == UInt8(ascii: ">") { depth -= 1 } }
                            if depth <= 0 { break }
                        } else if !(t[q].kind == .identifier || t[q].kind == .keyword || t[q].kind == .comma || t[q].kind == .period
                                    || t[q].kind == .integerLiteral
                                    || t[q].kind == .postfixQuestion || t[q].kind == .postfixExclamation || t[q].kind == .colon
                                    || t[q].kind == .leftSquare || t[q].kind == .rightSquare || t[q].kind == .leftParen
                                    || t[q].kind == .rightParen || t[q].kind == .arrow) {
                            break
                        }
                        q += 1
                    }
                    if depth == 0 && q < n { j = q + 1; continue }
                }
            default: break
            }
            j += 1
        }
        return min(j, n)
    }

    /// After the `#endif` of a postfix `#if` in a member chain (`Foo.shared⏎#if DEBUG⏎.debugOnly⏎
    /// #endif⏎.value`: its first clause starts with `.`), or nil when `#if` starts no such clause.
    /// The search for the `#endif` stops at the first line that continues no chain: an unclosed
    /// `#if` must not cost a walk to the end of the file per expression.
    func postfixIfConfigEnd(_ poundIf: Int) -> Int? {
        var q = poundIf + 1
        while q < n && !atLineStart(q) { q += 1 }
        guard q < n, t[q].kind == .period else { return nil }
        var depth = 1
        let bound = min(n, q + 4096)
        while q < bound {
            let k = t[q].kind
            switch k {
            case .poundIf: depth += 1
            case .poundEndif:
                depth -= 1
                if depth == 0 { return q + 1 }
            case .poundElse, .poundElseif, .period: break
            case .leftParen, .leftSquare, .leftBrace:
                let m = Int(match[q])
                if m > q { q = m + 1; continue }
                return nil
            default:
                if atLineStart(q) { return nil }
            }
            if k == .poundIf || k == .poundElseif {
                // The condition runs to the end of its line.
                q += 1
                while q < n && !atLineStart(q) { q += 1 }
                continue
            }
            q += 1
        }
        return nil
    }

    /// `var a = 1 var b = 2` on one line (missing `;`) is two declarations, as the compiler
    /// recovers; scanning every initializer to the end of a huge line instead was quadratic.
    /// `if let` / `case var` / `catch let` inside an expression do not count.
    func startsDeclarationInsideStatement(_ j: Int) -> Bool {
        guard isWord(j, .`var`) || isWord(j, .`let`) || isWord(j, .`func`) || isWord(j, .`class`) || isWord(j, .`struct`) || isWord(j, .`enum`)
            || isWord(j, .`protocol`) || isWord(j, .`extension`) || isWord(j, .`import`) || isWord(j, .`typealias`) else { return false }
        let p = j - 1
        if t[p].kind == .period { return false }
        if t[p].kind == .keyword && (isWord(p, .`if`) || isWord(p, .`guard`) || isWord(p, .`while`) || isWord(p, .`case`) || isWord(p, .`for`)
            || isWord(p, .`catch`)) { return false }
        return true
    }

    func isAccessorBlock(_ brace: Int) -> Bool {
        var j = brace + 1
        while kind(j) == .atSign { j = skipAttribute(j) }
        guard kind(j) == .identifier || kind(j) == .keyword else { return false }
        return isWord(j, .willSet) || isWord(j, .didSet) || isWord(j, .get) || isWord(j, .set) || isWord(j, ._modify) || isWord(j, ._read)
            || isWord(j, .modify) || isWord(j, .read) || isWord(j, .unsafeAddress) || isWord(j, .unsafeMutableAddress) || isWord(j, .`init`)
    }

    // MARK: bindings

    /// `let a, b: Int`, `var x: T = e { didSet {} }`, `let (a, b): (A, B) = e`.
    func parseBindings(_ kw: Int) -> Int {
        let isLet = isWord(kw, .`let`)
        let scope = topKind
        // `let title = if let name { name } else { "Guest" }` in a type body: the inner `let` is
        // a condition of the `if` expression, not a property.
        let isCondition = kw > 0 && ((t[kw - 1].kind == .keyword && (isWord(kw - 1, .`if`) || isWord(kw - 1, .`guard`) || isWord(kw - 1, .`while`)))
            || (t[kw - 1].kind == .comma && (scope == .typeBody || scope == .extensionBody)))
        let stored = (scope == .typeBody || scope == .extensionBody) && !isCondition
        let inProtocol = scope == .protocolBody
        let prevKind = kw > 0 ? t[kw - 1].kind : TokenKind.leftBrace
        // A `let` inside a pattern (`case .a(x: _, let y)`, also at the start of a line:
        // `case .a(x:⏎let y, z: _)`) has no annotation; one after a comma of a condition list
        // (`guard let a = x, let b: T = y`) may.
        let afterCase = kw > 0 && (isWord(kw - 1, .`case`) || prevKind == .leftParen || topKind == .paren)
        let declStatement = !afterCase && (pendingStart >= 0 || atLineStart(kw) || prevKind == .leftBrace
            || prevKind == .rightBrace || prevKind == .semicolon || kw == 0)
        let isStatic = pendingMods.contains("static") || pendingMods.contains("class")
        let attrs = pendingAttrs
        var j = kw + 1
        var rows: [Int] = []           // indices into storedProperties
        var rowTyped: [Bool] = []
        var from = kw
        var guardCount = 0
        while j < n && guardCount < 10_000 {
            guardCount += 1
            bindingNameTokens.removeAll(keepingCapacity: true)
            var tupleNames = false
            var patternOpen = -1
            if kind(j) == .identifier || (kind(j) == .keyword && !isDeclKeyword(j) && !isWord(j, .`self`)) {
                // `catch let E.case(x)` / `case let Foo.bar`: a pattern, not a binding.
                if kind(j + 1) == .period || kind(j + 1) == .leftParen { break }
                bindingNameTokens.append(j); j += 1
                // Lexer workaround: `_$id` comes as `_` + `$id`.
                if kind(j) == .dollarIdentifier && !spaceBefore(j) { gluedNames[j - 1] = text(j - 1) + text(j); j += 1 }
            } else if kind(j) == .leftParen, Int(match[j]) > j, !(kw > 0 && isWord(kw - 1, .`case`)) {
                patternOpen = j
                let close = Int(match[j])
                var q = j + 1
                while q < close {
                    if kind(q) == .identifier && !isWord(q, .underscore) && kind(q + 1) != .colon { bindingNameTokens.append(q) }
                    q += 1
                }
                tupleNames = true
                j = close + 1
            } else {
                break
            }
            var typeText: String? = nil
            var typeStart = -1, typeEnd = -1
            // A colon followed by a new line ends a `case let (a, b), let (c, d):` label.
            if kind(j) == .colon && !afterCase && !(prevKind == .comma && atLineStart(j + 1)) {
                typeStart = j + 1
                let r = scanType(j + 1, record: true)
                typeEnd = max(r.end, j + 1)
                typeText = typeWritten(typeStart, typeEnd)
                j = typeEnd
            }
            var initRange: (Int, Int)? = nil
            // `if let repository {`: the shorthand rebinds the property.
            let hasInitializer = kind(j) == .equal || (typeStart >= 0 && isGluedEqual(before: j))
            var rebinds = !hasInitializer && typeStart < 0
            if hasInitializer {
                let s = kind(j) == .equal ? j + 1 : j
                if !stored && !inProtocol && !tupleNames && bindingNameTokens.count == 1 {
                    let sources = plainNameAlternatives(s).names
                    rebinds = !sources.isEmpty
                    for source in sources {
                        recordLocalBinding(name: bindingName(bindingNameTokens[0]), sourceTok: source)
                    }
                    // `guard let strongSelf = self`: the pre-5.7 spelling of `guard let self`.
                    if isWord(s, .`self`), kind(bindingNameTokens[0]) == .identifier, let after = kind(s + 1),
                       after == .comma || after == .leftBrace || (after == .keyword && isWord(s + 1, .`else`)) || atLineStart(s + 1) {
                        // A handful of names in real code (`strongSelf`, `this`); bounded, as every
                        // `a.b.c` checks the list.
                        let id = nameID(bindingNameTokens[0])
                        if selfAliasIDs.count < 16 && !selfAliasIDs.contains(id) { selfAliasIDs.append(id) }
                        recordLocalBinding(name: bindingName(bindingNameTokens[0]), sourceTok: s)
                    }
                }
                let e = expressionEnd(s, limit: n, stopAtLineBreak: true, bindingStatement: declStatement && !afterCase)
                initRange = (s, e)
                addSkip(from, s)
                from = e
                j = e
            }
            // A local of a property's name hides the property for the rest of the block; a
            // rebinding of it (`guard let repository = repository`, `if let repository`) is the
            // property still (see `recordLocalBinding`).
            if !stored && !inProtocol && top.isLocal && (!rebinds || tupleNames || afterCase) {
                for nt in bindingNameTokens where kind(nt) == .identifier { declareLocal(nt, activeFrom: j) }
            }
            var computed = false
            if kind(j) == .leftBrace && declStatement && !afterCase && (stored || inProtocol || scope == .file || initRange == nil && isAccessorBlock(j)) {
                // Accessor block: stored with observers, computed otherwise.
                var q = j + 1
                while kind(q) == .atSign { q = skipAttribute(q) }
                if !(isWord(q, .willSet) || isWord(q, .didSet)) {
                    computed = true
                    if stored, !tupleNames, bindingNameTokens.count == 1 {
                        let close = Int(match[j])
                        for source in getterSources(j) {
                            var fact = BindingFact(name: bindingName(bindingNameTokens[0]), source: text(source), enclosingType: enclosingType,
                                                   line: line(source), endLine: close > j ? line(close) : line(source),
                                                   isProperty: true, accessLevel: pendingAccess)
                            fact.column = loc(source).column
                            built.bindings.append(fact)
                        }
                    }
                }
                var s = functionScope(bindingNameTokens.first.map { text($0) } ?? "", declIndex: -1)
                s.kind = .accessor
                s.inStaticProperty = isStatic && !top.isLocal
                // The extension member appended below for this computed property.
                if scope == .extensionBody, top.recordsSelfUses, !isCondition, !tupleNames, bindingNameTokens.count == 1, enclosingType != nil {
                    s.extensionMember = Int32(truncatingIfNeeded: built.extensionMembers.count)
                }
                braceScopes.set(j, s)
            }
            if inProtocol, !tupleNames, let nt = bindingNameTokens.first {
                let l = loc(nt)
                var requirement = ProtocolRequirementFact(protocolName: enclosingType ?? "", kind: "var", name: bindingName(nt),
                                                          line: l.line, column: l.column, isStatic: isStatic,
                                                          isOptional: pendingMods.contains("optional"))
                requirement.handsOutSelf = typeStart >= 0 && namesSelf(from: typeStart, to: typeEnd, protocolName: enclosingType ?? "")
                built.protocolRequirements.append(inBranch(requirement))
            }
            if scope == .extensionBody, !isCondition, !tupleNames, let extended = enclosingType {
                for nt in bindingNameTokens {
                    built.extensionMembers.append(ExtensionMemberFact(extendedType: extended, name: bindingName(nt), line: line(nt), column: loc(nt).column,
                                                                      type: bindingNameTokens.count == 1 ? typeText : nil,
                                                                      isStatic: isStatic, selfType: scopeName(top.selfTypeID)))
                }
            }
            var newRows: [Int] = []
            if stored && !computed {
                var tupleTypes: [Int: String] = [:]
                if tupleNames && typeStart >= 0 && patternOpen >= 0 {
                    tuplePatternTypes(pattern: patternOpen, type: typeStart, typeEnd, into: &tupleTypes)
                }
                // Only stored properties keep their initializer's text (locals are most bindings).
                let initText: String? = tupleNames ? nil : initRange.map { written($0.0, $0.1) }
                for nt in bindingNameTokens {
                    let l = loc(nt)
                    var ty = typeText
                    var ini = initText
                    if tupleNames {
                        ty = tupleTypes[nt]
                        ini = nil
                    }
                    built.storedProperties.append(StoredPropertyFact(enclosingType: enclosingType ?? "", name: bindingName(nt), type: ty,
                                                                     initializer: ini, isStatic: isStatic, line: l.line, column: l.column,
                                                                     attributes: attrs, isLet: isLet, accessLevel: pendingAccess,
                                                                     wrapperKeyPath: pendingKeyPath))
                    if pendingMods.contains(where: { $0 == "weak" || $0 == "unowned" || $0.hasPrefix("unowned(") }) {
                        built.storedProperties.pointer(built.storedProperties.count - 1).pointee.isWeak = true
                    }
                    if ini != nil, let (s, _) = initRange, s < n, case let offset = line(s) - l.line, offset >= 0, offset <= Int(UInt8.max) {
                        let row = built.storedProperties.pointer(built.storedProperties.count - 1)
                        row.pointee.initializerColumn = loc(s).column
                        row.pointee.initializerLineOffset = UInt8(offset)
                    }
                    rows.append(built.storedProperties.count - 1)
                    rowTyped.append(ty != nil || ini != nil || tupleNames)
                    newRows.append(built.storedProperties.count - 1)
                }
                // A binding without annotation and initializer takes the next annotated binding's type.
                if let ty = typeText, !tupleNames {
                    var r = rows.count - bindingNameTokens.count - 1
                    while r >= 0 && !rowTyped[r] {
                        built.storedProperties[rows[r]].type = ty
                        rowTyped[r] = true
                        r -= 1
                    }
                }
            }
            if let (s, e) = initRange {
                let ctx: ConstructionContext = top.isLocal ? .body : (stored ? .propertyInitializer : .topLevel)
                let value = valueCore(s, e)
                // A local is no property: the name is kept for stored properties and globals.
                var c = ContextRange(start: value.start, end: value.end, context: ctx,
                                     propertyName: bindingNameTokens.count == 1 && ctx != .body ? text(bindingNameTokens[0]) : nil,
                                     typeText: typeText)
                (c.wholeStart, c.wholeEnd) = unwrappedValue(value.start, value.end)
                c.storedIndices = tupleNames ? [] : newRows
                pushContextLater(c)
            }
            if kind(j) == .comma && (stored || inProtocol || declStatement) && !afterCase {
                // Another binding must follow (`let a = 1, b: Int`), not a condition (`guard let a = x, a.ok`).
                let nk = kind(j + 2)
                if (kind(j + 1) == .identifier || kind(j + 1) == .leftParen) && (nk == .colon || nk == .equal || nk == .comma || stored || inProtocol) {
                    j += 1; continue
                }
            }
            break
        }
        addSkip(from, j)
        resetPending()
        return kw + 1
    }

    /// `x`, `self.x`, `x!`, `self.x!`, or a `??` chain of those (`strong ?? weak`), from `s` to
    /// the end of the expression (a `,`, `{`, `else`, `)`, `}`, `;` or a new line): the tokens of
    /// the names, empty for anything else. `end` is the token after the expression.
    func plainNameAlternatives(_ s: Int) -> (names: [Int], end: Int) {
        var names: [Int] = []
        var q = s
        while names.count < 8 {
            var nameTok = q
            if kind(q) == .keyword, isWord(q, .`self`), kind(q + 1) == .period { nameTok = q + 2 }
            guard kind(nameTok) == .identifier, !isWord(nameTok, .underscore) else { return ([], q) }
            let f = b[Int(t[nameTok].start)]
            guard (f >= 97 && f <= 122) || f == 95 else { return ([], q) }
            if nameTok == q, kind(q + 1) == .dollarIdentifier, !spaceBefore(q + 1) { return ([], q) }
            names.append(nameTok)
            var e = nameTok + 1
            if kind(e) == .postfixExclamation { e += 1 }
            // `self.subscription.take()`: Optional's take hands back the value it held (a
            // queue's own `take()` hands out something else: the property must be optional).
            if kind(e) == .period, kind(e + 1) == .identifier, eq(e + 1, "take"), kind(e + 2) == .leftParen,
               kind(e + 3) == .rightParen, !spaceBefore(e + 2), isOptionalProperty(nameTok) {
                e += 4
            }
            guard e < n else { return (names, e) }
            if kind(e) == .binaryOperator, eq(e, "??") { q = e + 1; continue }
            if atLineStart(e) { return kind(e) == .period || kind(e) == .binaryOperator ? ([], e) : (names, e) }
            switch t[e].kind {
            case .comma, .leftBrace, .rightBrace, .rightParen, .semicolon: return (names, e)
            case .keyword where isWord(e, .`else`): return (names, e)
            default: return ([], e)
            }
        }
        return ([], q)
    }

    /// Whether the name at `tok` is a stored property of the enclosing type declared optional
    /// (`private var subscription: Subscription?`): anywhere in the type's body, or, in an
    /// extension, earlier in the file.
    func isOptionalProperty(_ tok: Int) -> Bool {
        let name = text(tok)
        // Declared anywhere in the type's body (state kept at the bottom too): its tokens say,
        // read once per body.
        guard let body = scopes.last(where: { $0.kind == .typeBody || $0.kind == .extensionBody }), body.openTok >= 0 else { return false }
        // In an extension: the type's properties this file declared before it (a bounded look).
        if body.kind == .extensionBody {
            let owner = enclosingType ?? ""
            var k = built.storedProperties.count - 1
            while k >= 0 && built.storedProperties.count - k <= 4096 {
                let p = built.storedProperties.pointer(k).pointee
                if p.name == name && p.enclosingType == owner {
                    guard let type = p.type else { return false }
                    return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
                }
                k -= 1
            }
            return false
        }
        let open = Int(body.openTok)
        if optionalPropertiesOfBody?.open != open {
            var names = Set<String>()
            let close = Int(match[open])
            var depth = 0
            var j = open + 1
            while j < close {
                switch t[j].kind {
                case .leftBrace, .leftParen, .leftSquare: depth += 1
                case .rightBrace, .rightParen, .rightSquare: depth -= 1
                case .keyword where depth == 0 && (isWord(j, .`var`) || isWord(j, .`let`)):
                    if kind(j + 1) == .identifier, kind(j + 2) == .colon {
                        let r = scanType(j + 3, record: false)
                        if r.end > j + 3, t[r.end - 1].kind == .postfixQuestion || t[r.end - 1].kind == .postfixExclamation || eq(j + 3, "Optional") {
                            names.insert(text(j + 1))
                        }
                    }
                default: break
                }
                j += 1
            }
            optionalPropertiesOfBody = (open, names)
        }
        return optionalPropertiesOfBody?.names.contains(name) == true
    }

    /// A local bound to the plain name at `sourceTok`, visible to the end of the enclosing block.
    func recordLocalBinding(name: String, sourceTok: Int, scopeBrace: Int? = nil) {
        let open = scopeBrace ?? Int(top.openTok)
        var endLine = lines.lineCount
        if open >= 0, Int(match[open]) > open { endLine = line(Int(match[open])) }
        var fact = BindingFact(name: name, source: text(sourceTok), enclosingType: enclosingType,
                               line: line(sourceTok), endLine: endLine)
        fact.column = loc(sourceTok).column
        built.bindings.append(fact)
    }

    /// A getter that returns a plain name (or a `??` chain of them): `{ x }`, `{ return self.x }`,
    /// `{ strong ?? weak }`, `{ get { x } set { ... } }`. The names' tokens, empty otherwise.
    func getterSources(_ brace: Int) -> [Int] {
        // `{ get { get { ... } } }` is nonsense, but a loop, not recursion, walks it: hostile
        // input must not reach the stack's limit.
        var brace = brace
        while true {
            let close = Int(match[brace])
            guard close > brace else { return [] }
            var q = brace + 1
            if isWord(q, .get), kind(q + 1) == .leftBrace {
                guard Int(match[q + 1]) > q + 1 else { return [] }
                brace = q + 1
                continue
            }
            if isWord(q, .`return`) { q += 1 }
            let found = plainNameAlternatives(q)
            return found.end == close ? found.names : []
        }
    }

    /// The name a binding token spells (`_$id` glued back together when the lexer split it).
    func bindingName(_ nt: Int) -> String {
        if !gluedNames.isEmpty, let glued = gluedNames[nt] { return glued }
        return text(nt)
    }

    /// The type of each name a tuple pattern binds, by the name's token, walking the pattern
    /// and the tuple type together: `let (x, (y, z)): (Int, (Int, Int))` gives `y` `Int`, and
    /// `let (_, second): (Int, String)` gives `second` `String` (labels dropped). Nothing for
    /// a pattern whose shape the type does not have (code the compiler rejects).
    func tuplePatternTypes(pattern open: Int, type s: Int, _ e: Int, into out: inout [Int: String]) {
        let close = Int(match[open])
        guard close > open, kind(s) == .leftParen, Int(match[s]) == e - 1 else { return }
        let patterns = tupleElements(open + 1, close)
        let types = tupleElements(s + 1, e - 1)
        guard patterns.count == types.count else { return }
        for (p, t) in zip(patterns, types) {
            var a = t.start
            if kind(a) == .identifier, a + 1 < t.end, kind(a + 1) == .colon { a += 2 }
            if p.end - p.start == 1, kind(p.start) == .identifier, !isWord(p.start, .underscore) {
                out[p.start] = written(a, t.end)
            } else if kind(p.start) == .leftParen, Int(match[p.start]) == p.end - 1 {
                tuplePatternTypes(pattern: p.start, type: a, t.end, into: &out)
            }
        }
    }

    /// Token ranges of the comma-separated elements from `from` to `to`, commas inside
    /// brackets or generic arguments (`Dictionary<String, Int>`) not splitting.
    func tupleElements(_ from: Int, _ to: Int) -> [(start: Int, end: Int)] {
        var out: [(start: Int, end: Int)] = []
        var start = from
        var angles = 0
        var j = from
        while j < to {
            switch kind(j) {
            case .leftParen, .leftSquare, .leftBrace:
                let m = Int(match[j])
                if m > j && m < to { j = m + 1; continue }
            case .comma where angles == 0:
                out.append((start, j))
                start = j + 1
            case .arrow:
                break
            default:
                // `<` and `>` of generic arguments (`>>` closing two).
                for byte in text(j).utf8 {
                    if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">") && angles > 0 { angles -= 1 }
                }
            }
            j += 1
        }
        if start < to { out.append((start, to)) }
        return out
    }

    // MARK: enum cases

    func parseEnumCase(_ kw: Int) -> Int {
        var j = kw + 1
        var from = kw
        var guardCount = 0
        while j < n && guardCount < 10_000 {
            guardCount += 1
            guard kind(j) == .identifier || kind(j) == .keyword else { break }
            j += 1
            if kind(j) == .leftParen, Int(match[j]) > j {
                let close = Int(match[j])
                var q = j + 1
                while q < close {
                    var a = q
                    if (kind(a) == .identifier || kind(a) == .keyword), kind(a + 1) == .colon { a += 2 }
                    else if (kind(a) == .identifier || kind(a) == .keyword), kind(a + 1) == .identifier, kind(a + 2) == .colon { a += 3 }
                    let r = scanType(a, record: true)
                    q = max(r.end, a)
                    if kind(q) == .equal {
                        let ds = q + 1
                        let de = expressionEnd(ds, limit: close, stopAtLineBreak: false)
                        addSkip(from, ds); from = de
                        q = de
                    }
                    q = nextComma(q, close)
                    q += 1
                }
                j = close + 1
            }
            if kind(j) == .equal {
                let s = j + 1
                let e = expressionEnd(s, limit: n, stopAtLineBreak: true)
                addSkip(from, s); from = e
                j = e
            }
            if kind(j) == .comma { j += 1; continue }
            break
        }
        addSkip(from, j)
        resetPending()
        return kw + 1
    }
}
