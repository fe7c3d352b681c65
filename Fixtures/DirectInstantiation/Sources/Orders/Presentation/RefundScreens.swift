import Foundation
import Payments

final class RefundViewModel {
    private let refunds: RefundingPaymentProcessor

    init(refunds: RefundingPaymentProcessor) {
        self.refunds = refunds
    }

    func refund(_ receipt: Receipt) async throws { try await refunds.refund(receipt) }
    func rebill(_ receipt: Receipt) async throws -> Receipt { try await refunds.charge(receipt.amount) }
}

/// Types named for wiring build implementations, whatever their file is called.
enum RefundModuleBuilder {
    static func makeRefundViewModel() -> RefundViewModel {
        RefundViewModel(refunds: StripeRefundService())
    }
}

/// A screen's namespace assembling it (`static func assemble()`, `build`, `make`).
enum RefundScene {
    static func assemble() -> RefundViewModel {
        RefundViewModel(refunds: StripeRefundService())
    }
}

/// Any other type's static `build` is code that hard-wires its processor.
enum RefundPolicy {
    static func build() -> RefundingPaymentProcessor {
        StripeRefundService() // expect: direct-instantiation
    }
}

/// A builder of something else is code like any other.
struct RefundRequestBuilder {
    func processor() -> RefundingPaymentProcessor {
        StripeRefundService() // expect: direct-instantiation
    }
}
