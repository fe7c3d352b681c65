import Foundation

struct User: Equatable, Identifiable {
    let id: String
    var name: String
}

/// The narrow read-only view: what most screens actually need.
protocol UserReading {
    func user(id: String) async throws -> User
}

/// The full repository: 1 inherited + 3 own = 4 requirements.
protocol UserRepository: UserReading {
    func save(_ user: User) async throws
    func delete(id: String) async throws
    func search(query: String) async throws -> [User]
}

final class InMemoryUserRepository: UserRepository {
    private var users: [String: User] = [:]

    func user(id: String) async throws -> User {
        guard let user = users[id] else { throw URLError(.fileDoesNotExist) }
        return user
    }

    func save(_ user: User) async throws { users[user.id] = user }

    func delete(id: String) async throws { users[id] = nil }

    func search(query: String) async throws -> [User] {
        users.values.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }
}
