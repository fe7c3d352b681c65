import FeatureCartInterface

/// The cart's own implementation of its interface.
public final class CartRouter: CartRouting {
    public private(set) var productIDs: [String] = []
    public var onOpen: (() -> Void)?

    public init() {}

    public func openCart() { onOpen?() }

    public func add(productID: String) { productIDs.append(productID) }
}
