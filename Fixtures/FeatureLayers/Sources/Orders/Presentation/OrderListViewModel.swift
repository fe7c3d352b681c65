import Foundation

@MainActor
public final class OrderListViewModel {
    private let history: OrderHistory
    public private(set) var orders: [OrderSummary] = []

    public init(history: OrderHistory) {
        self.history = history
    }

    public func load() async {
        orders = (try? await history.recentOrders()) ?? []
    }
}
