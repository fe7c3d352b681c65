protocol MovieListInteractorInput: AnyObject {
    func fetchMovies(page: Int)
    func fetchGenres()
    func toggleFavorite(id: Int)
}

protocol MovieListPresenterProtocol: AnyObject {
    var interactor: MovieListInteractorInput? { get set }
    func viewDidLoad()
}
