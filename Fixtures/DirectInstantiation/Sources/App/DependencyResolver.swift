import Payments
import Swinject

/// The app's DI container behind one name: it owns Swinject's assembler and builds what the
/// assemblies need. A type called so is wiring, whatever its file is called.
final class DependencyResolver {
    private let assembler = Assembler()

    private var refunds: RefundingPaymentProcessor {
        StripeRefundService()
    }

    init() {
        let refunds = self.refunds
        assembler.resolver.resolve(Swinject.Container.self)?.register(RefundingPaymentProcessor.self) { _ in refunds }
    }
}
