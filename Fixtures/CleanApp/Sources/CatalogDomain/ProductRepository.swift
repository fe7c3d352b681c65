public protocol ProductRepository: Sendable {
    func products(page: Int, pageSize: Int) async throws -> [Product]
    func product(id: String) async throws -> Product
}
