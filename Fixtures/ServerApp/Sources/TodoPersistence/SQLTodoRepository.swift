import TodoCore

/// The database-backed repository.
public final class SQLTodoRepository: TodoRepository {
    private let connectionString: String

    public init(connectionString: String) {
        self.connectionString = connectionString
    }

    public func all() async throws -> [Todo] { [] }
    public func save(_ todo: Todo) async throws {}
    public func delete(id: Int) async throws {}
}
