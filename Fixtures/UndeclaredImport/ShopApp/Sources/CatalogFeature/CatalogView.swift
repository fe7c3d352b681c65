import Analytics
import CatalogData
import CatalogInterface
import DesignSystem
import ShopKitCore
import ShopLogging
import SwiftUI

public struct CatalogView: View {
    let repository: any ProductRepository
    let logger = ShopLogger(label: "catalog-view")
    @State private var products: [Product] = []

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    public var body: some View {
        List(products) { product in
            PriceTag(text: "\(product.title): \(Money(cents: product.priceCents, currency: "EUR").cents)")
        }
        .task { products = (try? await repository.products()) ?? [] }
    }
}
