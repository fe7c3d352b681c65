/// Per-file facts: what one Swift file declares, imports, references and builds. Field names
/// and meaning follow the reference extractor (`../shared/oracle/README.md`); the extras
/// (columns, constructions, value uses, suppressions) are what archlint's rules need.
/// Lines and columns are 1-based; columns count UTF-8 bytes.
public struct FileFacts: Sendable, Hashable {
    /// Root-relative, `/`-separated (or as given on the command line for `archlint facts`).
    public var path: String
    /// The file did not scan cleanly (unbalanced braces, unterminated literal, ...).
    public var hasSyntaxErrors: Bool = false
    public var lineCount: Int = 0
    public var byteCount: Int = 0
    public var imports: [ImportFact] = []
    public var declarations: [DeclarationFact] = []
    public var protocolRequirements: [ProtocolRequirementFact] = []
    /// Every parameter of a func / init / subscript / macro declaration (not closures).
    public var parameters: [ParameterFact] = []
    public var defaultArguments: [DefaultArgumentFact] = []
    public var storedProperties: [StoredPropertyFact] = []
    /// Sorted unique identifier-type names (oracle `typeReferences`).
    public var typeReferences: [String] = []
    /// Sorted unique dotted member-type paths (oracle `memberTypeReferences`).
    public var memberTypeReferences: [String] = []
    /// Every identifier-type occurrence with its position, in source order.
    public var typeReferenceSites: [TypeReferenceSite] = []
    /// `x.member` / `self.x.member` (oracle semantics: no optional chaining). Deduplicated,
    /// sorted by line, base, member.
    public var memberAccesses: [MemberAccessFact] = []
    /// `x?.member` / `self?.x.member` / `x!.member` / `self.x!.member`, same shape (archlint
    /// extra): accesses through an optional, chained or force-unwrapped.
    public var optionalChainedAccesses: [MemberAccessFact] = []
    /// `x[...]`, `x?[...]`, `x![...]`, `self.x[...]` (archlint extra): the base's subscript is
    /// used; `member` is `subscript`. In source order.
    public var subscriptAccesses: [MemberAccessFact] = []
    /// `x.member = value` (archlint extra): the member accesses of `memberAccesses` that are
    /// the whole target of an assignment (setter injection writes the property, reads nothing).
    public var memberAssignments: [MemberAccessFact] = []
    /// Expressions that build a value of a named type: `X(...)`, `X.init(...)`, `.init(...)`
    /// (type from context where written), `X.shared`-style static members.
    public var constructions: [ConstructionFact] = []
    /// A plain identifier (or `self.x`) used as a value other than as a member-access base:
    /// passed as an argument, returned, assigned, captured into a collection. Rules use this to
    /// tell whether a stored dependency escapes its holder.
    public var valueUses: [ValueUseFact] = []
    /// Names that stand for another plain name: a local bound to it (`let s = store`,
    /// `guard let s = self.store else`, `if var s = store`) or a computed property that returns
    /// it (`var store: Store? { strongStore }`). Rules follow a dependency through them.
    public var bindings: [BindingFact] = []
    /// Members (`func`, `var`, `let`) declared directly in an extension's body, by extended type:
    /// for a protocol, what its conformers get without implementing it.
    public var extensionMembers: [ExtensionMemberFact] = []
    /// `// archlint:disable...` comments.
    public var suppressions: [SuppressionFact] = []
    /// Generic parameters of types and functions (`<S: SettingsStore>`): names that shadow
    /// workspace types, and constraints that make `S` stand for a protocol.
    public var genericParameters: [GenericParameterFact] = []
    /// Lines of SwiftUI previews (`#Preview { }` bodies, `PreviewProvider` types), first to
    /// last, in source order: code that only the canvas runs.
    public var previewRanges: [ClosedRange<Int>] = []
    /// Lines of DI registration closures (`container.register(P.self) { _ in ... }`,
    /// `Resolver.register { ... }`) outside other wiring, in source order: a local built just
    /// before one and captured by it is registered, not kept.
    public var registrationClosureRanges: [ClosedRange<Int>] = []
    /// `label: .member` arguments of `self.init(...)` delegations (`convenience init() {
    /// self.init(repository: .live) }`): values whose type only the parameter gives.
    public var delegatedImplicitMembers: [DelegatedImplicitMemberFact] = []
    /// The names extension members' bodies use on `self`, each member's once and together
    /// (`ExtensionMemberFact.selfUsesStart`): one array per file, not one per member.
    public var extensionSelfUses: [String] = []

