/// The open-addressing index under archlint's hot name tables (`FastStringSet`, the facts'
/// `NameTable`, the type index's `NameBuckets`): 32-bit hashes to entry numbers, linear
/// probing, doubled at half load. The owner keeps the entries and says when one matches.
///
/// FNV-1a over UTF-8 bytes, not the standard library's seeded SipHash: the keys are names from
/// source code, not attacker-chosen, and SipHash cost several hundred instructions per lookup.
public struct HashSlots: Sendable {
    @usableFromInline var hashes: [UInt32]
    @usableFromInline var entries: [Int32]
    @usableFromInline var mask: Int

    public init(minimumCapacity: Int = 32) {
        var capacity = 64
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        hashes = [UInt32](repeating: 0, count: capacity)
        entries = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
    }

    @inlinable
    public static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    @inlinable
    public static func hash(_ s: String) -> UInt32 {
        var copy = s
        return copy.withUTF8 { hash(bytes: $0) }
    }

    /// The entry with hash `h` for which `matches` holds, or the slot where a new one goes.
    @inlinable
    public func find(_ h: UInt32, matches: (Int) -> Bool) -> (entry: Int?, slot: Int) {
        var slot = Int(h) & mask
        while true {
            let e = entries[slot]
            if e < 0 { return (nil, slot) }
            if hashes[slot] == h && matches(Int(e)) { return (Int(e), slot) }
            slot = (slot + 1) & mask
        }
    }

    /// Records entry number `entry` at `slot` (from `find`); `count` is the owner's entry count
    /// afterwards, which decides when to grow.
    @inlinable
    public mutating func insert(_ h: UInt32, entry: Int, at slot: Int, count: Int) {
        entries[slot] = Int32(truncatingIfNeeded: entry)
        hashes[slot] = h
        if count * 2 > mask { grow() }
    }

    @usableFromInline
    mutating func grow() {
        let capacity = (mask + 1) * 2
        var freshHashes = [UInt32](repeating: 0, count: capacity)
        var freshEntries = [Int32](repeating: -1, count: capacity)
        let freshMask = capacity - 1
        for slot in 0...mask where entries[slot] >= 0 {
            var s = Int(hashes[slot]) & freshMask
            while freshEntries[s] >= 0 { s = (s + 1) & freshMask }
            freshEntries[s] = entries[slot]
            freshHashes[s] = hashes[slot]
        }
        hashes = freshHashes
        entries = freshEntries
        mask = freshMask
    }
}
