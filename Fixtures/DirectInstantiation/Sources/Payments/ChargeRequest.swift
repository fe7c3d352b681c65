import Foundation

/// The shape of a request the payment API accepts: requests are values, built per call.
public protocol PaymentRequestProtocol {
    var path: String { get }
    func body() throws -> Data
}

public struct ChargeRequest: PaymentRequestProtocol {
    public let amount: Decimal

    public init(amount: Decimal) {
        self.amount = amount
    }

    public var path: String { "/v1/charges" }

    public func body() throws -> Data {
        try JSONEncoder().encode(["amount": "\(amount)"])
    }
}
