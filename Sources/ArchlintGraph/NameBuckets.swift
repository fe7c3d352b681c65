import ArchlintSyntax

/// Type names to positions in `TypeIndex.types`, on `HashSlots`. The graph and the rules look
/// up every name written in the workspace, mostly names that are not workspace types (`Int`,
/// `String`): a hash of the bytes and one comparison answer those.
struct NameBuckets: Sendable {
    private var slots = HashSlots(minimumCapacity: 512)
    private var keys: [String] = []
    private var values: [[Int]] = []

    subscript(name name: String) -> [Int]? {
        slots.find(HashSlots.hash(name)) { keys[$0] == name }.entry.map { values[$0] }
    }

    mutating func append(_ index: Int, to name: String) {
        let h = HashSlots.hash(name)
        let found = slots.find(h) { keys[$0] == name }
        if let e = found.entry {
            values[e].append(index)
            return
        }
        keys.append(name)
        values.append([index])
        slots.insert(h, entry: keys.count - 1, at: found.slot, count: keys.count)
    }
}
