import TodoCore
import TodoPersistence
import Vapor

struct TodoController: RouteCollection {
    let service: TodoService

    func boot(routes: RoutesBuilder) throws {
        routes.get("todos", use: index)
        routes.get("todos", "export", use: export)
    }

    func index(req: Request) async throws -> [String] {
        try await service.open().map(\.title)
    }

    /// Builds its own repository instead of taking the service it was given.
    func export(req: Request) async throws -> Int {
        let direct = SQLTodoRepository(connectionString: "sqlite://todos") // expect: direct-instantiation
        return try await direct.all().count
    }
}
