import Foundation

/// A VIPER module: the builder wires the parts by assignment.
protocol SearchInteractorInput: AnyObject {
    func search(_ query: String)
    func cancel()
    func clearHistory()
}

final class SearchPresenter {
    var interactor: SearchInteractorInput! // expect: interface-segregation

    func didType(_ query: String) {
        interactor.search(query)
    }
}

final class SearchInteractor: SearchInteractorInput {
    func search(_ query: String) {}
    func cancel() {}
    func clearHistory() {}
}

/// Recent queries kept by type: `SearchHistory.interactor` names a static member, never a
/// presenter's property.
enum SearchHistory {
    static var interactor: [String] = []

    static func count() -> Int {
        SearchHistory.interactor.count
    }
}
