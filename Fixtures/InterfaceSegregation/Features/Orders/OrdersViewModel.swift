import Combine

/// Uses all 3 requirements, each through an unwrapped rebinding: `guard let`, `if let x`,
/// `if let x = self.x`.
@MainActor
final class OrdersViewModel: ObservableObject {
    @Published private(set) var orders: [Order] = []

    private var repository: OrderRepository?

    init(repository: OrderRepository?) {
        self.repository = repository
    }

    func refresh() async {
        guard let repo = repository else { return }
        orders = (try? await repo.fetchOrders()) ?? []
    }

    func ship(_ order: Order) async {
        if let repository {
            var shipped = order
            shipped.isShipped = true
            try? await repository.save(shipped)
        }
    }

    func cancel(_ order: Order) async {
        if let repo = self.repository, !order.isShipped {
            try? await repo.delete(id: order.id)
        }
    }
}

/// Reads through a rebinding and nothing else: 1 of 3.
@MainActor
final class OrderBadgeViewModel: ObservableObject {
    @Published private(set) var count = 0

    private let repository: OrderRepository? // expect: interface-segregation

    init(repository: OrderRepository?) {
        self.repository = repository
    }

    func refresh() async {
        guard let source = repository else { return }
        count = (try? await source.fetchOrders().count) ?? 0
    }
}

/// Only calls a protocol-extension method, which calls one requirement of its own: it uses 1
/// of 3 (`fetchOrders`, through `fetchPending`).
@MainActor
final class PendingOrdersViewModel: ObservableObject {
    @Published private(set) var pending: [Order] = []

    private let repository: OrderRepository // expect: interface-segregation

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func load() async {
        pending = (try? await repository.fetchPending()) ?? []
    }
}
