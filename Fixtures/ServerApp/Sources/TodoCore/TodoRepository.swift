public struct Todo: Sendable, Equatable {
    public var id: Int
    public var title: String
    public var done: Bool

    public init(id: Int, title: String, done: Bool) {
        self.id = id
        self.title = title
        self.done = done
    }
}

public protocol TodoRepository: Sendable {
    func all() async throws -> [Todo]
    func save(_ todo: Todo) async throws
    func delete(id: Int) async throws
}
