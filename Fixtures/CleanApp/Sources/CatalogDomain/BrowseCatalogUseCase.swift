import Foundation
#if canImport(os)
import os
#endif

/// Value-type defaults (`= 1`, `= 20`, `= .standard`, `= []`) are configuration, not hidden dependencies.
public struct BrowseCatalogUseCase: Sendable {
    private let repository: ProductRepository

    public init(repository: ProductRepository) {
        self.repository = repository
    }

    public func execute(
        page: Int = 1,
        pageSize: Int = 20,
        sort: SortOrder = .standard,
        filters: [ProductFilter] = []
    ) async throws -> [Product] {
        let products = try await repository.products(page: page, pageSize: pageSize)
        let filtered = products.filter { product in
            filters.allSatisfy { filter in filter.maxPrice.map { product.price <= $0 } ?? true }
        }
        switch sort {
        case .standard: return filtered
        case .priceAscending: return filtered.sorted { $0.price < $1.price }
        case .priceDescending: return filtered.sorted { $0.price > $1.price }
        }
    }

    public func details(id: String) async throws -> Product {
        try await repository.product(id: id)
    }
}
