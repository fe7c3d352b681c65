/// Tokens -> per-file facts. One forward pass over the token array with an explicit scope
/// stack (no recursion, so 10,000 nested braces cannot overflow); declaration headers are
/// parsed ahead and the spans they consumed are skipped by the main pass, except default
/// values and initializers, which the main pass walks as ordinary expressions.
///
/// The oracle categories follow `../shared/oracle/README.md` (swift-syntax 602 semantics).
/// Conventions for the archlint extras:
/// - `condition`: innermost `#if` / `#elseif` condition text; in an `#else` branch `!(c)` of the
///   last condition `c`.
/// - `constructions`: `X(...)`, `X<T>(...)`, `Mod.X(...)` and `X { ... }` as a whole initializer /
///   default value (`.call`); `X.init(...)` (`.explicitInit`); `.init(...)` (`.implicitInit`, type
///   from the annotation only when it is the whole initializer / default); `X.member` and
///   `X.member(...)` with an uppercase `X` and a lowercase member (`.staticMember`, so enum cases
///   such as `Color.red` are included too). `X` is any capitalised name except XCTest's `XCT...`
///   calls; rules filter stdlib conversions (`String(x)`) and non-types with the type index.
///   `context` is `.propertyInitializer` for stored properties of a type, `.defaultArgument`,
///   `.body` inside functions / closures / accessors (also for local `let` initializers), and
///   `.topLevel` otherwise (global variables, top-level code).
/// - `enclosingFunction`: innermost func / init / subscript / deinit, or the property name inside
///   a computed property's or observer's accessor block.
/// - `valueUses`: lowercase identifiers (or `self.x`) that are the whole of a call argument,
///   labelled argument, array / dictionary element, `return` operand or assignment right side.
public enum FactsExtractor {
    public static func extract(path: String, bytes: UnsafeBufferPointer<UInt8>,
                               regexMode: Lexer.RegexMode = .bareSlashEnabled) -> FileFacts {
        Lexer.withTokens(bytes, regexMode: regexMode, commentsOnly: true,
                         moduleSelectorsAsPeriods: true) { tokens, trivia, diagnostics, lineStarts, moduleSelectors in
            let x = Extractor(path: path, b: bytes, tokens: tokens, trivia: trivia, diagnostics: diagnostics,
                              lines: LineTable(lineStarts: Array(lineStarts)), moduleSelectors: moduleSelectors)
            x.run()
            return x.finish()
        }
    }

    public static func extract(path: String, bytes: [UInt8],
                               regexMode: Lexer.RegexMode = .bareSlashEnabled) -> FileFacts {
        bytes.withUnsafeBufferPointer { extract(path: path, bytes: $0, regexMode: regexMode) }
    }

    public static func extract(path: String, source: String,
                               regexMode: Lexer.RegexMode = .bareSlashEnabled) -> FileFacts {
        extract(path: path, bytes: Array(source.utf8), regexMode: regexMode)
    }
}

// MARK: - Scopes

enum ScopeKind: UInt8 {
    case file, typeBody, protocolBody, extensionBody, functionBody, accessor, code, paren, square
}

/// Plain data, so that pushing a scope (at every `{`, 70,000 times on swift-nio) copies bytes
/// and retains nothing: the names are numbers into `Extractor.scopeNames`.
struct Scope {
    var kind: ScopeKind
    /// Innermost enclosing type / extension (qualified), -1 for none.
    var typeNameID: Int32 = -1
    /// Innermost enclosing function, -1 for none.
    var funcNameID: Int32 = -1
    var isLocal: Bool
    var inPreview: Bool
    /// Inside a DI container's wiring: a registration closure or a container / dependency key type.
    var inRegistration: Bool = false
    var isEnum: Bool = false
    /// In the body of a `static` / `class` function, or of a static computed property.
    var inStaticFunction = false
    var inStaticProperty = false
    /// Index into `declarations` whose `endLine` the closing brace sets.
    var declIndex: Int = -1
    /// The scope's `{` token, -1 for the file scope.
    var openTok: Int32 = -1
    /// `X` of an `extension P where Self == X` body (a name number), -1 for none.
    var selfTypeID: Int32 = -1
    /// `Extractor.localUndo.count` when the scope opened: the locals it declares come after.
    var localUndoStart: Int32 = 0
    /// The extension member (an index into `extensionMembers`) whose body this is, -1 outside one.
    var extensionMember: Int32 = -1
    /// An extension body whose members' uses of `self` are recorded (`ExtensionMemberFact.selfUsesStart`).
    var recordsSelfUses = false
}

