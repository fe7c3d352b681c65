import Foundation

/// Hands the repository out through a rebinding: it escapes, its use is elsewhere.
final class OrderDependencies {
    private var repository: OrderRepository?

    func register(_ repository: OrderRepository) {
        self.repository = repository
    }

    func requireRepository() throws -> OrderRepository {
        guard let registered = self.repository else { throw DependencyError.missing("OrderRepository") }
        return registered
    }
}

/// Hands the repository out from a closure's implicit return.
final class LockedOrderRepositoryBox {
    private let lock = NSLock()
    private var underlying: OrderRepository

    init(_ underlying: OrderRepository) {
        self.underlying = underlying
    }

    var repository: OrderRepository {
        lock.withLock { self.underlying }
    }
}

/// Uses all 3 requirements through a private computed property that returns the stored one.
final class OrderHistoryUseCase {
    private weak var owner: AnyObject?
    private var storedRepository: OrderRepository?
    private var repository: OrderRepository? { storedRepository }

    init(orders: OrderRepository?) {
        storedRepository = orders
    }

    func prune() async throws {
        let all = try await repository?.fetchOrders() ?? []
        for order in all where order.isShipped { try await repository?.delete(id: order.id) }
        if let first = all.first { try await repository?.save(first) }
    }
}

/// Reads through a private computed property only: 1 of 3.
final class OrderCountUseCase {
    private var cachedRepository: OrderRepository // expect: interface-segregation
    private var repository: OrderRepository {
        get { cachedRepository }
    }

    init(orders: OrderRepository) {
        cachedRepository = orders
    }

    func callAsFunction() async throws -> Int {
        try await repository.fetchOrders().count
    }
}

/// Retains its observer or not; uses both requirements through the computed property that
/// picks whichever reference is set.
final class OrderObservation {
    private weak var weakObserver: OrderObserver?
    private var strongObserver: OrderObserver?
    private var observer: OrderObserver? { strongObserver ?? weakObserver }

    init(target: OrderObserver, retained: Bool) {
        if retained {
            strongObserver = target
        } else {
            weakObserver = target
        }
    }

    func notify(_ order: Order) {
        guard observer?.observes(orderID: order.id) == true else { return }
        observer?.orderDidChange(order)
    }
}
