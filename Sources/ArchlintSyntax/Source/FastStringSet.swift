/// A set of strings on `HashSlots`: asked about every type name and member access of a
/// workspace, where `Set<String>`'s hashing cost more than the work around it.
public struct FastStringSet: Sendable {
    private var slots: HashSlots
    /// In insertion order.
    public private(set) var members: [String] = []

    public init(minimumCapacity: Int = 32) {
        slots = HashSlots(minimumCapacity: minimumCapacity)
    }

    public var isEmpty: Bool { members.isEmpty }
    public var count: Int { members.count }

    public func contains(_ s: String) -> Bool {
        contains(s, hash: HashSlots.hash(s))
    }

    /// `contains` for callers that already hashed the bytes with `HashSlots.hash(bytes:)`.
    public func contains(_ s: String, hash h: UInt32) -> Bool {
        slots.find(h) { members[$0] == s }.entry != nil
    }

    /// Whether the string spelled by `bytes` is a member, without making that string.
    public func contains(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        slots.find(HashSlots.hash(bytes: bytes)) { members[$0].utf8.elementsEqual(bytes) }.entry != nil
    }

    /// Adds `s`; false when it was already there.
    @discardableResult
    public mutating func insert(_ s: String) -> Bool {
        let h = HashSlots.hash(s)
        let found = slots.find(h) { members[$0] == s }
        if found.entry != nil { return false }
        members.append(s)
        slots.insert(h, entry: members.count - 1, at: found.slot, count: members.count)
        return true
    }
}