struct OpenBracket {
    var kind: ScopeKind
    var braceDepth: Int32
}

/// A token range whose expressions are a default value or an initializer.
struct ContextRange {
    var start: Int
    var end: Int
    var context: ConstructionContext
    var propertyName: String?
    var typeText: String?
    /// Rows to attach a top-level construction to.
    var defaultIndex: Int = -1
    var storedIndices: [Int] = []
    /// The tokens a construction must span to be the whole value: `start..<end` less what
    /// only wraps it (`(X())`, `X(path:)!`, `X(path:) ?? Y()`, `{ X() }()`).
    var wholeStart: Int = -1
    var wholeEnd: Int = -1
}

/// Scopes that header parsers set for a body's `{` ahead of the main pass, taken when the main
/// pass reaches that brace. Few are pending at once (a header's body brace comes next), so a
/// short list searched from its end beats a hashed dictionary; entries the main pass went past
/// unused (a header that never reached its body) are dropped as it goes.
struct PendingBraceScopes {
    private var entries: [(brace: Int, scope: Scope)] = []

    /// The scope to push at brace `brace`; a later one for the same brace wins.
    mutating func set(_ brace: Int, _ scope: Scope) {
        entries.append((brace, scope))
    }

    /// Takes the scope set last for brace `brace`. Entries for braces at or before it are
    /// dropped: the main pass never comes back to them.
    mutating func take(_ brace: Int) -> Scope? {
        guard let last = entries.last else { return nil }
        // Nearly always the header just parsed set this very brace.
        if last.brace == brace {
            let found = entries.removeLast().scope
            if !entries.isEmpty { dropPassed(brace) }
            return found
        }
        var found: Scope? = nil
        var k = entries.count - 1
        while k >= 0 {
            if entries[k].brace == brace { found = entries.remove(at: k).scope; break }
            k -= 1
        }
        dropPassed(brace)
        return found
    }

    private mutating func dropPassed(_ brace: Int) {
        guard entries.contains(where: { $0.brace <= brace }) else { return }
        entries.removeAll { $0.brace <= brace }
    }
}

/// A recorded member access, chained with the others recorded on the same line.
struct AccessChainEntry {
    /// Position in `memberAccesses` or `optionalChainedAccesses`.
    var index: Int32
    /// The previous entry of the same line, -1 at the end.
    var next: Int32
    var optional: Bool
}

/// The fact lists of the file being extracted (see `FactBuffer`), moved into its `FileFacts` at
/// the end.
struct FactLists {
    var imports = FactBuffer<ImportFact>()
    var declarations = FactBuffer<DeclarationFact>()
    var protocolRequirements = FactBuffer<ProtocolRequirementFact>()
    var parameters = FactBuffer<ParameterFact>()
    var defaultArguments = FactBuffer<DefaultArgumentFact>()
    var storedProperties = FactBuffer<StoredPropertyFact>()
    var typeReferenceSites = FactBuffer<TypeReferenceSite>()
    var memberAccesses = FactBuffer<MemberAccessFact>()
    var optionalChainedAccesses = FactBuffer<MemberAccessFact>()
    var subscriptAccesses = FactBuffer<MemberAccessFact>()
    var memberAssignments = FactBuffer<MemberAccessFact>()
    var constructions = FactBuffer<ConstructionFact>()
    var valueUses = FactBuffer<ValueUseFact>()
    var bindings = FactBuffer<BindingFact>()
    var extensionMembers = FactBuffer<ExtensionMemberFact>()
    var delegatedImplicitMembers = FactBuffer<DelegatedImplicitMemberFact>()
    var suppressions = FactBuffer<SuppressionFact>()
    var genericParameters = FactBuffer<GenericParameterFact>()

    mutating func moveInto(_ facts: inout FileFacts) {
        facts.imports = imports.takeArray()
        facts.declarations = declarations.takeArray()
        facts.protocolRequirements = protocolRequirements.takeArray()
        facts.parameters = parameters.takeArray()
        facts.defaultArguments = defaultArguments.takeArray()
        facts.storedProperties = storedProperties.takeArray()
        facts.typeReferenceSites = typeReferenceSites.takeArray()
        facts.memberAccesses = memberAccesses.takeArray()
        facts.optionalChainedAccesses = optionalChainedAccesses.takeArray()
        facts.subscriptAccesses = subscriptAccesses.takeArray()
        facts.memberAssignments = memberAssignments.takeArray()
        facts.constructions = constructions.takeArray()
        facts.valueUses = valueUses.takeArray()
        facts.bindings = bindings.takeArray()
        facts.extensionMembers = extensionMembers.takeArray()
        facts.delegatedImplicitMembers = delegatedImplicitMembers.takeArray()
        facts.suppressions = suppressions.takeArray()
        facts.genericParameters = genericParameters.takeArray()
    }

