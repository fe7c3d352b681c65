import Foundation

/// Declared for the day checkout is tested; nothing holds it yet.
public protocol FraudScreeningService: Sendable {
    func riskScore(for amount: Decimal) async -> Double
}

public final class RiskEngine: FraudScreeningService {
    public static let sharedInstance = RiskEngine()

    public init() {}

    public func riskScore(for amount: Decimal) async -> Double {
        amount > 1_000 ? 0.8 : 0.1
    }
}

/// Test doubles kept in the module for previews and UI tests are no implementations: the
/// protocol keeps counting as a seam however many there are.
public final class AlwaysApproveFraudScreeningMock: FraudScreeningService {
    public init() {}
    public func riskScore(for amount: Decimal) async -> Double { 0 }
}
public final class AlwaysRejectFraudScreeningMock: FraudScreeningService {
    public init() {}
    public func riskScore(for amount: Decimal) async -> Double { 1 }
}
public final class FixedScoreFraudScreeningStub: FraudScreeningService {
    public init() {}
    public func riskScore(for amount: Decimal) async -> Double { 0.5 }
}
public final class FraudScreeningSpy: FraudScreeningService {
    public private(set) var amounts: [Decimal] = []
    public init() {}
    public func riskScore(for amount: Decimal) async -> Double { amounts.append(amount); return 0 }
}
public final class FakeFraudScreening: FraudScreeningService {
    public init() {}
    public func riskScore(for amount: Decimal) async -> Double { 0.2 }
}
public final class DummyFraudScreening: FraudScreeningService {
    public init() {}
    public func riskScore(for amount: Decimal) async -> Double { 0 }
}
