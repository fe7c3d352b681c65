import SwiftUI

/// Generic over its repository (static dispatch, no existential): the generic parameter is
/// the seam, and the screen only searches: 1 of 4.
@MainActor
final class MemberSearchViewModel<Repository: UserRepository>: ObservableObject {
    @Published private(set) var results: [User] = []
    private let repository: Repository // expect: interface-segregation

    init(repository: Repository) {
        self.repository = repository
    }

    func search(_ query: String) async {
        results = (try? await repository.search(query: query)) ?? []
    }
}

/// The same with a `where` clause, using everything: nothing to report.
struct MemberSyncUseCase<Store> where Store: UserRepository {
    let store: Store

    func sync(_ user: User) async throws -> [User] {
        _ = try await store.user(id: user.id)
        try await store.save(user)
        try await store.delete(id: "stale-\(user.id)")
        return try await store.search(query: user.name)
    }
}