    mutating func release() {
        imports.release(); declarations.release(); protocolRequirements.release(); parameters.release()
        defaultArguments.release(); storedProperties.release(); typeReferenceSites.release(); memberAccesses.release()
        optionalChainedAccesses.release(); subscriptAccesses.release(); memberAssignments.release(); constructions.release(); valueUses.release(); suppressions.release()
        bindings.release(); extensionMembers.release(); delegatedImplicitMembers.release()
        genericParameters.release()
    }
}

final class Extractor {
    let path: String
    let b: UnsafeBufferPointer<UInt8>
    /// Lent by the lexer for the extraction only (see `Lexer.withTokens`).
    let t: UnsafeBufferPointer<Token>
    let trivia: UnsafeBufferPointer<TriviaPiece>
    let n: Int
    let lines: LineTable
    @exclusivity(unchecked) var facts: FileFacts
    @exclusivity(unchecked) var built = FactLists()
    @exclusivity(unchecked) var lineCursor = 0
    @exclusivity(unchecked) var textBudget = 0
    @exclusivity(unchecked) var genericFailUntil = -1
    @exclusivity(unchecked) var typeProbeFailUntil = -1
    /// Names the lexer split (`_$id` as `_` + `$id`), by first token.
    @exclusivity(unchecked) var gluedNames: [Int: String] = [:]
    /// Partner of each bracket token, -1 when unmatched or not a bracket.
    let match: [Int32]

    let names: NameTable
    @exclusivity(unchecked) var scopes: [Scope] = []
    /// Braces opened beyond `maximumScopeDepth`: counted, not pushed. swift-syntax stops parsing
    /// at 256 levels; without a bound, a file of a million `{` held a million scopes (a 10 MB
    /// file of braces took 750 MB).
    @exclusivity(unchecked) var deepBraces = 0
    static let maximumScopeDepth = 1024
    /// Braces open around the current token.
    var braceDepth: Int { scopes.count + deepBraces }
    /// Parentheses and brackets open around the current token, each with the brace depth
    /// (`braceDepth`) it was opened at. They are far more frequent than braces and carry no
    /// names, so they stay out of `scopes` and cost no string retains.
    @exclusivity(unchecked) var brackets: [OpenBracket] = []
    /// `#if` condition texts, innermost last.
    @exclusivity(unchecked) var conditions: [String] = []
    /// Scopes to push at a given `{` (declaration bodies), keyed by token index.
    @exclusivity(unchecked) var braceScopes = PendingBraceScopes()
    /// The names scopes refer to by number (`Scope.typeNameID`, `Scope.funcNameID`).
    @exclusivity(unchecked) var scopeNames: [String] = []
    /// `scopeNames` as the rows share them, made on first use (most function names are never
    /// an enclosing type).
    @exclusivity(unchecked) var sharedScopeNames: [SharedName?] = []
    /// Ascending token ranges the main pass skips (already parsed declaration parts).
    @exclusivity(unchecked) var skips: [(Int, Int)] = []
    @exclusivity(unchecked) var skipCursor = 0
    /// A skip or a context range was added since the main pass last looked (see `run`).
    @exclusivity(unchecked) var spansChanged = false
    /// The context ranges open at the current token, as indices into `pendingContexts`.
    @exclusivity(unchecked) var contexts: [Int32] = []
    @exclusivity(unchecked) var pendingContexts: [ContextRange] = []
    @exclusivity(unchecked) var pendingContextCursor = 0
    /// Per line, the last access recorded on it (-1: none); filled on the first access.
    @exclusivity(unchecked) var accessChainHead: [Int32] = []
    @exclusivity(unchecked) var accessChain: [AccessChainEntry] = []
    /// The file's type references by name number (`names`): seen flags and first-seen order.
    @exclusivity(unchecked) var typeRefSeen: [Bool] = []
    /// See `FileFacts.extensionSelfUses`; `selfUseStamp[name]` is the extension member that
    /// last recorded the name (-1 for none), so that each member keeps a name once.
    @exclusivity(unchecked) var extensionSelfUses: [String] = []
    @exclusivity(unchecked) var selfUseStamp: [Int32] = []
    /// Classes, structs, enums and actors declared so far, qualified.
    @exclusivity(unchecked) var concreteTypeNames = Set<String>()
    @exclusivity(unchecked) var typeRefIDs: [Int32] = []
    /// The open brackets of the running type scan (see `scanType`).
    @exclusivity(unchecked) var typeScanStack: [(UInt8, TypeChain, Int)] = []
    /// Name numbers of the sites the running type scan appended (kept only if the scan succeeds).
    @exclusivity(unchecked) var scanSiteIDs: [Int32] = []
    /// `Set<Int>=[]`, `Box<T>?=nil`: the lexer's `>=` / `>?=` token holds the end of a type and
    /// the `=` of its initializer. The scan notes the token and the byte where the type ends.
    @exclusivity(unchecked) var gluedEqualToken = -1
    @exclusivity(unchecked) var gluedTypeCut = 0
    /// Name tokens of the binding `parseBindings` is reading (`let a`, `let (a, b)`), reused:
    /// a fresh array per binding was a third of that function's cost.
    @exclusivity(unchecked) var bindingNameTokens: [Int] = []
    /// Member-type paths (`Foo.Bar`); rare, so a plain set.
    @exclusivity(unchecked) var memberTypeSet = Set<String>()

