import Foundation

struct Payment: Identifiable, Equatable {
    let id: String
    var amount: Decimal
}

protocol PaymentReading {
    func payment(id: String) async throws -> Payment
    func count() async throws -> Int
}

/// `payment(ids:)` overloads the parent's `payment(id:)`: five requirements, two of one name.
protocol PaymentRepository: PaymentReading {
    func payment(ids: [String]) async throws -> [Payment]
    func save(_ payment: Payment) async throws
    func refund(id: String) async throws
}
