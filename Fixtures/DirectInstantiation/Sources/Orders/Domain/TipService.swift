import Foundation
import Payments

public protocol TipService: Sendable {
    func addTip(_ percent: Int, to order: Order) async throws -> Receipt
}

public struct ProcessorTipService: TipService {
    private let processor: PaymentProcessor

    public init(processor: PaymentProcessor) {
        self.processor = processor
    }

    public func addTip(_ percent: Int, to order: Order) async throws -> Receipt {
        try await processor.charge(order.total * Decimal(percent) / 100)
    }
}
