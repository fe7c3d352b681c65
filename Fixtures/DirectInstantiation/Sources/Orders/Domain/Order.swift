import Foundation

public struct Order: Equatable, Identifiable, Sendable {
    public let id: String
    public let total: Decimal
    public var isPaid: Bool

    public init(id: String, total: Decimal, isPaid: Bool = false) {
        self.id = id
        self.total = total
        self.isPaid = isPaid
    }
}

public protocol OrderRepository: Sendable {
    func orders() async throws -> [Order]
}
