/// The strings of one file's longer names, built once each. A name over 15 bytes does not fit
/// in a small `String` and costs a validation, an allocation and a copy every time it is made;
/// type and member names repeat all over a file (`MemberAccessExprSyntax`, `userRepository`),
/// so they are looked up here by their bytes and shared instead.
struct NameTable {
    private var slots = HashSlots(minimumCapacity: 128)
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var strings: [String] = []

    /// The string of `bytes[start..<end]`, made once per distinct byte sequence.
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let base = bytes.baseAddress.unsafelyUnwrapped
        let length = end - start
        let h = HashSlots.hash(bytes: UnsafeBufferPointer(start: base + start, count: length))
        let found = slots.find(h) { e in
            Int(lengths[e]) == length && Self.sameBytes(base + Int(starts[e]), base + start, length)
        }
        if let e = found.entry { return strings[e] }
        let made = String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
        starts.append(Int32(truncatingIfNeeded: start))
        lengths.append(Int32(truncatingIfNeeded: length))
        strings.append(made)
        slots.insert(h, entry: strings.count - 1, at: found.slot, count: strings.count)
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
}
