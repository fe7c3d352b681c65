import CatalogInterface
import ShopLogging
import ShopKitCore // expect: undeclared-import

public struct RemoteProductRepository: ProductRepository {
    let logger = ShopLogger(label: "catalog")

    public init() {}

    public func products() async throws -> [Product] {
        logger.info("loading products")
        return [Product(id: "1", title: "Mug", priceCents: Money(cents: 1200, currency: "EUR").cents)]
    }
}
