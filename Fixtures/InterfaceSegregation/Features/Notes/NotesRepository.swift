import Foundation

protocol NotesRepository {
    func fetchAll() async throws -> [String]
    func save(_ note: String) async throws
    func delete(_ note: String) async throws
}

/// What the screens of the feature share.
struct NotesEnvironment {
    let repository: NotesRepository
    let now: () -> Date
}
