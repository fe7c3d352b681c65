import CatalogDomain
import Combine
import Foundation

@MainActor
public final class CatalogViewModel: ObservableObject {
    @Published public private(set) var products: [Product] = []
    @Published public var sort: SortOrder = .standard

    private let browse: BrowseCatalogUseCase
    private let pageSize: Int

    public init(browse: BrowseCatalogUseCase, pageSize: Int = 20) {
        self.browse = browse
        self.pageSize = pageSize
    }

    public func refresh() async {
        products = (try? await browse.execute(page: 1, pageSize: pageSize, sort: sort)) ?? []
    }
}
