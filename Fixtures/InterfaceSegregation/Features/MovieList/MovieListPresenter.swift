/// Implements the requirement `interactor`, which only the router writes: the presenter's own
/// use (one of three) is all there is, so it is narrowed (declaring the requirement so too).
final class MovieListPresenter: MovieListPresenterProtocol {
    var interactor: MovieListInteractorInput? // expect: interface-segregation

    func viewDidLoad() {
        interactor?.fetchMovies(page: 1)
    }
}

final class MovieListInteractor: MovieListInteractorInput {
    func fetchMovies(page: Int) {}
    func fetchGenres() {}
    func toggleFavorite(id: Int) {}
}
