import Foundation

@MainActor
final class OrderListViewModel {
    private let repository: OrderRepository
    private(set) var orders: [Order] = []
    var rawOrders: [OrderDTO] = [] // expect: layer-dependency

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func load() async {
        orders = (try? await repository.orders()) ?? []
    }
}
