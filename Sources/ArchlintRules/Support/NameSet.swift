import ArchlintSyntax

/// A set of names asked about hundreds of thousands of times (every member access of the
/// workspace) that nearly always answers no: the name's length and first byte rule most
/// strings out before any hashing.
struct NameSet {
    private var names = FastStringSet()
    private var lengths: UInt64 = 0
    private var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    var isEmpty: Bool { names.isEmpty }

    mutating func insert(_ name: String) {
        names.insert(name)
        lengths |= 1 << UInt64(min(name.utf8.count, 63))
        let b = name.utf8.first ?? 0
        let bit: UInt64 = 1 << UInt64(b & 63)
        switch b >> 6 {
        case 0: firstBytes.0 |= bit
        case 1: firstBytes.1 |= bit
        case 2: firstBytes.2 |= bit
        default: firstBytes.3 |= bit
        }
    }

    func contains(_ name: String) -> Bool {
        var copy = name
        return copy.withUTF8 { bytes in
            guard lengths & (1 << UInt64(min(bytes.count, 63))) != 0 else { return false }
            let b = bytes.first ?? 0
            let bit: UInt64 = 1 << UInt64(b & 63)
            let word: UInt64
            switch b >> 6 {
            case 0: word = firstBytes.0
            case 1: word = firstBytes.1
            case 2: word = firstBytes.2
            default: word = firstBytes.3
            }
            return word & bit != 0 && names.contains(name, hash: HashSlots.hash(bytes: bytes))
        }
    }
}
