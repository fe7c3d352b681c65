import Foundation

final class FileNoteStore: NoteStore {
    private var cache: [Note] = []

    func notes() async throws -> [Note] {
        cache
    }

    func save(_ note: Note) async throws {
        cache.removeAll { $0.id == note.id }
        cache.append(note)
    }
}
