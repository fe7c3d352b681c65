import Foundation

public struct Receipt: Equatable, Sendable {
    public let transactionID: String
    public let amount: Decimal

    public init(transactionID: String, amount: Decimal) {
        self.transactionID = transactionID
        self.amount = amount
    }
}

public protocol PaymentProcessor: Sendable {
    func charge(_ amount: Decimal) async throws -> Receipt
}
