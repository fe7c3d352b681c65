/// The hash of the global phase's name tables: eight bytes per step, where a byte-wise FNV
/// takes one. The graph and the rules hash every type name,
/// member and module a workspace writes, most of them one to three words long.
public enum NameHash {
    @inlinable
    public static func of(_ s: String) -> UInt32 {
        s.withUTF8Bytes { of(bytes: $0) }
    }

    @inlinable
    public static func of(bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let n = bytes.count
        guard n > 0, let base = bytes.baseAddress else { return 0x9E37_79B9 }
        let raw = UnsafeRawPointer(base)
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: n &+ 1)
        if n >= 8 {
            var i = 0
            while i &+ 8 <= n {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 29
                i &+= 8
            }
            // The last word overlaps the one before; the length in the seed tells them apart.
            if i < n {
                h = (h ^ raw.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
                h ^= h >> 29
            }
        } else {
            var tail: UInt64 = 0
            var i = 0
            while i < n {
                tail |= UInt64(base[i]) &<< UInt64(truncatingIfNeeded: i &* 8)
                i &+= 1
            }
            h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h >> 29
        }
        h = h &* 0x9E37_79B9_7F4A_7C15
        return UInt32(truncatingIfNeeded: h >> 32)
    }

    /// Whether `s` is spelled by `bytes`.
    @inlinable
    public static func equal(_ s: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func same(_ k: UnsafeBufferPointer<UInt8>) -> Bool {
            guard k.count == bytes.count else { return false }
            var i = 0
            while i < k.count {
                if k[i] != bytes[i] { return false }
                i &+= 1
            }
            return true
        }
        return s.withUTF8Bytes(same)
    }
}

/// Strings to values on open addressing and `NameHash`, for the global phase's hot lookups
/// (every type name, construction and member access of a workspace). Entries keep their
/// insertion order, so walking `keys` is deterministic. `removeAll` keeps the storage: a
/// worker reuses one map for every file it handles.
public struct NameMap<Value> {
    @usableFromInline var hashes: [UInt32]
    @usableFromInline var entries: [Int32]
    /// The run of `removeAll` calls a slot was written in; older slots count as empty.
    @usableFromInline var stamps: [UInt32]
    @usableFromInline var stamp: UInt32 = 1
    @usableFromInline var mask: Int
    @usableFromInline var storedKeys: [String] = []
    public var values: [Value] = []

    /// In insertion order.
    public var keys: [String] { storedKeys }

