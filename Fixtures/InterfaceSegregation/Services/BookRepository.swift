import Foundation

struct Book: Identifiable, Hashable {
    let id: UUID
    var title: String
}

protocol BookRepository {
    var count: Int { get }
    func fetchBooks() async throws -> [Book]
    func clearCache()
    func save(_ book: Book) async throws
    func delete(_ book: Book) async throws
}
