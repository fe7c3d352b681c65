import CatalogData
import CatalogDomain
import CatalogUI
import Foundation

/// Composition root (declared in rules.json): wires protocols to implementations.
@MainActor
final class AppContainer {
    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func makeCatalogViewModel() -> CatalogViewModel {
        let repository = RemoteProductRepository(baseURL: baseURL)
        return CatalogViewModel(browse: BrowseCatalogUseCase(repository: repository))
    }
}