    // Pending attributes and modifiers of the declaration being read.
    @exclusivity(unchecked) var pendingAttrs: [String] = []
    @exclusivity(unchecked) var pendingMods: [String] = []
    @exclusivity(unchecked) var pendingAccess: String? = nil
    /// `@Dependency(\.apiClient)`: the key path's property, for the declaration that follows.
    @exclusivity(unchecked) var pendingKeyPath: String? = nil
    @exclusivity(unchecked) var pendingStart = -1
    @exclusivity(unchecked) var keepPendingUntil = -1
    @exclusivity(unchecked) var nextBraceIsPreview = false
    /// Open `#if`s, innermost last: (number, branch, line of the `#if`).
    @exclusivity(unchecked) var ifStack: [(group: Int32, branch: Int32, line: Int32)] = []
    @exclusivity(unchecked) var ifGroups: Int32 = 0

    /// A requirement with the `#if` branch it sits in.
    func inBranch(_ r: ProtocolRequirementFact) -> ProtocolRequirementFact {
        guard let top = ifStack.last else { return r }
        var r = r
        r.ifGroup = top.group; r.ifBranch = top.branch; r.ifGroupLine = top.line
        return r
    }

    /// The function or type whose generic parameters are being read.
    @exclusivity(unchecked) var genericOwner: String?
    /// Lines of the previews closed so far (see `FileFacts.previewRanges`).
    @exclusivity(unchecked) var previewRanges: [ClosedRange<Int>] = []
    /// The optional stored properties of the type body opening at `open`, for `x.take()`.
    @exclusivity(unchecked) var optionalPropertiesOfBody: (open: Int, names: Set<String>)?
    /// See `FileFacts.registrationClosureRanges`.
    @exclusivity(unchecked) var registrationClosureRanges: [ClosedRange<Int>] = []
    /// Names bound to `self` in this file (`guard let strongSelf = self`), as name numbers.
    @exclusivity(unchecked) var selfAliasIDs: [Int] = []
    /// Parameters and locals in scope, by name number: how many declare the name, from which
    /// token the innermost one is in effect, and an undo log the closing braces unwind.
    @exclusivity(unchecked) var localCounts: [Int32] = []
    @exclusivity(unchecked) var localActiveFrom: [Int32] = []
    @exclusivity(unchecked) var localUndo: [(id: Int32, previousActiveFrom: Int32)] = []
    /// A bit per (first byte, length) of the names declared since no local was in scope: most
    /// names asked about are no local, and this answers them without a lookup.
    @exclusivity(unchecked) var localFilter: UInt64 = 0
    /// The parameter names `parseParameters` read last (name tokens), and the body brace of
    /// their function (-1 once declared, or for none): a header's body follows it.
    @exclusivity(unchecked) var parameterNameTokens: [Int] = []
    @exclusivity(unchecked) var pendingParameterBrace = -1
    /// A `for` loop's pattern names, and the loops whose names are declared but whose body's
    /// `{` has not opened yet: that brace's scope takes them over (from `undoStart` in
    /// `localUndo`), so they are forgotten when the body closes. A stack: a sequence expression
    /// may hold a closure with a loop of its own.
    @exclusivity(unchecked) var loopVariableTokens: [Int] = []
    @exclusivity(unchecked) var pendingLoops: [(brace: Int32, undoStart: Int32)] = []
    /// The latest loop's `in` token, the token from which its names are locals again (its
    /// `where` or body brace), and those names: the sequence between is read before the
    /// pattern binds (`for node in node.children`).
    @exclusivity(unchecked) var pendingLoopIn = -1
    @exclusivity(unchecked) var loopActivation = -1
    @exclusivity(unchecked) var loopNameIDs: [Int] = []
    /// The tokens of the latest closure capture list (`{ [weak self, repository] in`).
    @exclusivity(unchecked) var captureList: (start: Int, end: Int) = (-1, -1)
    /// The file has `::` module selectors, lent as periods (see `Lexer.withTokens`).
    let moduleSelectors: Bool

