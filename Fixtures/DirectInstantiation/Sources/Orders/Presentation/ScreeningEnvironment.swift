import Foundation
import Payments
#if canImport(SwiftUI)
import SwiftUI

/// SwiftUI's environment is wiring too: the key's default value is where the live service is
/// built.
struct FraudScreeningKey: EnvironmentKey {
    static let defaultValue: FraudScreeningService = RiskEngine()
}

/// The same key written with `@Entry` (iOS 18): the macro generates the `EnvironmentKey`.
extension EnvironmentValues {
    @Entry var refundScreening: any FraudScreeningService = RiskEngine()
}
#endif
#if canImport(BackgroundTasks)
import BackgroundTasks
#endif

/// A global that holds a factory, or a test double for previews, is no service locator.
let makeFraudScreening: () -> FraudScreeningService = { RiskEngine() }
let previewFraudScreening: FraudScreeningService = AlwaysApproveFraudScreeningMock()

/// Not every `register { }` is a DI container's: a background task's launch handler is app
/// code like any other.
final class RefundSync {
    func schedule() {
        #if canImport(BackgroundTasks)
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "shop.refunds", using: nil) { task in
            let refunds = StripeRefundService() // expect: direct-instantiation
            Task { _ = try? await refunds.charge(0); task.setTaskCompleted(success: true) }
        }
        #endif
    }

    /// `if let self { }` is no Factory registration (`self { }`).
    func retry() {
        Task { [weak self] in
            if let self {
                let screening = RiskEngine() // expect: direct-instantiation
                _ = await screening.riskScore(for: 1)
                self.schedule()
            }
        }
    }
}

/// A service locator the app fills in at launch (wikipedia-ios' `DataEnvironment.current`):
/// putting the live service into the shared instance is the wiring, wherever it is written.
final class OrdersEnvironment {
    static let current = OrdersEnvironment()
    var fraudScreening: FraudScreeningService?
}

enum OrdersBootstrap {
    static func start() {
        OrdersEnvironment.current.fraudScreening = RiskEngine()
    }

    /// An environment this code made itself is no shared instance: it builds the engine.
    static func makeScratchEnvironment() -> OrdersEnvironment {
        let environment = OrdersEnvironment()
        environment.fraudScreening = RiskEngine() // expect: direct-instantiation
        return environment
    }
}

/// A screen that swaps the shared engine itself is no set-up code: it builds what it uses.
final class ScreeningSettingsViewModel {
    func useStrictScreening() {
        OrdersEnvironment.current.fraudScreening = RiskEngine() // expect: direct-instantiation
    }

    /// Set-up code, named as such, is wiring.
    func configureForDemo() {
        OrdersEnvironment.current.fraudScreening = RiskEngine()
    }
}
