import Foundation

/// Prices by product id, with the bookkeeping the admin screens need.
protocol PriceTable {
    subscript(productID: String) -> Decimal? { get }
    func updatePrice(_ price: Decimal, for productID: String) async throws
    func history(for productID: String) async throws -> [Decimal]
}

/// Debug settings that happen to name a property like the view model's dependency.
struct CatalogDebugSettings {
    let priceTable: [String: Decimal]
}

func debugDescription(of settings: CatalogDebugSettings) -> String {
    "\(settings.priceTable.count) prices"
}
