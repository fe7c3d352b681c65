import Foundation

public struct Product: Equatable, Identifiable, Sendable {
    public let id: String
    public let title: String
    public let price: Decimal

    public init(id: String, title: String, price: Decimal) {
        self.id = id
        self.title = title
        self.price = price
    }
}

public enum SortOrder: Sendable {
    case standard
    case priceAscending
    case priceDescending
}

public struct ProductFilter: Equatable, Sendable {
    public let maxPrice: Decimal?

    public init(maxPrice: Decimal?) {
        self.maxPrice = maxPrice
    }
}
