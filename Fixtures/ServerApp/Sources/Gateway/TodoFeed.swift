import TodoCore
import TodoPersistence

/// A feed that builds the database repository it reads: outside the wiring files, reported.
struct TodoFeed {
    private let repository: any TodoRepository = SQLTodoRepository(connectionString: "postgres://feed") // expect: direct-instantiation

    func titles() async throws -> [String] {
        try await repository.all().map(\.title)
    }

    func prune() async throws {
        for todo in try await repository.all() where todo.done { try await repository.delete(id: todo.id) }
    }
}
