import Foundation

/// Loads orders itself; its coordinator's actions (in `OrderFlowCoordinator+Actions.swift`,
/// which never names this type) save and delete through it: nothing is reported.
@MainActor
final class OrderFlowModel {
    let repository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func load() async throws -> [Order] {
        try await repository.fetchOrders()
    }
}

@MainActor
final class OrderFlowCoordinator {
    let model: OrderFlowModel

    init(model: OrderFlowModel) {
        self.model = model
    }
}
