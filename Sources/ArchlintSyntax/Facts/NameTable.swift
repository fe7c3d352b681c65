/// The strings of one file's names, built once each, with a number per distinct name. Making a
/// `String` from bytes costs a validation (and past 15 bytes an allocation and a copy) every
/// time; names repeat all over a file (`self`, `String`, `MemberAccessExprSyntax`,
/// `userRepository`), so they are looked up here by their bytes and shared instead, and sets of
/// names (the file's type references) are kept by number.
///
/// Asked for every token text the extractor reads, so the table is hand-rolled: open
/// addressing over raw buffers, a hash of whole 8-byte words, no closures (a closure capturing
/// the arrays cost a retain and release of each per lookup).
final class NameTable {
    /// The file's bytes: names are compared where they are spelled, not through their strings.
    private let base: UnsafePointer<UInt8>
    private let byteCount: Int
    @exclusivity(unchecked) private var mask: Int
    @exclusivity(unchecked) private var slotHashes: UnsafeMutablePointer<UInt32>
    /// Entry number per slot, -1 when empty.
    @exclusivity(unchecked) private var slotEntries: UnsafeMutablePointer<Int32>
    /// Where each entry's bytes start in the file, and how many.
    @exclusivity(unchecked) private var starts: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var lengths: UnsafeMutablePointer<Int32>
    /// Each entry's first eight bytes (zero-filled), compared before anything else.
    @exclusivity(unchecked) private var heads: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var strings: [String] = []
    /// Some name was ill-formed UTF-8 and its string repaired: its bytes no longer spell it.
    @exclusivity(unchecked) private(set) var anyRepaired = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // An empty file has no names; a static empty string keeps the pointer non-optional.
        base = bytes.baseAddress ?? ("" as StaticString).utf8Start
        byteCount = bytes.count
        let slots = 512
        mask = slots - 1
        slotHashes = .allocate(capacity: slots)
        slotEntries = .allocate(capacity: slots)
        slotEntries.initialize(repeating: -1, count: slots)
        capacity = slots / 2
        starts = .allocate(capacity: capacity)
        lengths = .allocate(capacity: capacity)
        heads = .allocate(capacity: capacity)
        strings.reserveCapacity(capacity)
    }

    deinit {
        slotHashes.deallocate()
        slotEntries.deallocate()
        starts.deallocate()
        lengths.deallocate()
        heads.deallocate()
    }

    var count: Int { strings.count }

    /// Eight bytes at `p` (fewer at the end of the file, zero-filled), little-endian.
    @inline(__always)
    private func word(_ p: UnsafePointer<UInt8>, _ available: Int) -> UInt64 {
        if available >= 8 { return UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)) }
        var w: UInt64 = 0
        var k = 0
        while k < available { w |= UInt64(p[k]) << UInt64(8 * k); k += 1 }
        return w
    }

    /// The first eight bytes of a name (fewer for a shorter name, zero-filled).
    @inline(__always)
    private func head(_ p: UnsafePointer<UInt8>, _ length: Int) -> UInt64 {
        let w = word(p, byteCount - (p - base))
        return length >= 8 ? w : w & ((1 << UInt64(8 * length)) &- 1)
    }

    /// A hash of a name from its head and length, and for longer names its next bytes.
    @inline(__always)
    private func hash(_ p: UnsafePointer<UInt8>, _ length: Int, head: UInt64) -> UInt32 {
        var h = (head ^ UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15) &* 0xFF51_AFD7_ED55_8CCD
        var k = 8
        while k < length {
            var w = word(p + k, byteCount - (p + k - base))
            let left = length - k
            if left < 8 { w &= (1 << UInt64(8 * left)) &- 1 }
            h = (h ^ (h >> 29) ^ w) &* 0xFF51_AFD7_ED55_8CCD
            k += 8
        }
        return UInt32(truncatingIfNeeded: h >> 32)
    }

    /// Whole words first: names are mostly longer than eight bytes when they are long at all.
    private static func isASCII(_ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var k = 0
        let raw = UnsafeRawPointer(p)
        while k + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            k += 8
        }
        while k < count {
            if p[k] >= 0x80 { return false }
            k += 1
        }
        return true
    }

    @inline(__always)
    private static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var k = 0
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        while k + 8 <= count {
            if ra.loadUnaligned(fromByteOffset: k, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return false }
            k += 8
        }
        while k < count {
            if a[k] != b[k] { return false }
            k += 1
        }
        return true
    }

    /// The number of the name spelled by the file's bytes `start..<end`, made on first sight.
    func id(_ start: Int, _ end: Int) -> Int {
        let length = end - start
        let p = base + start
        let first = head(p, length)
        let h = hash(p, length, head: first)
        var slot = Int(h) & mask
        while true {
            let e = Int(slotEntries[slot])
            if e < 0 { break }
            // Same hash, length and first eight bytes: only longer names compare the rest.
            if slotHashes[slot] == h && Int(lengths[e]) == length && heads[e] == first
                && (length <= 8 || NameTable.sameBytes(base + Int(starts[e]) + 8, p + 8, length - 8)) {
                return e
            }
            slot = (slot + 1) & mask
        }
        var made = String(decoding: UnsafeBufferPointer(start: p, count: length), as: UTF8.self)
        if !anyRepaired && !NameTable.isASCII(p, length) {
            anyRepaired = made.withUTF8 { $0.count != length || !NameTable.sameBytes($0.baseAddress.unsafelyUnwrapped, p, length) }
        }
        let e = strings.count
        if e == capacity { growEntries() }
        starts[e] = Int32(truncatingIfNeeded: start)
        lengths[e] = Int32(truncatingIfNeeded: length)
        heads[e] = first
        strings.append(made)
        slotEntries[slot] = Int32(truncatingIfNeeded: e)
        slotHashes[slot] = h
        if strings.count * 2 > mask { growSlots() }
        return e
    }

    @inline(__always) func string(_ id: Int) -> String { strings[id] }

    /// The string of the file's bytes `start..<end`, made once per distinct byte sequence.
    func name(_ start: Int, _ end: Int) -> String { strings[id(start, end)] }

    /// Byte-wise UTF-8 order of two names, read from the file's bytes: `precedesInUTF8Order` of
    /// their strings unless `anyRepaired`.
    func precedes(_ a: Int, _ b: Int) -> Bool {
        let pa = base + Int(starts[a]), pb = base + Int(starts[b])
        let la = Int(lengths[a]), lb = Int(lengths[b])
        var k = 0
        let common = Swift.min(la, lb)
        while k < common {
            if pa[k] != pb[k] { return pa[k] < pb[k] }
            k += 1
        }
        return la < lb
    }

    private func growEntries() {
        let bigger = capacity * 2
        let freshStarts = UnsafeMutablePointer<Int32>.allocate(capacity: bigger)
        let freshLengths = UnsafeMutablePointer<Int32>.allocate(capacity: bigger)
        let freshHeads = UnsafeMutablePointer<UInt64>.allocate(capacity: bigger)
        freshStarts.moveInitialize(from: starts, count: capacity)
        freshLengths.moveInitialize(from: lengths, count: capacity)
        freshHeads.moveInitialize(from: heads, count: capacity)
        starts.deallocate()
        lengths.deallocate()
        heads.deallocate()
        starts = freshStarts
        lengths = freshLengths
        heads = freshHeads
        capacity = bigger
    }

    private func growSlots() {
        let slots = (mask + 1) * 2
        let freshHashes = UnsafeMutablePointer<UInt32>.allocate(capacity: slots)
        let freshEntries = UnsafeMutablePointer<Int32>.allocate(capacity: slots)
        freshEntries.initialize(repeating: -1, count: slots)
        let freshMask = slots - 1
        for slot in 0...mask where slotEntries[slot] >= 0 {
            var s = Int(slotHashes[slot]) & freshMask
            while freshEntries[s] >= 0 { s = (s + 1) & freshMask }
            freshEntries[s] = slotEntries[slot]
            freshHashes[s] = slotHashes[slot]
        }
        slotHashes.deallocate()
        slotEntries.deallocate()
        slotHashes = freshHashes
        slotEntries = freshEntries
        mask = freshMask
    }
}
