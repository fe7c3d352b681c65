/// A set of strings hashed with FNV-1a over their UTF-8 bytes. The standard `Set<String>`
/// hashes with seeded SipHash, several hundred instructions per short name; archlint asks
/// such sets about every type name and member access of a workspace, and the names are not
/// attacker-chosen keys, so a cheap hash is the right trade.
public struct FastStringSet: Sendable {
    private var hashes: [UInt32]
    private var slots: [Int32]
    /// In insertion order.
    public private(set) var members: [String] = []
    private var mask: Int

    public init(minimumCapacity: Int = 32) {
        var capacity = 64
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        hashes = [UInt32](repeating: 0, count: capacity)
        slots = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
    }

    public var isEmpty: Bool { members.isEmpty }
    public var count: Int { members.count }

    @inline(__always)
    static func hash(_ s: String) -> UInt32 {
        var copy = s
        return copy.withUTF8 { hash(bytes: $0) }
    }

    /// The hash `contains(_:hash:)` expects, for callers that already hold the bytes.
    @inline(__always)
    public static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    public func contains(_ s: String) -> Bool {
        contains(s, hash: Self.hash(s))
    }

    public func contains(_ s: String, hash h: UInt32) -> Bool {
        var slot = Int(h) & mask
        while true {
            let e = slots[slot]
            if e < 0 { return false }
            if hashes[slot] == h && members[Int(e)] == s { return true }
            slot = (slot + 1) & mask
        }
    }

    /// Whether the string spelled by `bytes` is a member, without making that string.
    public func contains(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let h = Self.hash(bytes: bytes)
        var slot = Int(h) & mask
        while true {
            let e = slots[slot]
            if e < 0 { return false }
            if hashes[slot] == h && members[Int(e)].utf8.elementsEqual(bytes) { return true }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `s`; false when it was already there.
    @discardableResult
    public mutating func insert(_ s: String) -> Bool {
        let h = Self.hash(s)
        var slot = Int(h) & mask
        while true {
            let e = slots[slot]
            if e < 0 { break }
            if hashes[slot] == h && members[Int(e)] == s { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: members.count)
        hashes[slot] = h
        members.append(s)
        if members.count * 2 > mask { grow() }
        return true
    }

    private mutating func grow() {
        let capacity = (mask + 1) * 2
        var freshHashes = [UInt32](repeating: 0, count: capacity)
        var freshSlots = [Int32](repeating: -1, count: capacity)
        let freshMask = capacity - 1
        for slot in 0...mask where slots[slot] >= 0 {
            var s = Int(hashes[slot]) & freshMask
            while freshSlots[s] >= 0 { s = (s + 1) & freshMask }
            freshSlots[s] = slots[slot]
            freshHashes[s] = hashes[slot]
        }
        hashes = freshHashes
        slots = freshSlots
        mask = freshMask
    }
}
