import Foundation

struct Contact: Identifiable, Equatable {
    let id: String
    var name: String
    var isFavorite: Bool
}

protocol ContactReading {
    func contact(id: String) async throws -> Contact
    func favorites() async throws -> [Contact]
}

protocol ContactWriting {
    func save(_ contact: Contact) async throws
    func delete(id: String) async throws
    func importAll(from url: URL) async throws
}

/// Built from its parts with a composition: 5 requirements, all inherited.
protocol ContactStore: ContactReading & ContactWriting {}

/// A store keyed by a primary associated type.
protocol Store<Item> {
    associatedtype Item
    func item(id: String) -> Item?
    func insert(_ item: Item)
    func removeAll()
}

/// Requirements named by keywords are written with backticks and used without them.
protocol ContactPreferences {
    var `default`: String { get }
    var sortOrder: String { get }
    func reset()
}
