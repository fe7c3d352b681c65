import Foundation
import Orders
import Payments
import Resolver
import Swinject
import SwinjectAutoregistration

// More wiring styles in a file no composition-root pattern names.

/// Resolver: one `extension Resolver` per area, with bare `register { }` calls.
extension Resolver {
    static func registerPayments() {
        register { StripePaymentProcessor(apiKey: "pk_live") as PaymentProcessor }
        main.register { ApplePayPaymentProcessor(merchantID: "merchant.shop") }.implements(PaymentProcessor.self)
    }
}

/// Swinject with the factory as a labelled argument, and SwinjectAutoregistration.
enum CheckoutRegistry {
    static func register(into container: Swinject.Container) {
        container.register(PaymentProcessor.self, factory: { _ in StripePaymentProcessor(apiKey: "pk_live") })
        container.autoregister(RefundingPaymentProcessor.self, initializer: StripeRefundService.init)
    }
}

/// Swinject property injection, finishing a registration, and SwinjectStoryboard's hook for
/// view controllers the storyboard builds.
final class CheckoutViewController {
    var processor: PaymentProcessor?
}

enum StoryboardWiring {
    static func setUp(_ container: Swinject.Container) {
        container.register(CheckoutViewController.self) { _ in CheckoutViewController() }
            .initCompleted { _, controller in controller.processor = StripePaymentProcessor(apiKey: "pk_live") }
        container.storyboardInitCompleted(CheckoutViewController.self) { _, controller in
            controller.processor = ApplePayPaymentProcessor(merchantID: "merchant.shop")
        }
    }
}

/// A processor built once and shared by two registrations: built for the container, as if
/// inside the closures. The uploader built beside them is kept by nothing the container owns.
struct PaymentsRegistration {
    let container: Swinject.Container
    var pendingUploader: ReceiptUploading?

    mutating func registerAll() {
        let processor = StripePaymentProcessor(apiKey: "pk_live")
        container.register(PaymentProcessor.self) { _ in processor }
        Resolver.register { processor as PaymentProcessor }
        let uploader = BatchReceiptUploader(shouldFlush: { $0.count > 10 }) // expect: direct-instantiation
        pendingUploader = uploader
    }

    /// Wrapped onto the next line, the value is the same local's.
    func registerApplePay() {
        let applePay =
            ApplePayPaymentProcessor(merchantID: "merchant.shop")
        container.register(PaymentProcessor.self, name: "applePay") { _ in applePay }
    }

    /// Kept as well as registered: the registration does not make it wiring.
    mutating func registerAndKeep() {
        let uploader = BatchReceiptUploader(shouldFlush: { $0.isEmpty }) // expect: direct-instantiation
        container.register(ReceiptUploading.self) { _ in uploader }
        pendingUploader = uploader
    }

    /// A closure's parameter of the same name is another value.
    func registerFallback(_ others: [PaymentProcessor]) {
        let fallback = ApplePayPaymentProcessor(merchantID: "merchant.fallback")
        container.register(PaymentProcessor.self, name: "fallback") { _ in fallback }
        others.forEach { fallback in container.register(PaymentProcessor.self) { _ in fallback } }
    }

    /// Unwrapped again after the registration and kept: not only registered.
    mutating func registerOptional() {
        let gateway: ReceiptUploading? = BatchReceiptUploader(shouldFlush: { _ in true }) // expect: direct-instantiation
        container.register(ReceiptUploading.self) { _ in gateway! }
        guard let gateway else { return }
        pendingUploader = gateway
    }

    /// A local of the same name registered by another function is another local.
    func chargeNow() async throws {
        let processor = StripePaymentProcessor(apiKey: "pk_live") // expect: direct-instantiation
        _ = try await processor.charge(1)
    }
}

/// A global registration function: the same, with no type around it.
func registerRefunds(in container: Swinject.Container) {
    let refunds = StripeRefundService()
    container.register(RefundingPaymentProcessor.self) { _ in refunds }
}
