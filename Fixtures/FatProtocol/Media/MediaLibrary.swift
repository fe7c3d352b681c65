import Foundation

/// Exactly 10 requirements of its own: at the limit, not over it.
protocol MediaLibrary {
    associatedtype Item: Identifiable

    var items: [Item] { get }
    var isLoading: Bool { get }

    func reload() async throws
    func item(id: Item.ID) -> Item?
    func add(_ item: Item) async throws
    func remove(id: Item.ID) async throws
    func move(fromOffsets source: IndexSet, toOffset destination: Int)
    func search(_ query: String) -> [Item]
    mutating func sort(by areInIncreasingOrder: (Item, Item) -> Bool)

    subscript(index: Int) -> Item { get }
}

extension MediaLibrary {
    var isEmpty: Bool { items.isEmpty }

    func first() -> Item? { items.first }
}

func summary(of library: some MediaLibrary) -> String {
    library.isLoading ? "Loading…" : "\(library.items.count) items"
}
