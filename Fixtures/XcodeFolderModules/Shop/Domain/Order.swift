import Foundation

struct Order: Identifiable, Equatable {
    let id: UUID
    let title: String
    let total: Decimal
}

protocol OrderRepository {
    func orders() async throws -> [Order]
}
