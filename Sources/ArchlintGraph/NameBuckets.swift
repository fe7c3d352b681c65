import ArchlintWorkspace

/// Type names to positions in `TypeIndex.types`. The graph and the rules look up every name
/// written in the workspace, mostly names that are not workspace types (`Int`, `String`): a
/// hash of the bytes and one comparison answer those.
struct NameBuckets: Sendable {
    private var map = NameMap<[Int]>(minimumCapacity: 512)

    subscript(name name: String) -> [Int]? { map[name] }

    subscript(name name: String, hash h: UInt32) -> [Int]? { map[name, hash: h] }

    /// The entry number of `name`: names are numbered in the order they were first appended.
    func entry(_ name: String, hash h: UInt32) -> Int? { map.entry(name, hash: h) }

    func indices(ofEntry e: Int) -> [Int] { map.values[e] }

    var names: [String] { map.keys }

    /// Adds `index` to `name`'s positions; returns the name's entry number.
    @discardableResult
    mutating func append(_ index: Int, to name: String) -> Int {
        let e = map.insert(name, value: [])
        map.values[e].append(index)
        return e
    }
}
