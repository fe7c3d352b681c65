import Foundation

/// A base screen model holding the repository, a list layer that adds nothing, and the edit
/// screen that saves and deletes: together they use all three requirements, so nothing is
/// reported, however deep the chain.
@MainActor
class BaseOrderScreenModel {
    let repository: OrderRepository
    private(set) var orders: [Order] = []

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func reload() async throws {
        orders = try await repository.fetchOrders()
    }
}

@MainActor
class BaseOrderListModel: BaseOrderScreenModel {
    var isEmpty: Bool { orders.isEmpty }
}

@MainActor
final class EditOrderModel: BaseOrderListModel {
    func ship(_ order: Order) async throws {
        var shipped = order
        shipped.isShipped = true
        try await repository.save(shipped)
    }

    func remove(_ order: Order) async throws {
        try await repository.delete(id: order.id)
    }
}
