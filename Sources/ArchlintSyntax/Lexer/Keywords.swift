/// A word the facts extractor acts on, recognised once by the lexer and stored in its token, so
/// that the extractor dispatches on a byte instead of comparing the token's text against chains
/// of words. The reserved words of Swift 6 (the keywords swift-syntax's lexer classifies itself)
/// are lexed as `.keyword`; the contextual words (`actor`, `some`, `get`, `nonisolated`, ...) stay
/// `.identifier`: they are valid names (`let actor = 2`) and the extractor judges them by position.
public enum Word: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved words.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`
    case `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`
    case `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`
    case `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    case anyType, `as`, `false`, `is`, `nil`, `self`, selfType, `super`, `throws`, `true`, `try`
    // Contextual words (identifiers).
    case actor, macro, any, some, await, consume, copy, unsafe, discard, each, async, reasync
    case get, set, willSet, didSet, modify, read, _read, _modify, unsafeAddress, unsafeMutableAddress
    case open, package, final, override, mutating, nonmutating, lazy, weak, unowned, optional, required
    case convenience, dynamic, indirect, nonisolated, distributed, prefix, postfix, infix, consuming
    case borrowing, __consuming, isolated, _const, __setter_access, sending, __owned, __shared, transferring
    case of, typeMember, protocolMember, underscore, autoclosure, escaping, sendable, noescape
    case _specialize, _implements

    /// The last reserved word: every word up to it is lexed as `.keyword`.
    static let lastReserved = Word.`try`

    public var isReserved: Bool { rawValue != 0 && rawValue <= Word.lastReserved.rawValue }

    /// Spelling of every word but `.none`, in declaration order (a test checks the order).
    static let spellings: [StaticString] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "actor", "macro", "any", "some", "await", "consume", "copy", "unsafe", "discard", "each", "async", "reasync",
        "get", "set", "willSet", "didSet", "modify", "read", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress",
        "open", "package", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "optional", "required",
        "convenience", "dynamic", "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "consuming",
        "borrowing", "__consuming", "isolated", "_const", "__setter_access", "sending", "__owned", "__shared", "transferring",
        "of", "Type", "Protocol", "_", "autoclosure", "escaping", "Sendable", "noescape",
        "_specialize", "_implements",
    ]

    public var spelling: StaticString { Word.spellings[Int(rawValue) - 1] }
}

/// Finds the `Word` spelled by a byte range: an open-addressing table keyed by the first two,
/// the last two bytes and the length, built once. Most identifiers are no word and end at an
/// empty slot after one multiply and one load; no hashing of the whole name, no allocation.
struct WordTable: @unchecked Sendable {
    private static let bits = 10
    private static let mask = (1 << bits) - 1
    /// Word per slot (0: empty).
    private let slots: UnsafeMutablePointer<UInt8>
    /// Length and bytes of each word's spelling, by raw value.
    private let lengths: UnsafeMutablePointer<UInt8>
    private let spellingBytes: UnsafeMutablePointer<UnsafePointer<UInt8>>

    static let shared = WordTable()

    private init() {
        let count = Word.spellings.count + 1
        slots = .allocate(capacity: WordTable.mask + 1)
        slots.initialize(repeating: 0, count: WordTable.mask + 1)
        lengths = .allocate(capacity: count)
        lengths.initialize(repeating: 0, count: count)
        spellingBytes = .allocate(capacity: count)
        let empty: StaticString = ""
        spellingBytes.initialize(repeating: empty.utf8Start, count: count)
        for (index, spelling) in Word.spellings.enumerated() {
            let raw = index + 1
            lengths[raw] = UInt8(spelling.utf8CodeUnitCount)
            spellingBytes[raw] = spelling.utf8Start
            var slot = WordTable.slot(spelling.utf8Start, spelling.utf8CodeUnitCount)
            while slots[slot] != 0 { slot = (slot + 1) & WordTable.mask }
            slots[slot] = UInt8(raw)
        }
    }

    @inline(__always)
    private static func slot(_ p: UnsafePointer<UInt8>, _ len: Int) -> Int {
        let key = UInt32(p[0]) | UInt32(p[len > 1 ? 1 : 0]) << 8 | UInt32(p[len - 2 >= 0 ? len - 2 : 0]) << 16
            | UInt32(p[len - 1]) << 24
        let mixed = (key ^ UInt32(truncatingIfNeeded: len) &* 0x0100_0193) &* 0x9E37_79B1
        return Int(mixed >> UInt32(32 - bits))
    }

    /// The word spelled by `len` bytes at `p` (`.none` for any other name).
    @inline(__always)
    func word(_ p: UnsafePointer<UInt8>, _ len: Int) -> Word {
        guard len >= 1 && len <= 20 else { return .none }
        var slot = WordTable.slot(p, len)
        while true {
            let raw = slots[slot]
            if raw == 0 { return .none }
            if Int(lengths[Int(raw)]) == len {
                let w = spellingBytes[Int(raw)]
                var k = 0
                while k < len && p[k] == w[k] { k += 1 }
                if k == len { return Word(rawValue: raw).unsafelyUnwrapped }
            }
            slot = (slot + 1) & WordTable.mask
        }
    }
}
