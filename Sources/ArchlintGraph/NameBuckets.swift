/// Type names to positions in `TypeIndex.types`. The graph and the rules look up every name
/// written in the workspace, mostly names that are not workspace types (`Int`, `String`): an
/// FNV hash of the UTF-8 bytes and one comparison answer those, where `Dictionary`'s seeded
/// SipHash cost several hundred instructions per lookup.
struct NameBuckets: Sendable {
    private var hashes: [UInt32] = [UInt32](repeating: 0, count: 1024)
    private var slots: [Int32] = [Int32](repeating: -1, count: 1024)
    private var keys: [String] = []
    private var values: [[Int]] = []
    private var mask = 1023

    static func hash(_ name: String) -> UInt32 {
        var copy = name
        return copy.withUTF8 { bytes in
            var h: UInt32 = 2_166_136_261
            for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
            return h
        }
    }

    subscript(name name: String) -> [Int]? {
        let h = Self.hash(name)
        var s = Int(h) & mask
        while true {
            let e = slots[s]
            if e < 0 { return nil }
            if hashes[s] == h && keys[Int(e)] == name { return values[Int(e)] }
            s = (s + 1) & mask
        }
    }

    mutating func append(_ index: Int, to name: String) {
        let h = Self.hash(name)
        var s = Int(h) & mask
        while true {
            let e = slots[s]
            if e < 0 { break }
            if hashes[s] == h && keys[Int(e)] == name {
                values[Int(e)].append(index)
                return
            }
            s = (s + 1) & mask
        }
        slots[s] = Int32(truncatingIfNeeded: keys.count)
        hashes[s] = h
        keys.append(name)
        values.append([index])
        if keys.count * 2 > mask { grow() }
    }

    private mutating func grow() {
        let capacity = (mask + 1) * 2
        var freshHashes = [UInt32](repeating: 0, count: capacity)
        var freshSlots = [Int32](repeating: -1, count: capacity)
        let freshMask = capacity - 1
        for s in 0...mask where slots[s] >= 0 {
            var t = Int(hashes[s]) & freshMask
            while freshSlots[t] >= 0 { t = (t + 1) & freshMask }
            freshSlots[t] = slots[s]
            freshHashes[t] = hashes[s]
        }
        hashes = freshHashes
        slots = freshSlots
        mask = freshMask
    }
}