    /// The names `member`'s body uses on `self` (see `ExtensionMemberFact.usesSelf` too).
    public func selfUses(of member: ExtensionMemberFact) -> ArraySlice<String> {
        let start = Int(member.selfUsesStart), end = start + Int(member.selfUsesCount)
        guard start >= 0, end <= extensionSelfUses.count else { return [] }
        return extensionSelfUses[start..<end]
    }

    public init(path: String) { self.path = path }

    /// Whether `line` lies in a preview (the ranges are disjoint and in order: a search).
    public func isInPreview(line: Int) -> Bool {
        if previewRanges.isEmpty { return false }
        var low = 0, high = previewRanges.count
        while low < high {
            let mid = (low + high) / 2
            if previewRanges[mid].upperBound < line { low = mid + 1 } else { high = mid }
        }
        return low < previewRanges.count && previewRanges[low].contains(line)
    }
}

public struct ImportFact: Sendable, Hashable {
    public var module: String
    public var path: String
    public var kind: String?
    /// Attribute names with `@`, arguments dropped: `@testable`, `@_exported`, `@preconcurrency`.
    public var attributes: [String]
    public var accessLevel: String?
    /// The innermost enclosing `#if` condition text (whitespace collapsed), nil if unconditional.
    public var condition: String?
    @CompactPosition public var line: Int
    /// Column of the first token of the import declaration (attribute or modifier included).
    @CompactPosition public var column: Int
    /// Column just past the last path component.
    @CompactPosition public var endColumn: Int
    public var conditional: Bool

    public init(module: String, path: String, kind: String? = nil, attributes: [String] = [], accessLevel: String? = nil,
                conditional: Bool = false, condition: String? = nil, line: Int, column: Int, endColumn: Int) {
        self.module = module; self.path = path; self.kind = kind; self.attributes = attributes
        self.accessLevel = accessLevel; self.conditional = conditional; self.condition = condition
        self.line = line; self.column = column; self.endColumn = endColumn
    }
}

