import XCTest
@testable import CatalogData
@testable import CatalogDomain

/// Tests may use concrete types freely.
final class BrowseCatalogUseCaseTests: XCTestCase {
    private var repository: InMemoryProductRepository!

    override func setUp() {
        super.setUp()
        repository = InMemoryProductRepository(products: [
            Product(id: "a", title: "Kettle", price: 30),
            Product(id: "b", title: "Mug", price: 8),
        ])
    }

    func testSortsByPrice() async throws {
        let sut = BrowseCatalogUseCase(repository: repository)
        let result = try await sut.execute(sort: .priceAscending)
        XCTAssertEqual(result.map(\.id), ["b", "a"])
    }

    func testFiltersByMaxPrice() async throws {
        let sut = makeSUT(repository: InMemoryProductRepository(products: [Product(id: "c", title: "Pan", price: 45)]))
        let result = try await sut.execute(filters: [ProductFilter(maxPrice: 40)])
        XCTAssertTrue(result.isEmpty)
    }

    private func makeSUT(repository: ProductRepository = InMemoryProductRepository()) -> BrowseCatalogUseCase {
        BrowseCatalogUseCase(repository: repository)
    }
}
