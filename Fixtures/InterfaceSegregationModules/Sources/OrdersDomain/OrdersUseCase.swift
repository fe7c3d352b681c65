public struct Order: Sendable {
    public let id: String
    public let total: Int

    public init(id: String, total: Int) {
        self.id = id
        self.total = total
    }
}

public protocol OrdersUseCase: Sendable {
    func orders() async throws -> [Order]
    func place(_ order: Order) async throws
    func cancel(orderID: String) async throws
}
