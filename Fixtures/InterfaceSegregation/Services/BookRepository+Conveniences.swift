import Foundation

/// Conveniences every book repository gets: callers use the requirements these bodies use.
extension BookRepository {
    var isEmpty: Bool { count == 0 }

    func refreshedBooks() async throws -> [Book] {
        clearCache()
        return try await self.fetchBooks()
    }

    func recentBooks(limit: Int = 10) async throws -> [Book] {
        let books = try await refreshedBooks()
        return Array(books.prefix(limit))
    }

    /// Hands `self` on: anything of the protocol may be used.
    func debugDescription() -> String {
        String(describing: self)
    }
}
