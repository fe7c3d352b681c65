import Foundation
import Payments

/// The whole default value is one bastard-injection finding: the processor built inside it
/// is not reported a second time as direct-instantiation.
@MainActor
public final class TipViewModel {
    private let tips: TipService

    public init(tips: TipService = ProcessorTipService(processor: StripePaymentProcessor(apiKey: "pk_tips"))) { // expect: bastard-injection
        self.tips = tips
    }

    public func tip(_ percent: Int, on order: Order) async throws -> Receipt {
        try await tips.addTip(percent, to: order)
    }
}
