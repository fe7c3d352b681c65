import Foundation

/// Exactly five requirements (the associatedtype does not count): not reported.
protocol CheckoutFlow {
    associatedtype Confirmation

    var canSubmit: Bool { get }
    func validateAddress() async throws
    func selectShipping(optionID: String)
    func applyCoupon(_ code: String) async throws -> Decimal
    func submit() async throws -> Confirmation
}

/// Seven requirements: over the configured limit.
protocol OrderTracking { // expect: fat-protocol
    var orderID: String { get }
    var status: String { get }
    var estimatedDelivery: Date? { get }
    func refresh() async throws
    func subscribe(_ handler: @escaping (String) -> Void)
    func unsubscribe()
    func cancel() async throws
}
