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

/// A decorator around whatever screening it is given.
enum Screening {
    static func logged(_ service: FraudScreeningService) -> FraudScreeningService { service }
}

/// The default wraps the construction in a factory that is no screening service itself:
/// bastard-injection cannot tell what the factory returns, so the construction inside is
/// reported here.
public struct RefundScreening: Sendable {
    private let screening: FraudScreeningService

    init(screening: FraudScreeningService = Screening.logged(RiskEngine())) { // expect: direct-instantiation
        self.screening = screening
    }

    func isRisky(_ amount: Decimal) async -> Bool { await screening.riskScore(for: amount) > 0.5 }
}