    init(path: String, b: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>,
         trivia: UnsafeBufferPointer<TriviaPiece>, diagnostics: [LexDiagnostic], lines: LineTable,
         moduleSelectors: Bool = false) {
        self.moduleSelectors = moduleSelectors
        self.path = path
        self.b = b
        self.t = tokens
        self.trivia = trivia
        self.n = tokens.count
        self.lines = lines
        self.names = NameTable(b)
        self.facts = FileFacts(path: path)
        var match = [Int32](repeating: -1, count: tokens.count)
        facts.byteCount = b.count
        textBudget = 4 * b.count + (1 << 20)
        facts.lineCount = b.isEmpty ? 0 : (lines.lineCount - ((b.last == 10 || b.last == 13) ? 1 : 0))
        var unbalanced = false
        for d in diagnostics {
            switch d.kind {
            case .unterminatedString, .unterminatedBlockComment, .unterminatedRegex, .unexpectedCharacter,
                 .unexpectedEndOfBlockComment, .unterminatedBacktick, .conflictMarker, .editorPlaceholder: unbalanced = true
            default: break
            }
        }
        // Bracket matching (braces authoritative: a `}` closes any open parens / brackets). The
        // open brackets are kept in a raw buffer: an array's append checked its uniqueness for
        // each of a file's brackets.
        var stackCapacity = 64
        var stack = UnsafeMutablePointer<Int32>.allocate(capacity: stackCapacity)
        var depth = 0
        do {
            let toks = tokens
            match.withUnsafeMutableBufferPointer { match in
                for i in 0..<toks.count {
                    switch toks[i].kind {
                    case .leftParen, .leftSquare, .leftBrace, .interpolationStart:
                        if depth == stackCapacity {
                            let bigger = UnsafeMutablePointer<Int32>.allocate(capacity: stackCapacity * 2)
                            bigger.moveInitialize(from: stack, count: depth)
                            stack.deallocate()
                            stack = bigger
                            stackCapacity *= 2
                        }
                        stack[depth] = Int32(truncatingIfNeeded: i)
                        depth += 1
                    case .rightParen, .interpolationEnd:
                        if depth > 0, case let top = stack[depth - 1],
                           toks[Int(top)].kind == .leftParen || toks[Int(top)].kind == .interpolationStart {
                            depth -= 1; match[Int(top)] = Int32(truncatingIfNeeded: i); match[i] = top
                        } else { unbalanced = true }
                    case .rightSquare:
                        if depth > 0, case let top = stack[depth - 1], toks[Int(top)].kind == .leftSquare {
                            depth -= 1; match[Int(top)] = Int32(truncatingIfNeeded: i); match[i] = top
                        } else { unbalanced = true }
                    case .rightBrace:
                        while depth > 0, toks[Int(stack[depth - 1])].kind != .leftBrace {
                            depth -= 1; unbalanced = true
                        }
                        if depth > 0 {
                            let top = stack[depth - 1]
                            depth -= 1; match[Int(top)] = Int32(truncatingIfNeeded: i); match[i] = top
                        } else { unbalanced = true }
                    case .unknown: unbalanced = true
                    default: break
                    }
                }
            }
        }
        stack.deallocate()
        if depth > 0 { unbalanced = true }
        self.match = match
        facts.hasSyntaxErrors = unbalanced
        scopes.reserveCapacity(64)
        brackets.reserveCapacity(64)
        scopes.append(Scope(kind: .file, isLocal: false, inPreview: false))
    }

