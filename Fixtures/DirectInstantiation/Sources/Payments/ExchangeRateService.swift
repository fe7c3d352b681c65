import Foundation

public protocol ExchangeRateServiceProtocol: Sendable {
    func rate(from: String, to: String) async throws -> Decimal
}

/// A service written as a struct: a value, but one whose protocol names a service.
public struct ExchangeRateService: ExchangeRateServiceProtocol {
    public init() {}

    public func rate(from: String, to: String) async throws -> Decimal { 1 }
}
