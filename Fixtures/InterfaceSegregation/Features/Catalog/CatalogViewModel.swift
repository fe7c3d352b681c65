import Foundation

/// Reads prices through the subscript only: 1 of 3 requirements. A private property is not
/// reached by `settings.priceTable` in another file.
final class CatalogViewModel {
    private let priceTable: PriceTable // expect: interface-segregation

    init(priceTable: PriceTable) {
        self.priceTable = priceTable
    }

    func priceLabel(for productID: String) -> String {
        guard let price = priceTable[productID] else { return "—" }
        return "\(price)"
    }
}

/// The subscript and one method: 2 of 3, more than half.
final class PriceEditorViewModel {
    private let priceTable: PriceTable

    init(priceTable: PriceTable) {
        self.priceTable = priceTable
    }

    func raise(_ productID: String, by amount: Decimal) async throws {
        let current = priceTable[productID] ?? 0
        try await priceTable.updatePrice(current + amount, for: productID)
    }
}
