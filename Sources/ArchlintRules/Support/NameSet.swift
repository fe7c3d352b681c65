import ArchlintWorkspace

/// A set of names asked about hundreds of thousands of times (every member access of the
/// workspace) that nearly always answers no: the name's length and first byte rule most
/// strings out before any hashing. Members are numbered in the order they were inserted.
struct NameSet {
    private var names = NameMap<Int32>()
    private var lengths: UInt64 = 0
    private var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    var isEmpty: Bool { names.isEmpty }
    var count: Int { names.count }

    /// Adds `name` (if new) and returns its number.
    @discardableResult
    mutating func insert(_ name: String) -> Int32 {
        let next = Int32(names.count)
        let e = names.insert(name, value: next)
        lengths |= 1 << UInt64(min(name.utf8.count, 63))
        let b = name.utf8.first ?? 0
        let bit: UInt64 = 1 << UInt64(b & 63)
        switch b >> 6 {
        case 0: firstBytes.0 |= bit
        case 1: firstBytes.1 |= bit
        case 2: firstBytes.2 |= bit
        default: firstBytes.3 |= bit
        }
        return names.values[e]
    }

    /// The number of `name`, nil when it is no member.
    func number(of name: String) -> Int32? {
        name.withUTF8Bytes { number(of: name, bytes: $0) }
    }

    private func number(of name: String, bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard lengths & (1 << UInt64(min(bytes.count, 63))) != 0 else { return nil }
        let b = bytes.first ?? 0
        let bit: UInt64 = 1 << UInt64(b & 63)
        let word: UInt64
        switch b >> 6 {
        case 0: word = firstBytes.0
        case 1: word = firstBytes.1
        case 2: word = firstBytes.2
        default: word = firstBytes.3
        }
        guard word & bit != 0 else { return nil }
        return names[name, hash: NameHash.of(bytes: bytes)]
    }

    func contains(_ name: String) -> Bool { number(of: name) != nil }
}