public enum DeclarationKind: String, Sendable, Hashable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`, `associatedtype`, macro
}

public struct DeclarationFact: Sendable, Hashable {
    /// Qualified by enclosing type / extension names; an extension's name is the extended type as written.
    public var name: String
    public var inherits: [String]
    public var aliasOf: String?
    public var accessLevel: String?
    /// Attribute names with `@` (`@main`, `@MainActor`, `@Observable`).
    public var attributes: [String]
    /// Declaration modifiers other than access level (`final`, `indirect`, `nonisolated`, ...).
    public var modifiers: [String]
    /// Line / column of the name token (extension: of the extended type).
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    /// Line of the closing brace (or of the name for body-less declarations).
    @CompactPosition public var endLine: Int
    /// Declared inside a function / closure / accessor body.
    public var isLocal: Bool
    public var kind: DeclarationKind
    public var conditional: Bool
    /// An extension with a `where` clause (`extension P where Self: UIViewController`): its
    /// members are there only for some conformers.
    public var hasWhereClause = false

    /// What the declaration conforms to or inherits from, by type name: `inherits` without a
    /// conformance's attributes and isolation (`@MainActor P`, `@unchecked Sendable`,
    /// `nonisolated Codable` conform to `P`, `Sendable`, `Codable`) and without suppressed
    /// conformances (`~Copyable` is the absence of one).
    public var conformances: [String] {
        // Nearly always nothing to strip: share the stored array (the type index keeps one per
        // declaration of the workspace).
        if !inherits.contains(where: DeclarationFact.hasConformancePrefix) { return inherits }
        return inherits.compactMap(DeclarationFact.conformanceName)
    }

    private static func hasConformancePrefix(_ written: String) -> Bool {
        guard let first = written.utf8.first else { return false }
        return first == UInt8(ascii: "@") || first == UInt8(ascii: "~") || written.hasPrefix("nonisolated ")
    }

    /// The conformed-to type of one written inheritance entry; nil for `~P`.
    public static func conformanceName(_ written: String) -> String? {
        guard let first = written.utf8.first else { return written }
        // Nearly every entry is a plain name: no copy.
        guard first == UInt8(ascii: "@") || first == UInt8(ascii: "~") || first == UInt8(ascii: "n") else { return written }
        var rest = Substring(written)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if rest.hasPrefix("@") {
                // `@Name`, `@Module.Name`, `@Name(arguments)`.
                rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                if rest.hasPrefix("(") {
                    var depth = 0
                    var end = rest.startIndex
                    while end < rest.endIndex {
                        let c = rest[end]
                        end = rest.index(after: end)
                        if c == "(" { depth += 1 } else if c == ")" { depth -= 1; if depth == 0 { break } }
                    }
                    rest = rest[end...]
                }
                continue
            }
            if rest.hasPrefix("nonisolated "), rest.count > "nonisolated ".count {
                rest = rest.dropFirst("nonisolated ".count)
                continue
            }
            break
        }
        if rest.hasPrefix("~") { return nil }
        return rest.isEmpty ? written : String(rest)
    }

    public init(kind: DeclarationKind, name: String, inherits: [String] = [], aliasOf: String? = nil, accessLevel: String? = nil,
                conditional: Bool = false, line: Int, column: Int, endLine: Int, attributes: [String] = [],
                modifiers: [String] = [], isLocal: Bool = false) {
        self.kind = kind; self.name = name; self.inherits = inherits; self.aliasOf = aliasOf
        self.accessLevel = accessLevel; self.conditional = conditional; self.line = line; self.column = column
        self.endLine = endLine; self.attributes = attributes; self.modifiers = modifiers; self.isLocal = isLocal
    }
}

public struct ProtocolRequirementFact: Sendable, Hashable {
    /// Qualified protocol name (oracle key `protocol`).
    public var protocolName: String
    /// `func`, `var`, `subscript`, `init`, `associatedtype`.
    public var kind: String
    public var name: String
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    /// A function's argument labels (`_` for none): `load(id:)` and `load(ids:)` are two
    /// requirements. Nil for other kinds.
    public var argumentLabels: [String]?
    /// The innermost `#if` around the requirement: a number per `#if` of the file (0 for
    /// none), which of its branches (0 for the `#if`, then each `#elseif` / `#else`), and the
    /// line of its `#if`. Only one branch is ever compiled.
    public var ifGroup: Int32 = 0
    public var ifBranch: Int32 = 0
    public var ifGroupLine: Int32 = 0
    public var isStatic: Bool
    /// `@objc optional`.
    public var isOptional: Bool
    /// Its result (a property's type) names `Self` or the protocol itself (`func with(_ user:
    /// User) -> Self`): the conforming value comes back out of it.
    public var handsOutSelf = false

    public init(protocolName: String, kind: String, name: String, line: Int, column: Int, isStatic: Bool = false, isOptional: Bool = false,
                argumentLabels: [String]? = nil) {
        self.protocolName = protocolName; self.kind = kind; self.name = name; self.line = line
        self.column = column; self.isStatic = isStatic; self.isOptional = isOptional; self.argumentLabels = argumentLabels
    }
}

public struct ParameterFact: Sendable, Hashable, EnclosedFact {
    /// `init`, `subscript`, or the func / macro name.
    public var function: String
    public var enclosingName: SharedName?
    /// External label if different from the name (`_` kept), nil otherwise.
    public var label: String?
    /// Internal name if given, else the external label.
    public var name: String
    /// Written type, whitespace collapsed; variadic `...` dropped.
    public var type: String
    /// Line of the parameter's first name token, column of its internal name (`repo` of
    /// `_ repo: Repo`).
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    /// Last line of the function's body, 0 when it has none (a protocol requirement): the lines
    /// where the name is this parameter.
    @CompactPosition public var bodyEndLine: Int = 0

    /// A default value is a `DefaultArgumentFact` of the same line and column (not repeated here:
    /// a workspace has many parameters).
    public init(function: String, enclosing: SharedName?, label: String? = nil, name: String, type: String,
                line: Int, column: Int) {
        self.function = function; self.enclosingName = enclosing; self.label = label; self.name = name
        self.type = type; self.line = line; self.column = column
    }
}

