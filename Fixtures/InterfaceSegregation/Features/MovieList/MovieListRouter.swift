/// VIPER wiring: the router assembles the module and sets each part's references; a write
/// through the protocol is no use of the interactor.
enum MovieListRouter {
    static func makeModule(presenter: MovieListPresenterProtocol) -> MovieListPresenterProtocol {
        let interactor: MovieListInteractorInput = MovieListInteractor()
        presenter.interactor = interactor
        return presenter
    }
}
