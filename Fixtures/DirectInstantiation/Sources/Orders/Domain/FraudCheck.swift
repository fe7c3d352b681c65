import Foundation
import Payments

/// A global is a service locator in any file but main.swift: built where it is declared.
let sharedFraudScreening: FraudScreeningService = RiskEngine.sharedInstance // expect: direct-instantiation

public struct FraudCheck: Sendable {
    public init() {}

    public func allows(_ order: Order, amount: Decimal) async -> Bool {
        await sharedFraudScreening.riskScore(for: amount) < 0.5
    }

    /// The Objective-C era singleton name is a construction like `.shared`.
    public func strictAllows(amount: Decimal) async -> Bool {
        await RiskEngine.sharedInstance.riskScore(for: amount) < 0.2 // expect: direct-instantiation
    }
}
