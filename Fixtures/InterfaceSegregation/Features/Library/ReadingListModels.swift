import Foundation

/// Calls `recentBooks`, which calls `refreshedBooks`: uses `fetchBooks` and `clearCache`, 2 of 5.
@MainActor
final class ReadingListViewModel: ObservableObject {
    @Published private(set) var books: [Book] = []
    private let repository: BookRepository // expect: interface-segregation

    init(repository: BookRepository) {
        self.repository = repository
    }

    func load() async {
        books = (try? await repository.recentBooks(limit: 20)) ?? []
    }
}

/// Reads the extension's `isEmpty`, which reads `count`: 1 of 5.
@MainActor
final class ReadingBadgeViewModel: ObservableObject {
    private let repository: BookRepository // expect: interface-segregation

    init(repository: BookRepository) {
        self.repository = repository
    }

    var showsBadge: Bool { !repository.isEmpty }
}

/// `debugDescription()` hands the repository itself on: not judged.
final class ReadingDebugPanel {
    private let repository: BookRepository

    init(repository: BookRepository) {
        self.repository = repository
    }

    func dump() -> String { repository.debugDescription() }
}

/// Saves and deletes itself and refreshes through the extension: 4 of 5 used, fine.
final class ReadingListSyncUseCase {
    private let repository: BookRepository

    init(repository: BookRepository) {
        self.repository = repository
    }

    func replace(_ old: Book, with new: Book) async throws -> [Book] {
        try await repository.delete(old)
        try await repository.save(new)
        return try await repository.refreshedBooks()
    }
}

/// A seam nested in its feature's namespace (Swift 5.10), held by its qualified name: uses one
/// of three.
enum ReadingList {
    protocol Syncing {
        func pushChanges() async throws
        func pullChanges() async throws
        func resolveConflicts() async throws
    }
}

@MainActor
final class ReadingListSyncViewModel: ObservableObject {
    private let syncing: any ReadingList.Syncing // expect: interface-segregation

    init(syncing: any ReadingList.Syncing) {
        self.syncing = syncing
    }

    func refresh() async {
        try? await syncing.pullChanges()
    }
}
