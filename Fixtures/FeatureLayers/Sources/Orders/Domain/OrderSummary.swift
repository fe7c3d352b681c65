import Foundation

public struct OrderSummary: Equatable, Sendable {
    public let id: UUID
    public let total: Decimal

    public init(id: UUID, total: Decimal) {
        self.id = id
        self.total = total
    }
}

public protocol OrderHistory: Sendable {
    func recentOrders() async throws -> [OrderSummary]
}
