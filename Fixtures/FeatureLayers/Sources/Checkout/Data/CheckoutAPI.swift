import Foundation
import Orders

/// Data may use Domain, Orders' included.
public struct CheckoutAPI: Sendable {
    public init() {}

    public func submit(_ summary: OrderSummary) async throws -> Bool { summary.total > 0 }
}
