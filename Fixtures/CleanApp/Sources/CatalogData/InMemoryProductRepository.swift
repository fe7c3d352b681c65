import CatalogDomain

public final class InMemoryProductRepository: ProductRepository, @unchecked Sendable {
    private let storage: [Product]

    public init(products: [Product] = []) {
        self.storage = products
    }

    public func products(page: Int, pageSize: Int) async throws -> [Product] {
        Array(storage.dropFirst((page - 1) * pageSize).prefix(pageSize))
    }

    public func product(id: String) async throws -> Product {
        guard let product = storage.first(where: { $0.id == id }) else {
            throw RepositoryError.notFound
        }
        return product
    }
}

enum RepositoryError: Error {
    case notFound
}
