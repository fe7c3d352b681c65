import Combine

/// Uses 2 of 4 requirements here and the other 2 in its extension: 4 of 4, not reported.
@MainActor
final class FeedViewModel: ObservableObject {
    @Published var users: [User] = []

    let repository: UserRepository

    init(repository: UserRepository) {
        self.repository = repository
    }

    func search(_ query: String) async {
        users = (try? await repository.search(query: query)) ?? []
    }

    func reload(id: String) async {
        guard let fresh = try? await repository.user(id: id) else { return }
        users = users.map { $0.id == id ? fresh : $0 }
    }
}
