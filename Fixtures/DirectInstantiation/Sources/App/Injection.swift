import Dependencies
import Factory
import Foundation
import Orders
import Payments
import Swinject

// Wiring that lives in a file no composition-root pattern names: building implementations is
// what DI registrations are for, so none of it is direct-instantiation.

/// Swinject: `Assembly` conformers and `register` closures.
struct PaymentsAssembly: Assembly {
    func assemble(container: Swinject.Container) {
        container.register(PaymentProcessor.self) { _ in
            StripePaymentProcessor(apiKey: ProcessInfo.processInfo.environment["STRIPE_KEY"] ?? "")
        }
        .inObjectScope(.container)
    }
}

enum LegacyWiring {
    static func registerRefunds(in container: Swinject.Container) {
        container.register(RefundingPaymentProcessor.self, name: "stripe") { _ in StripeRefundService() }
    }
}

/// Factory: computed registrations on the shared container, and a test context.
extension Container {
    var paymentProcessor: Factory<PaymentProcessor> {
        self { StripePaymentProcessor(apiKey: "pk_live") }.singleton
    }
    var refunds: Factory<any RefundingPaymentProcessor> {
        Factory(self) { StripeRefundService() }
    }
}

enum PreviewWiring {
    static func useApplePay() {
        Container.shared.paymentProcessor.onPreview { ApplePayPaymentProcessor(merchantID: "merchant.preview") }
    }
}

/// swift-dependencies: a key's `liveValue` is where the live implementation is built.
enum PaymentProcessorKey: DependencyKey {
    static let liveValue: any PaymentProcessor = StripePaymentProcessor(apiKey: "pk_live")
}

/// Not wiring: a service that keeps building its own processor, here as anywhere.
final class TipJar {
    private let processor = ApplePayPaymentProcessor(merchantID: "merchant.shop") // expect: direct-instantiation

    func tip(_ amount: Decimal) async throws -> Receipt {
        try await processor.charge(amount)
    }

    func quickRefund(_ receipt: Receipt) async throws {
        try await [receipt].asyncForEach { try await StripeRefundService().refund($0) } // expect: direct-instantiation
    }
}

private extension Array {
    func asyncForEach(_ body: (Element) async throws -> Void) async rethrows {
        for element in self { try await body(element) }
    }
}
