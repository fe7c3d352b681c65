import Foundation
import Payments

/// A value implementation of a service (a `TipService`) is the screen's dependency wherever it
/// is built: assigned to a property in a method, or used in place.
@MainActor
final class TipJarScreen {
    private var tips: TipService?
    private let processor: PaymentProcessor

    init(processor: PaymentProcessor) {
        self.processor = processor
    }

    func prepare() {
        tips = ProcessorTipService(processor: processor) // expect: direct-instantiation
    }

    func reset() {
        self.tips = ProcessorTipService(processor: processor) // expect: direct-instantiation
    }

    func quote(_ percent: Int, on order: Order) async throws -> Receipt? {
        let preview = ProcessorTipService(processor: processor) // expect: direct-instantiation
        return try await (tips ?? preview).addTip(percent, to: order)
    }
}

extension TipJarScreen {
    /// A request is a value built per call, whatever protocol describes its shape.
    func chargeBody(for order: Order) throws -> Data {
        try ChargeRequest(amount: order.total).body()
    }
}
