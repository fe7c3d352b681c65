import Foundation
import Payments

/// A value implementation assigned to a property in a method is stored there, as it is in an
/// initializer; one used in place is a value like any other.
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
        let preview = ProcessorTipService(processor: processor)
        return try await (tips ?? preview).addTip(percent, to: order)
    }
}
