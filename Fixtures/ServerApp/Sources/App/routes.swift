import TodoCore
import TodoPersistence
import Vapor

/// The template's `routes(_:)` wires each controller to what it needs.
func routes(_ app: Application) throws {
    let archive = SQLTodoRepository(connectionString: "sqlite://archive")
    try app.register(collection: TodoController(service: TodoService(repository: archive)))
}
