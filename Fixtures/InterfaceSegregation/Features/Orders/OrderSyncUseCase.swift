/// Set after init, used through force unwraps: 3 of 3.
final class OrderSyncUseCase {
    private var repository: OrderRepository!

    func attach(_ repository: OrderRepository) {
        self.repository = repository
    }

    func sync(_ order: Order) async throws {
        let orders = try await repository!.fetchOrders()
        try await repository!.save(order)
        for stale in orders where stale.isShipped {
            try await self.repository!.delete(id: stale.id)
        }
    }
}

/// Holds a one-requirement protocol only to keep the provider alive: no interface to segregate.
final class SessionContext {
    private let tokenProvider: AuthTokenProviding?

    init(tokenProvider: AuthTokenProviding?) {
        self.tokenProvider = tokenProvider
    }
}

/// Hands its repository to the registry on the same line it binds a local to it: the
/// repository escapes, so how little this type calls on it says nothing.
final class OrderExportUseCase {
    private let repository: OrderRepository
    private let registry: OrderRepositoryRegistry

    init(repository: OrderRepository, registry: OrderRepositoryRegistry) {
        self.repository = repository
        self.registry = registry
    }

    func export() async throws -> [Order] {
        let source = repository; registry.register(repository)
        return try await source.fetchOrders()
    }
}

final class OrderRepositoryRegistry {
    private(set) var registered: [OrderRepository] = []

    func register(_ repository: OrderRepository) {
        registered.append(repository)
    }
}
