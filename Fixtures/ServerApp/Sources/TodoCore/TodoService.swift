/// The use cases the HTTP layers call.
public struct TodoService: Sendable {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func open() async throws -> [Todo] {
        try await repository.all().filter { !$0.done }
    }

    public func add(_ title: String) async throws {
        let next = (try await repository.all().map(\.id).max() ?? 0) + 1
        try await repository.save(Todo(id: next, title: title, done: false))
    }

    public func remove(_ id: Int) async throws {
        try await repository.delete(id: id)
    }
}
