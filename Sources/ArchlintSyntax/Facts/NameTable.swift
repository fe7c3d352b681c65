/// The strings of one file's longer names, built once each. A name over 15 bytes does not fit
/// in a small `String` and costs a validation, an allocation and a copy every time it is made;
/// type and member names repeat all over a file (`MemberAccessExprSyntax`, `userRepository`),
/// so they are looked up here by their bytes and shared instead.
struct NameTable {
    private var hashes: [UInt32]
    private var entries: [Int32]
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var strings: [String] = []
    private var mask: Int

    init() {
        hashes = [UInt32](repeating: 0, count: 256)
        entries = [Int32](repeating: -1, count: 256)
        mask = 255
    }

    /// The string of `bytes[start..<end]`, made once per distinct byte sequence.
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let base = bytes.baseAddress.unsafelyUnwrapped
        let length = end - start
        var h: UInt32 = 2_166_136_261
        for k in start..<end { h = (h ^ UInt32(base[k])) &* 16_777_619 }
        var slot = Int(h) & mask
        while true {
            let e = entries[slot]
            if e < 0 { break }
            if hashes[slot] == h, Int(lengths[Int(e)]) == length,
               Self.sameBytes(base + Int(starts[Int(e)]), base + start, length) {
                return strings[Int(e)]
            }
            slot = (slot + 1) & mask
        }
        let made = String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
        entries[slot] = Int32(truncatingIfNeeded: strings.count)
        hashes[slot] = h
        starts.append(Int32(truncatingIfNeeded: start))
        lengths.append(Int32(truncatingIfNeeded: length))
        strings.append(made)
        if strings.count * 2 > mask { grow() }
        return made
    }

    private static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var k = 0
        while k < count {
            if a[k] != b[k] { return false }
            k += 1
        }
        return true
    }

    private mutating func grow() {
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

