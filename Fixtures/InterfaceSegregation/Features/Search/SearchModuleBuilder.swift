import Foundation

/// Setter injection writes `presenter.interactor`; it reads nothing of it.
enum SearchModuleBuilder {
    static func build() -> SearchPresenter {
        let presenter = SearchPresenter()
        presenter.interactor = SearchInteractor()
        return presenter
    }
}
