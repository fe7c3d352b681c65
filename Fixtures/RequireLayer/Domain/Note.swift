import Foundation

struct Note: Identifiable, Equatable {
    let id: UUID
    var text: String
}

protocol NoteStore {
    func notes() async throws -> [Note]
    func save(_ note: Note) async throws
}