public struct DefaultArgumentFact: Sendable, Hashable, EnclosedFact {
    public var function: String
    public var enclosingName: SharedName?
    public var parameter: String
    public var type: String
    public var defaultValue: String
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    /// Where the default value ends (its last token's end), 0 when unknown.
    @CompactPosition public var valueEndLine: Int = 0
    @CompactPosition public var valueEndColumn: Int = 0
    /// The construction the default value performs at its top level (`X()`, `X.init()`,
    /// `.init()`, `X.shared`), if it is one; the same value also appears in `constructions`.
    public var construction: ConstructionFact? {
        get { boxedConstruction?.value }
        set { boxedConstruction = newValue.map(ConstructionBox.init) }
    }
    /// Boxed: most rows have none, and inline it would triple every row's size.
    private var boxedConstruction: ConstructionBox?

    public init(function: String, enclosing: SharedName?, parameter: String, type: String, defaultValue: String,
                line: Int, column: Int, construction: ConstructionFact? = nil) {
        self.function = function; self.enclosingName = enclosing; self.parameter = parameter; self.type = type
        self.defaultValue = defaultValue; self.line = line; self.column = column; self.construction = construction
    }
}

public struct StoredPropertyFact: Sendable, Hashable {
    public var enclosingType: String
    public var name: String
    public var type: String?
    public var initializer: String?
    /// The construction the initializer performs at its top level, if any.
    public var construction: ConstructionFact? {
        get { boxedConstruction?.value }
        set { boxedConstruction = newValue.map(ConstructionBox.init) }
    }
    private var boxedConstruction: ConstructionBox?
    /// `private`, `fileprivate`, `internal`, `package`, `public`, `open`; nil when not written.
    public var accessLevel: String?
    /// The property named by a property wrapper's key path argument: `apiClient` for
    /// `@Dependency(\.apiClient)` or `@Environment(\EnvironmentValues.apiClient)`.
    public var wrapperKeyPath: String?
    /// Attribute names with `@` (property wrappers: `@Injected`, `@Dependency`, `@Environment`, `@Published`).
    public var attributes: [String]
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    /// Column of the initializer's first token, else 0 (not known).
    @CompactPosition public var initializerColumn: Int = 0
    public var isStatic: Bool
    public var isLet: Bool
    /// `weak` or `unowned`: the type it is held as must be a class (or class-bound protocol).
    public var isWeak: Bool = false
    /// Lines from the name to the initializer's first token (`=` then `.stripe` on the next
    /// line); one byte, in the row's padding.
    var initializerLineOffset: UInt8 = 0
    /// Line of the initializer's first token, when `initializerColumn` is known.
    public var initializerLine: Int { line + Int(initializerLineOffset) }

    public init(enclosingType: String, name: String, type: String?, initializer: String?, isStatic: Bool = false,
                line: Int, column: Int, attributes: [String] = [], isLet: Bool = false, construction: ConstructionFact? = nil,
                accessLevel: String? = nil, wrapperKeyPath: String? = nil) {
        self.enclosingType = enclosingType; self.name = name; self.type = type; self.initializer = initializer
        self.isStatic = isStatic; self.line = line; self.column = column; self.attributes = attributes
        self.isLet = isLet; self.construction = construction; self.accessLevel = accessLevel
        self.wrapperKeyPath = wrapperKeyPath
    }
}

