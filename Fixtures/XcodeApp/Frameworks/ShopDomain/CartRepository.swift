import Foundation

public struct CartItem: Equatable, Sendable {
    public let sku: String
    public let quantity: Int

    public init(sku: String, quantity: Int) {
        self.sku = sku
        self.quantity = quantity
    }
}

public protocol CartRepository: Sendable {
    func items() async throws -> [CartItem]
    func add(_ item: CartItem) async throws
}