    // MARK: - Token helpers

    @inline(__always) func kind(_ i: Int) -> TokenKind? { i >= 0 && i < n ? t[i].kind : nil }
    @inline(__always) func isKind(_ i: Int, _ k: TokenKind) -> Bool { i >= 0 && i < n && t[i].kind == k }

    @inline(__always) func eq(_ i: Int, _ s: StaticString) -> Bool {
        guard i >= 0 && i < n else { return false }
        let tok = t[i]
        let len = s.utf8CodeUnitCount
        guard Int(tok.end &- tok.start) == len else { return false }
        return Extractor.sameBytes(b.baseAddress.unsafelyUnwrapped + Int(tok.start), s.utf8Start, len)
    }

    /// The reserved or contextual word token `i` spells (the lexer recognised it).
    @inline(__always) func word(_ i: Int) -> Word { i >= 0 && i < n ? t[i].word : .none }
    @inline(__always) func isWord(_ i: Int, _ w: Word) -> Bool { i >= 0 && i < n && t[i].word == w }

    @inline(__always) static func sameBytes(_ a: UnsafePointer<UInt8>, _ p: UnsafePointer<UInt8>, _ len: Int) -> Bool {
        if a.pointee != p.pointee { return false }
        var k = 1
        while k < len {
            if a[k] != p[k] { return false }
            k += 1
        }
        return true
    }

    func text(_ i: Int) -> String {
        guard i >= 0 && i < n else { return "" }
        return names.name(Int(t[i].start), Int(t[i].end))
    }

    /// The number of token `i`'s text in `names` (`i` must be a token).
    @inline(__always) func nameID(_ i: Int) -> Int { names.id(Int(t[i].start), Int(t[i].end)) }

    /// Adds the name numbered `id` to the file's `typeReferences`.
    func noteTypeReference(_ id: Int) {
        if id >= typeRefSeen.count { typeRefSeen.append(contentsOf: repeatElement(false, count: names.count - typeRefSeen.count)) }
        if !typeRefSeen[id] {
            typeRefSeen[id] = true
            typeRefIDs.append(Int32(truncatingIfNeeded: id))
        }
    }

    /// Source text of tokens `a..<e` (e exclusive), whitespace runs collapsed to one space; a
    /// module selector written as the qualifier it is (`SwiftUI::View` as `SwiftUI.View`).
    func written(_ a: Int, _ e: Int) -> String {
        guard moduleSelectors, a >= 0, e <= n, let first = (a..<e).first(where: isModuleSelector) else { return collapsedText(a, e) }
        // The text on each side of a selector as written, joined by a period: a `::` inside a
        // string literal of the range stays as it is.
        var out = collapsedText(a, first)
        var start = first + 1
        for k in start..<e where isModuleSelector(k) {
            out += "." + collapsedText(start, k)
            start = k + 1
        }
        return out + "." + collapsedText(start, e)
    }

    /// Token `i` is a `::` module selector, lent as a period (see `Lexer.withTokens`).
    @inline(__always) func isModuleSelector(_ i: Int) -> Bool {
        moduleSelectors && i >= 0 && i < n && t[i].kind == .period && t[i].length == 2
    }

    private func collapsedText(_ a: Int, _ e: Int) -> String {
        guard a >= 0, e > a, e <= n else { return "" }
        let s = Int(t[a].start)
        var end = Int(t[e - 1].end)
        // Nested initializers repeat their inner text, and half-written code (`init(r: R = R(`
        // repeated, never closed) makes each default run to the end of the file: past a budget
        // of 4x the file, texts are cut to 128 bytes so such input stays linear in memory and time.
        textBudget -= end - s
        if textBudget < 0 && end - s > 128 { end = s + 128 }
        if end - s > 15 && end == Int(t[e - 1].end) && end - s <= 256 && isGlued(a, e) { return names.name(s, end) }
        // One allocation at most (none up to 15 bytes): the collapsed text is written straight
        // into the string's storage. Ill-formed UTF-8 is repaired as `String(decoding:as:)` does.
        if end <= s { return "" }
        let base = b.baseAddress.unsafelyUnwrapped
        return String(unsafeUninitializedCapacity: end - s) { out in
            let o = out.baseAddress.unsafelyUnwrapped
            var count = 0
            var space = false
            var i = s
            while i < end {
                let c = base[i]
                if c > 32 && c < 0xC2 {
                    // Most bytes: neither ASCII white space nor the lead byte of a Unicode space.
                    if space && count > 0 { o[count] = 32; count += 1 }
                    space = false
                    o[count] = c
                    count += 1
                } else if c == 32 || c == 9 || c == 10 || c == 13 || c == 11 || c == 12 {
                    space = true
                } else if c >= 0xC2, let w = unicodeSpaceLength(i, end) {
                    // Unicode white space (NBSP, en space, ...) collapses too, as `Character.isWhitespace`.
                    space = true
                    i += w
                    continue
                } else {
                    if space && count > 0 { o[count] = 32; count += 1 }
                    space = false
                    o[count] = c
                    count += 1
                }
                i += 1
            }
            return count
        }
    }

