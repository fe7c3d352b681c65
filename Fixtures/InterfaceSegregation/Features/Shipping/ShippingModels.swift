import Foundation

/// A capture under another name (`[repo = repository]`) is the property inside the closure,
/// as `let repo = repository` is in a block.
@MainActor
final class ShippingQueueModel {
    private let repository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func ship(_ order: Order) {
        Task { [repo = repository] in
            var shipped = order
            shipped.isShipped = true
            try await repo.save(shipped)
            _ = try await repo.fetchOrders()
        }
    }
}

/// Through the renamed capture it uses one of three requirements: reported, naming it.
@MainActor
final class ShippingBadgeModel {
    private let repository: OrderRepository // expect: interface-segregation

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func refresh() {
        Task { [repo = self.repository] in _ = try? await repo.fetchOrders() }
    }
}

/// The renamed capture is handed on: the value escapes, nothing is judged.
@MainActor
final class ShippingScreenModel {
    private let repository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func openQueue() {
        Task { [repo = repository, weak self] in
            _ = ShippingQueueModel(repository: repo)
            _ = self
        }
    }
}
