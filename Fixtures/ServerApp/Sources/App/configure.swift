import TodoCore
import TodoPersistence
import Vapor

/// Vapor's composition root: the template's `configure(_:)` builds the services the app runs on.
public func configure(_ app: Application) async throws {
    let repository = SQLTodoRepository(connectionString: Environment.get("DATABASE_URL") ?? "sqlite://todos")
    app.storage[TodoServiceKey.self] = TodoService(repository: repository)
    try routes(app)
}

struct TodoServiceKey: StorageKey {
    typealias Value = TodoService
}