    /// Tokens `a..<e` follow each other with nothing between them and hold no literal text, so
    /// their source bytes are already the collapsed text (`Foo.Bar<Baz>`, `MemberAccessExprSyntax`).
    func isGlued(_ a: Int, _ e: Int) -> Bool {
        var k = a
        while k < e {
            switch t[k].kind {
            case .stringSegment, .stringQuote, .regexLiteral, .rawStringDelimiter, .unknown, .shebang: return false
            default: if b[Int(t[k].start)] == UInt8(ascii: "`") { return false } // `raw  identifier`
            }
            if k > a && t[k].start != t[k - 1].end { return false }
            k += 1
        }
        return true
    }

    /// Byte length of a non-ASCII white-space scalar at `i`, nil if there is none.
    func unicodeSpaceLength(_ i: Int, _ end: Int) -> Int? {
        let c = b[i]
        if c == 0xC2, i + 1 < end, b[i + 1] == 0xA0 || b[i + 1] == 0x85 { return 2 }
        guard i + 2 < end else { return nil }
        let c1 = b[i + 1], c2 = b[i + 2]
        if c == 0xE2 && c1 == 0x80 && (c2 <= 0x8A || c2 == 0xA8 || c2 == 0xA9 || c2 == 0xAF) { return 3 }
        if c == 0xE2 && c1 == 0x81 && c2 == 0x9F { return 3 }
        if c == 0xE3 && c1 == 0x80 && c2 == 0x80 { return 3 }
        if c == 0xE1 && c1 == 0x9A && c2 == 0x80 { return 3 }
        return nil
    }

    @inline(__always) func firstByte(_ i: Int) -> UInt8 {
        guard i >= 0 && i < n, t[i].end > t[i].start else { return 0 }
        var c = b[Int(t[i].start)]
        if c == UInt8(ascii: "`"), t[i].end - t[i].start > 1 { c = b[Int(t[i].start) + 1] }
        return c
    }
    @inline(__always) func isUpper(_ i: Int) -> Bool { let c = firstByte(i); return c >= 65 && c <= 90 }
    @inline(__always) func isLower(_ i: Int) -> Bool { let c = firstByte(i); return (c >= 97 && c <= 122) || c == 95 }

    /// 1-based line of a byte offset. Lookups mostly move forward, so walk from the last answer
    /// when it is close and fall back to binary search otherwise.
    func lineOf(_ offset: Int) -> Int {
        let starts = lines.lineStarts
        let o = Int32(truncatingIfNeeded: offset)
        var k = lineCursor
        if k < starts.count && starts[k] <= o {
            var steps = 0
            while k + 1 < starts.count && starts[k + 1] <= o && steps < 16 { k += 1; steps += 1 }
            if k + 1 >= starts.count || starts[k + 1] > o { lineCursor = k; return k + 1 }
        }
        let l = lines.line(of: offset)
        lineCursor = l - 1
        return l
    }
    func loc(_ i: Int) -> (line: Int, column: Int) {
        let o = Int(t[i].start)
        let l = lineOf(o)
        return (l, o - Int(lines.lineStarts[l - 1]) + 1)
    }
    func endLoc(_ i: Int) -> (line: Int, column: Int) {
        let e = Int(t[i].end)
        if e > 0 {
            let l = lineOf(e - 1)
            return (l, e - 1 - Int(lines.lineStarts[l - 1]) + 2)
        }
        return (1, 1)
    }
    func line(_ i: Int) -> Int { lineOf(Int(t[i].start)) }
    @inline(__always) func atLineStart(_ i: Int) -> Bool { i >= 0 && i < n && t[i].flags.contains(.atStartOfLine) }
    @inline(__always) func spaceBefore(_ i: Int) -> Bool { i >= 0 && i < n && t[i].flags.contains(.precededBySpace) }

