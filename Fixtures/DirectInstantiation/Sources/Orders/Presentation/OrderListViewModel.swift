import Foundation
import Observation

@MainActor
@Observable
public final class OrderListViewModel {
    public private(set) var orders: [Order] = []
    private let repository: OrderRepository

    public init(repository: OrderRepository) {
        self.repository = repository
    }

    /// Convenience for call sites that "just want one": Presentation builds a Data type.
    public convenience init() {
        self.init(repository: RemoteOrderRepository()) // expect: direct-instantiation, layer-dependency
    }

    public func load() async {
        orders = (try? await repository.orders()) ?? []
    }
}