    public init(minimumCapacity: Int = 16) {
        var capacity = 32
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        hashes = [UInt32](repeating: 0, count: capacity)
        entries = [Int32](repeating: -1, count: capacity)
        stamps = [UInt32](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    @inlinable public var count: Int { storedKeys.count }
    @inlinable public var isEmpty: Bool { storedKeys.isEmpty }

    /// The entry number of `key` (its position in `storedKeys` and `values`), or nil.
    @inlinable
    public func entry(_ key: String, hash h: UInt32) -> Int? {
        var slot = Int(h) & mask
        while true {
            if stamps[slot] != stamp { return nil }
            if hashes[slot] == h {
                let e = Int(entries[slot])
                if storedKeys[e] == key { return e }
            }
            slot = (slot &+ 1) & mask
        }
    }

    @inlinable
    public func entry(_ key: String) -> Int? { entry(key, hash: NameHash.of(key)) }

    /// The entry whose key has the UTF-8 bytes `bytes` (hashed with `NameHash.of(bytes:)`),
    /// without making a string of them.
    @inlinable
    public func entry(bytes: UnsafeBufferPointer<UInt8>, hash h: UInt32) -> Int? {
        var slot = Int(h) & mask
        while true {
            if stamps[slot] != stamp { return nil }
            if hashes[slot] == h {
                let e = Int(entries[slot])
                if NameHash.equal(storedKeys[e], bytes) { return e }
            }
            slot = (slot &+ 1) & mask
        }
    }

    @inlinable
    public subscript(_ key: String, hash h: UInt32) -> Value? {
        entry(key, hash: h).map { values[$0] }
    }

    @inlinable
    public subscript(_ key: String) -> Value? { self[key, hash: NameHash.of(key)] }

    /// Adds `key` with `value` unless present; returns its entry number either way.
    @inlinable
    @discardableResult
    public mutating func insert(_ key: String, hash h: UInt32, value: @autoclosure () -> Value) -> Int {
        var slot = Int(h) & mask
        while stamps[slot] == stamp {
            if hashes[slot] == h {
                let e = Int(entries[slot])
                if storedKeys[e] == key { return e }
            }
            slot = (slot &+ 1) & mask
        }
        let e = storedKeys.count
        storedKeys.append(key)
        values.append(value())
        hashes[slot] = h
        entries[slot] = Int32(truncatingIfNeeded: e)
        stamps[slot] = stamp
        if storedKeys.count * 2 > mask { grow() }
        return e
    }

    @inlinable
    @discardableResult
    public mutating func insert(_ key: String, value: @autoclosure () -> Value) -> Int {
        insert(key, hash: NameHash.of(key), value: value())
    }

    /// Empties the map, keeping its storage.
    @inlinable
    public mutating func removeAll() {
        storedKeys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        if stamp == UInt32.max {
            for k in stamps.indices { stamps[k] = 0 }
            stamp = 1
        } else {
            stamp += 1
        }
    }

    @usableFromInline
    mutating func grow() {
        let capacity = (mask + 1) * 2
        var freshHashes = [UInt32](repeating: 0, count: capacity)
        var freshEntries = [Int32](repeating: -1, count: capacity)
        var freshStamps = [UInt32](repeating: 0, count: capacity)
        let freshMask = capacity - 1
        for slot in 0...mask where stamps[slot] == stamp {
            var s = Int(hashes[slot]) & freshMask
            while freshStamps[s] == 1 { s = (s + 1) & freshMask }
            freshHashes[s] = hashes[slot]
            freshEntries[s] = entries[slot]
            freshStamps[s] = 1
        }
        hashes = freshHashes
        entries = freshEntries
        stamps = freshStamps
        stamp = 1
        mask = freshMask
    }
}

extension NameMap: Sendable where Value: Sendable {}

extension String {
    /// Whether the text holds the byte `byte` (on the contiguous bytes: the generic
    /// `utf8.contains` cost hundreds of instructions per short name).
    @inlinable public func containsUTF8Byte(_ byte: UInt8) -> Bool {
        withUTF8Bytes { bytes in
            for b in bytes where b == byte { return true }
            return false
        }
    }

    /// Whether a `/`-separated path has a component equal to `component`.
    @inlinable public func hasPathComponent(_ component: StaticString) -> Bool {
        withUTF8Bytes { bytes in
            let count = component.utf8CodeUnitCount
            let word = component.utf8Start
            var start = 0
            while start + count <= bytes.count {
                if start + count == bytes.count || bytes[start + count] == UInt8(ascii: "/") {
                    var same = true
                    for k in 0..<count where bytes[start + k] != word[k] { same = false; break }
                    if same { return true }
                }
                // The next component.
                var next = start
                while next < bytes.count && bytes[next] != UInt8(ascii: "/") { next += 1 }
                start = next + 1
            }
            return false
        }
    }

    /// `withUTF8` without the mutable copy it needs: native and small strings (nearly all) are
    /// read in place, which costs less than hashing a short name.
    @inlinable public func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

/// Answers for the last strings asked about, found by the strings' bits. Facts repeat the
/// same few names (type names, written types) as the very same `String` values: short ones
/// are stored in the value itself, longer ones shared by the facts extractor. Comparing two
/// words costs less than hashing the text; equal bits are the same string, and a miss only
/// costs the hashed lookup the caller makes anyway. The table holds the strings it answers
/// for, so that their storage cannot be freed and reused by another string with the same bits.
public struct RecentAnswers<Value> {
    @usableFromInline var held = [String?](repeating: nil, count: 256)
    @usableFromInline var first = [UInt64](repeating: 0, count: 256)
    @usableFromInline var second = [UInt64](repeating: 0, count: 256)
    @usableFromInline var answers: [Value?] = [Value?](repeating: nil, count: 256)
    /// The `forgetAll` generation an entry belongs to; older entries count as empty.
    @usableFromInline var stamps = [UInt32](repeating: 0, count: 256)
    @usableFromInline var stamp: UInt32 = 1

    public init() {}

    @usableFromInline static var usable: Bool { MemoryLayout<String>.size == 16 }

    @inlinable
    static func bits(_ s: String) -> (UInt64, UInt64, Int) {
        let (a, b) = unsafeBitCast(s, to: (UInt64, UInt64).self)
        let slot = Int(truncatingIfNeeded: ((a &* 0x9E37_79B9_7F4A_7C15) ^ (b &* 0xC4CE_B9FE_1A85_EC53)) >> 56)
        return (a, b, slot)
    }

    @inlinable
    public func answer(for s: String) -> Value? {
        guard Self.usable else { return nil }
        let (a, b, slot) = Self.bits(s)
        guard stamps[slot] == stamp, first[slot] == a, second[slot] == b else { return nil }
        return answers[slot]
    }

    @inlinable
    public mutating func remember(_ s: String, _ answer: Value) {
        guard Self.usable else { return }
        let (a, b, slot) = Self.bits(s)
        held[slot] = s
        first[slot] = a
        second[slot] = b
        answers[slot] = answer
        stamps[slot] = stamp
    }

    /// Empties the table (when the answers depend on the file being read).
    @inlinable
    public mutating func forgetAll() {
        stamp &+= 1
        if stamp == 0 {
            stamps = [UInt32](repeating: 0, count: 256)
            stamp = 1
        }
    }
}

extension RecentAnswers: Sendable where Value: Sendable {}