    @inline(__always) func isOperator(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        return k == .binaryOperator || k == .prefixOperator || k == .postfixOperator
    }
    /// `<` opening a generic argument list: an operator token `<` glued to the preceding token.
    @inline(__always) func isOpenAngle(_ i: Int) -> Bool { isOperator(i) && eq(i, "<") }

    /// Identifier-like name token (identifiers, backticked names, and keywords used as names).
    func isName(_ i: Int) -> Bool { kind(i) == .identifier }

    var top: Scope {
        _read { yield scopes[scopes.count - 1] }
    }
    var enclosingType: String? { scopeName(scopes[scopes.count - 1].typeNameID) }
    var enclosingFunction: String? { scopeName(scopes[scopes.count - 1].funcNameID) }
    /// `enclosingType`, shared by the rows that record it.
    var enclosingName: SharedName? {
        let id = scopes[scopes.count - 1].typeNameID
        if id < 0 { return nil }
        if let made = sharedScopeNames[Int(id)] { return made }
        let made = SharedName(scopeNames[Int(id)])
        sharedScopeNames[Int(id)] = made
        return made
    }

    /// A number for a type or function name a scope carries (names of scopes are few: one
    /// per declaration with a body).
    func scopeNameID(_ name: String) -> Int32 {
        scopeNames.append(name)
        sharedScopeNames.append(nil)
        return Int32(truncatingIfNeeded: scopeNames.count - 1)
    }

    @inline(__always) func scopeName(_ id: Int32) -> String? { id < 0 ? nil : scopeNames[Int(id)] }
    /// The innermost scope's kind: `.paren` or `.square` inside brackets opened since the last brace.
    var topKind: ScopeKind {
        if let last = brackets.last, Int(last.braceDepth) == braceDepth { return last.kind }
        return scopes[scopes.count - 1].kind
    }
    var conditional: Bool { !conditions.isEmpty }

    /// `Outer.Inner`. Past 1 KB of qualification (pathological nesting) names stop growing,
    /// which keeps memory linear.
    func qualify(_ name: String) -> String {
        if let e = enclosingType {
            if e.utf8.count > 1024 { return e }
            return e + "." + name
        }
        return name
    }

    /// Marks tokens `a..<e` as consumed. Ranges stay sorted and disjoint; a range that starts
    /// inside an earlier one is dropped (its tokens are walked as ordinary code instead).
    func addSkip(_ a: Int, _ e: Int) {
        guard e > a else { return }
        spansChanged = true
        if skips.isEmpty || skips[skips.count - 1].1 <= a {
            skips.append((a, e)); return
        }
        var lo = skipCursor, hi = skips.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if skips[mid].0 < a { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 && skips[lo - 1].1 > a { return }
        if lo < skips.count && skips[lo].0 < e { return }
        skips.insert((a, e), at: lo)
    }

    // MARK: - Finish

    func finish() -> FileFacts {
        if names.anyRepaired {
            // Ill-formed names: order (and dedupe) the repaired strings themselves.
            facts.typeReferences = Array(Set(typeRefIDs.map { names.string(Int($0)) })).sorted { $0.precedesInUTF8Order($1) }
        } else {
            let names = self.names
            facts.typeReferences = typeRefIDs.sorted { names.precedes(Int($0), Int($1)) }.map { names.string(Int($0)) }
        }
        facts.memberTypeReferences = memberTypeSet.sorted { $0.precedesInUTF8Order($1) }
        built.memberAccesses.sort { Extractor.accessOrder($0, $1) }
        built.optionalChainedAccesses.sort { Extractor.accessOrder($0, $1) }
        built.typeReferenceSites.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        built.constructions.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        scanSuppressions()
        built.moveInto(&facts)
        facts.previewRanges = previewRanges
        facts.registrationClosureRanges = registrationClosureRanges
        facts.extensionSelfUses = extensionSelfUses
        return facts
    }

    @inline(__always)
    static func accessOrder(_ a: borrowing MemberAccessFact, _ b: borrowing MemberAccessFact) -> Bool {
        if a.line != b.line { return a.line < b.line }
        if a.base != b.base { return a.base.precedesInUTF8Order(b.base) }
        if a.member != b.member { return a.member.precedesInUTF8Order(b.member) }
        return a.column < b.column
    }

    deinit { built.release() }
}
