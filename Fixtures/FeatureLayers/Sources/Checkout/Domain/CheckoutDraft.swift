import Foundation
import Orders

/// An array literal called like a type (`[OrderDTO]()`) names its element type.
public final class CheckoutDraft {
    private var pendingOrders = [OrderDTO]() // expect: layer-dependency, cyclic-dependency
    public private(set) var summaries: [OrderSummary] = []

    public init() {}

    public var isEmpty: Bool { pendingOrders.isEmpty && summaries.isEmpty }
}