/// A name many rows of a file hold (their enclosing type), kept once: a row spends 8 bytes on
/// it instead of a `String`'s 16, and a large workspace has hundreds of thousands of rows.
public final class SharedName: Sendable, Hashable {
    public let value: String
    public init(_ value: String) { self.value = value }
    public static func == (a: SharedName, b: SharedName) -> Bool { a === b || a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A row that records its innermost enclosing type / extension (qualified; an extension gives
/// the extended type), nil at top level, as a shared name.
public protocol EnclosedFact {
    var enclosingName: SharedName? { get set }
}

extension EnclosedFact {
    public var enclosingType: String? {
        get { enclosingName?.value }
        set { enclosingName = newValue.map(SharedName.init) }
    }
}

public struct TypeReferenceSite: Sendable, Hashable, EnclosedFact {
    public var name: String
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    public var enclosingName: SharedName?

    public init(name: String, line: Int, column: Int, enclosing: SharedName? = nil) {
        self.name = name; self.line = line; self.column = column; self.enclosingName = enclosing
    }
}

public struct MemberAccessFact: Sendable, Hashable, EnclosedFact {
    public var base: String
    public var member: String
    @CompactPosition public var line: Int
    /// The column in the low 30 bits, `baseIsLocal` in the high one and `baseIsParameter` in the
    /// next: flags of their own would grow every row (hundreds of thousands on a large workspace)
    /// by 8 bytes of padding.
    private var columnAndLocal: UInt32 = 0
    public var column: Int {
        get { Int(columnAndLocal & 0x3FFF_FFFF) }
        set { columnAndLocal = (columnAndLocal & 0xC000_0000) | UInt32(clamping: Swift.min(Swift.max(newValue, 0), 0x3FFF_FFFF)) }
    }
    /// The base is a parameter of the enclosing function itself, not a closure's parameter, a
    /// loop's variable or a `let` that may shadow it.
    public var baseIsParameter: Bool {
        get { columnAndLocal & 0x4000_0000 != 0 }
        set { columnAndLocal = newValue ? columnAndLocal | 0x4000_0000 : columnAndLocal & 0xBFFF_FFFF }
    }
    /// Innermost enclosing type / extension (qualified; an extension gives the extended type).
    public var enclosingName: SharedName?
    /// The base is a parameter or local of the enclosing function (`func migrate(repository:
    /// R) { repository.save() }`), not the type's property of that name.
    public var baseIsLocal: Bool {
        get { columnAndLocal & 0x8000_0000 != 0 }
        set { columnAndLocal = newValue ? columnAndLocal | 0x8000_0000 : columnAndLocal & 0x7FFF_FFFF }
    }

    public init(base: String, member: String, line: Int, column: Int, enclosing: SharedName? = nil, baseIsLocal: Bool = false,
                baseIsParameter: Bool = false) {
        self.base = base; self.member = member; self.line = line; self.column = column; self.enclosingName = enclosing
        self.baseIsLocal = baseIsLocal
        self.baseIsParameter = baseIsParameter
    }
}

public enum ConstructionForm: String, Sendable, Hashable {
    /// `X(...)` or `X<T>(...)` or `Module.X(...)`.
    case call
    /// `X.init(...)`.
    case explicitInit
    /// `.init(...)`, type taken from the annotation / parameter type it initialises.
    case implicitInit
    /// `X.shared`, `X.default`, `X.live`, `X.make(...)`: an uppercase base with a lowercase member.
    case staticMember
}

public enum ConstructionContext: String, Sendable, Hashable {
    case defaultArgument, propertyInitializer, body, topLevel
}

public struct ConstructionFact: Sendable, Hashable {
    /// Written type name without generic arguments; `Module.X` gives `X`. Nil when `.init` has no known type.
    public var typeName: String?
    /// What is written before the type name, generic arguments dropped: a module or an
    /// enclosing type (`Keys.ImageCache()` -> `Keys`, `let c: A.B.Cache = .init()` -> `A.B`).
    public var qualifier: String?
    /// The name to resolve: `Keys.ImageCache` is the type nested in `Keys`, not a top-level
    /// `ImageCache` declared elsewhere.
    public var qualifiedTypeName: String? {
        guard let typeName else { return nil }
        guard let qualifier else { return typeName }
        return qualifier + "." + typeName
    }
    public var form: ConstructionForm
    /// Static member name for `.staticMember`.
    public var member: String?
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    @CompactPosition public var endLine: Int
    @CompactPosition public var endColumn: Int
    public var enclosingType: String?
    public var enclosingFunction: String?
    public var context: ConstructionContext
    /// The stored property whose initializer this is (`.propertyInitializer`), or the name a
    /// statement of a body assigns it to whole (`repository = X()`, `self.repository = X()`).
    public var propertyName: String?
    /// Inside a `#Preview { }` body or a `PreviewProvider` type.
    public var isInPreview: Bool
    /// Inside a DI container's wiring, where building implementations is the point: a
    /// registration closure (Swinject / Resolver / Dip `register { }`, Factory's `self { }`,
    /// `Factory(self) { }`, `.onTest { }`), `extension Container { }`, or a type conforming to
    /// `Assembly`, `ResolverRegistering`, `SharedContainer`, `AutoRegistering` or swift-dependencies'
    /// `DependencyKey` (its `liveValue`).
    public var isInRegistration: Bool
    /// The construction is the whole default value or initializer (`let cache = Cache()`) or
    /// assigned value (`cache = Cache()`), not an argument inside it or code in a closure it holds.
    public var isWholeValue: Bool
    /// In a `static` / `class` function (`enclosingFunction`), or in a static computed
    /// property's body: code with no instance to inject into.
    public var isInStaticFunction: Bool = false
    public var isInStaticProperty: Bool = false

    public init(typeName: String?, qualifier: String? = nil, form: ConstructionForm, member: String? = nil, line: Int, column: Int,
                endLine: Int, endColumn: Int, enclosingType: String? = nil, enclosingFunction: String? = nil,
                context: ConstructionContext, propertyName: String? = nil, isInPreview: Bool = false, isInRegistration: Bool = false,
                isWholeValue: Bool = false, isInStaticFunction: Bool = false, isInStaticProperty: Bool = false) {
        self.typeName = typeName; self.qualifier = qualifier; self.form = form; self.member = member; self.line = line; self.column = column
        self.endLine = endLine; self.endColumn = endColumn; self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction; self.context = context; self.propertyName = propertyName
        self.isInPreview = isInPreview
        self.isInRegistration = isInRegistration
        self.isWholeValue = isWholeValue
        self.isInStaticFunction = isInStaticFunction
        self.isInStaticProperty = isInStaticProperty
    }
}

/// A construction held by reference inside rows that rarely have one.
final class ConstructionBox: Sendable, Hashable {
    let value: ConstructionFact
    init(_ value: ConstructionFact) { self.value = value }
    static func == (a: ConstructionBox, b: ConstructionBox) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// `repository: .live` in `self.init(repository: .live)`.
public struct DelegatedImplicitMemberFact: Sendable, Hashable, EnclosedFact {
    public var label: String
    /// As written from the dot: `.live`, `.live(timeout: 3)`.
    public var value: String
    public var enclosingName: SharedName?
    @CompactPosition public var line: Int
    /// Of the dot, and just past the value when it ends on the same line (else the dot's + 1).
    @CompactPosition public var column: Int
    @CompactPosition public var endColumn: Int

    public init(label: String, value: String, enclosing: SharedName?, line: Int, column: Int, endColumn: Int) {
        self.label = label; self.value = value; self.enclosingName = enclosing; self.line = line; self.column = column
        self.endColumn = endColumn
    }
}

public struct ValueUseFact: Sendable, Hashable, EnclosedFact {
    public var name: String
    public var enclosingName: SharedName?
    @CompactPosition public var line: Int
    /// The column in the low 31 bits and `isLocal` in the high one: a flag of its own would
    /// grow every row by 8 bytes of padding.
    private var columnAndLocal: UInt32 = 0
    /// Column of the name's token: a binding of the same token (`let s = store`) is told from
    /// another use on its line (`let s = store; register(store)`).
    public var column: Int {
        get { Int(columnAndLocal & 0x7FFF_FFFF) }
        set { columnAndLocal = (columnAndLocal & 0x8000_0000) | UInt32(clamping: Swift.min(Swift.max(newValue, 0), 0x7FFF_FFFF)) }
    }
    /// A parameter or local of the enclosing function, not the type's property of that name.
    public var isLocal: Bool {
        get { columnAndLocal & 0x8000_0000 != 0 }
        set { columnAndLocal = newValue ? columnAndLocal | 0x8000_0000 : columnAndLocal & 0x7FFF_FFFF }
    }

    public init(name: String, enclosing: SharedName?, line: Int, column: Int = 0, isLocal: Bool = false) {
        self.name = name; self.enclosingName = enclosing; self.line = line; self.column = column; self.isLocal = isLocal
    }
}

public struct BindingFact: Sendable, Hashable {
    /// The local or computed property's name.
    public var name: String
    /// The name it stands for (`store` in `let s = self.store`; `self` in `guard let
    /// strongSelf = self`).
    public var source: String
    public var enclosingType: String?
    /// Line and column of the source name's token.
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int = 0
    /// Last line the local is visible on (the end of its enclosing block); for a computed
    /// property, its own last line (it is visible throughout the type).
    @CompactPosition public var endLine: Int
    /// A computed property rather than a local.
    public var isProperty: Bool
    /// The computed property's access level, nil when not written (or for a local).
    public var accessLevel: String?

    public init(name: String, source: String, enclosingType: String?, line: Int, endLine: Int, isProperty: Bool = false,
                accessLevel: String? = nil) {
        self.name = name; self.source = source; self.enclosingType = enclosingType; self.line = line
        self.endLine = endLine; self.isProperty = isProperty; self.accessLevel = accessLevel
    }
}

public struct ExtensionMemberFact: Sendable, Hashable {
    /// The extended type as written (generic arguments kept, as `DeclarationFact.name`).
    public var extendedType: String
    public var name: String
    @CompactPosition public var line: Int
    /// Of the member's name.
    @CompactPosition public var column: Int = 1
    /// The written type of a property member (`var apiClient: any APIClient { ... }`).
    public var type: String?
    public var isStatic: Bool
    /// `X` of the extension's `where Self == X`: a static member is then what `.name` means
    /// where a `P` is expected (`init(repository: Repository = .live)`).
    public var selfType: String?
    /// Where the names the member's body uses on `self` (`self.name` or bare: `fetch()`) lie in
    /// the file's `extensionSelfUses` (read them with `FileFacts.selfUses(of:)`): what a protocol
    /// extension's member needs of the protocol.
    var selfUsesStart: Int32 = 0
    var selfUsesCount: Int32 = 0
    /// The body uses `self` itself (hands it on, compares it), or too many names to keep: it may
    /// use anything of the type.
    public var usesSelf = false

    public init(extendedType: String, name: String, line: Int, column: Int = 1, type: String? = nil, isStatic: Bool = false,
                selfType: String? = nil) {
        self.extendedType = extendedType; self.name = name; self.line = line; self.column = column; self.type = type
        self.isStatic = isStatic; self.selfType = selfType
    }
}

public struct GenericParameterFact: Sendable, Hashable {
    public var name: String
    /// The written constraint (`SettingsStore`, `P & Q`), nil when unconstrained.
    public var constraint: String?
    @CompactPosition public var line: Int
    /// The function or type that declares it (`load` of `func load<C: Client>`), nil elsewhere.
    public var owner: String?

    public init(name: String, constraint: String?, line: Int, owner: String? = nil) {
        self.name = name; self.constraint = constraint; self.line = line; self.owner = owner
    }
}

public enum SuppressionKind: String, Sendable, Hashable {
    /// `archlint:disable:next` — the next line that holds code.
    case disableNext = "disable:next"
    /// `archlint:disable:this` — the comment's own line.
    case disableThis = "disable:this"
    /// `archlint:disable` — until `archlint:enable` for the same rule, or end of file.
    case disable
    case enable
    /// `archlint:` followed by no known command (`archlint:disable:nxt`): a typo that
    /// suppresses nothing; `rules` holds the command as written.
    case unknownCommand = "unknown"
}

public struct SuppressionFact: Sendable, Hashable {
    public var kind: SuppressionKind
    /// Rule ids; `["all"]` when none is named.
    public var rules: [String]
    /// Text after ` - ` (or ` -- `), trimmed; nil when absent.
    public var reason: String?
    @CompactPosition public var line: Int
    @CompactPosition public var column: Int
    /// For `disable:next`: the line it applies to (next line holding a token), else `line`.
    @CompactPosition public var targetLine: Int

    public init(kind: SuppressionKind, rules: [String], reason: String?, line: Int, column: Int, targetLine: Int) {
        self.kind = kind; self.rules = rules; self.reason = reason; self.line = line; self.column = column
        self.targetLine = targetLine
    }
}

extension DeclarationFact {
    /// `PreviewProvider`, or an iOS 18 `PreviewModifier` (`#Preview(traits: .modifier(...))`),
    /// bare or module-qualified: types whose code only the canvas runs.
    public static func isPreviewConformance(_ name: String) -> Bool {
        name == "PreviewProvider" || name.hasSuffix(".PreviewProvider") || name == "PreviewModifier" || name.hasSuffix(".PreviewModifier")
    }
}
