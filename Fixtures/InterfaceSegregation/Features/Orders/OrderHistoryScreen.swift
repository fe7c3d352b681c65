import Foundation

/// Reads its view model's repository itself.
struct OrderHistoryScreen {
    let viewModel: OrderHistoryViewModel

    func reload() async throws -> [Order] {
        try await viewModel.historyRepository.fetchOrders()
    }
}
