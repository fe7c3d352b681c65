import Foundation

extension OrderFlowCoordinator {
    func didSwipe(_ order: Order) async throws {
        try await model.repository.delete(id: order.id)
    }

    func didConfirm(_ order: Order) async throws {
        try await model.repository.save(order)
    }
}
