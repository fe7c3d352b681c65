import Foundation
import Orders

/// `import Orders` is allowed (Orders spans every layer): what the file uses of it is judged
/// type by type.
public struct PlaceOrderUseCase: Sendable {
    private let history: OrderHistory

    public init(history: OrderHistory) {
        self.history = history
    }

    public func lastTotal() async throws -> Decimal {
        try await history.recentOrders().first?.total ?? 0
    }

    public func decode(_ data: Data) throws -> OrderDTO { // expect: layer-dependency
        try JSONDecoder().decode(OrderDTO.self, from: data)
    }
}
