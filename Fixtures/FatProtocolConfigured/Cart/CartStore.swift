import Foundation

struct CartLine: Equatable, Identifiable {
    let id: String
    var quantity: Int
    let unitPrice: Decimal
}

/// Six requirements with maxRequirements 5.
protocol CartStore: AnyObject { // expect: fat-protocol
    var lines: [CartLine] { get }
    var total: Decimal { get }
    func add(_ line: CartLine)
    func remove(id: String)
    func updateQuantity(_ quantity: Int, for id: String)
    func clear()
}

final class InMemoryCartStore: CartStore {
    private(set) var lines: [CartLine] = []

    var total: Decimal { lines.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) } }

    func add(_ line: CartLine) { lines.append(line) }
    func remove(id: String) { lines.removeAll { $0.id == id } }
    func updateQuantity(_ quantity: Int, for id: String) {
        guard let index = lines.firstIndex(where: { $0.id == id }) else { return }
        lines[index].quantity = quantity
    }
    func clear() { lines.removeAll() }
}
