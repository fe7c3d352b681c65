import Foundation

struct Order: Identifiable, Equatable {
    let id: String
    var isShipped: Bool
}

protocol OrderRepository {
    func fetchOrders() async throws -> [Order]
    func save(_ order: Order) async throws
    func delete(id: String) async throws
}

/// What every repository gets for free: callers of `fetchPending()` use `fetchOrders()`.
extension OrderRepository {
    func fetchPending() async throws -> [Order] {
        try await fetchOrders().filter { !$0.isShipped }
    }
}

/// One requirement: nothing to split.
protocol AuthTokenProviding: AnyObject {
    func currentToken() -> String?
}

enum DependencyError: Error {
    case missing(String)
}

protocol OrderObserver: AnyObject {
    func observes(orderID: String) -> Bool
    func orderDidChange(_ order: Order)
}
