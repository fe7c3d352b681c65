import Hummingbird
import TodoCore
import TodoPersistence

/// Hummingbird's template builds the application and its router here: the composition root.
func buildApplication(port: Int) -> some ApplicationProtocol {
    let service = TodoService(repository: SQLTodoRepository(connectionString: "postgres://todos"))
    let router = Router()
    router.get("todos") { _, _ in try await service.open().map(\.title).joined(separator: ",") }
    return Application(router: router, configuration: .init(address: .hostname("0.0.0.0", port: port)))
}
