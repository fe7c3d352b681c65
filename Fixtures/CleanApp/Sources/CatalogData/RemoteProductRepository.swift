import CatalogDomain
import Foundation

struct ProductDTO: Decodable {
    let id: String
    let name: String
    let priceCents: Int

    var product: Product {
        Product(id: id, title: name, price: Decimal(priceCents) / 100)
    }
}

public final class RemoteProductRepository: ProductRepository {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func products(page: Int, pageSize: Int) async throws -> [Product] {
        let url = baseURL.appendingPathComponent("products/page/\(page)/size/\(pageSize)")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([ProductDTO].self, from: data).map(\.product)
    }

    public func product(id: String) async throws -> Product {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("products/\(id)"))
        return try JSONDecoder().decode(ProductDTO.self, from: data).product
    }
}
