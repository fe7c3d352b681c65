import Foundation

/// Internal, and no other file reads `refundRepository`: never used is known here too.
final class OrderReturnsViewModel {
    let refundRepository: OrderRepository // expect: interface-segregation
    private(set) var returnable: [Order] = []

    init(refundRepository: OrderRepository) {
        self.refundRepository = refundRepository
    }

    func markReturnable(_ orders: [Order]) {
        returnable = orders.filter(\.isShipped)
    }
}

/// Internal, and the screen below reads `historyRepository` through it: used elsewhere.
final class OrderHistoryViewModel {
    let historyRepository: OrderRepository

    init(historyRepository: OrderRepository) {
        self.historyRepository = historyRepository
    }
}

/// Prints which repository it was given: interpolated, the value is handed on to its
/// description, so what it needs of the protocol is not seen here.
final class OrderSyncError: Error, CustomStringConvertible {
    private let source: OrderRepository

    init(source: OrderRepository) {
        self.source = source
    }

    var description: String { "order sync failed in \(source)" }
}
