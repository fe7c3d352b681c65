import OrdersDomain

/// Internal, and named after the protocol it implements: outside this module `OrdersUseCase`
/// can only mean the domain's protocol.
final class OrdersUseCase: OrdersDomain.OrdersUseCase {
    func orders() async throws -> [Order] { [] }
    func place(_ order: Order) async throws {}
    func cancel(orderID: String) async throws {}
}

public enum UseCaseProvider {
    public static func makeOrdersUseCase() -> any OrdersDomain.OrdersUseCase {
        OrdersUseCase()
    }
}
