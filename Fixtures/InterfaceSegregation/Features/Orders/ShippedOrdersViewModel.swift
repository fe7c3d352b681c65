import Foundation

/// The type comes from `DependencyValues.orders`: 1 of 3 requirements used.
@MainActor
final class ShippedOrdersViewModel {
    @Dependency(\.orders) private var orders // expect: interface-segregation
    private(set) var shipped: [Order] = []

    func load() async {
        shipped = ((try? await orders.fetchOrders()) ?? []).filter(\.isShipped)
    }
}
