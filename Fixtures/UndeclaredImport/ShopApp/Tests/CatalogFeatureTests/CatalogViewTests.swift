import CatalogFeature
import CatalogInterface // expect: undeclared-import
import XCTest

final class CatalogViewTests: XCTestCase {
    func testProductsStartEmpty() {
        let product = Product(id: "1", title: "Mug", priceCents: 1200)
        XCTAssertEqual(product.title, "Mug")
    }
}
