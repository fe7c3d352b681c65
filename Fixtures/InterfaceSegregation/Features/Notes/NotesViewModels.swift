import SwiftUI

/// Uses one of three. Another type of this file reads `environment.repository`: a different
/// property, which a `private` one cannot be.
@MainActor
final class NotesListViewModel: ObservableObject {
    private let repository: NotesRepository // expect: interface-segregation
    @Published private(set) var notes: [String] = []

    init(repository: NotesRepository) {
        self.repository = repository
    }

    func load() async {
        notes = (try? await repository.fetchAll()) ?? []
    }
}

struct NoteCountBadge: View {
    let environment: NotesEnvironment
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .task { count = (try? await environment.repository.fetchAll().count) ?? 0 }
    }
}
