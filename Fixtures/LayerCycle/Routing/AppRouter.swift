import Combine
import SwiftUI

/// Routing builds UI screens and UI drives the router: each direction is allowed, together
/// they are a cycle. Reported at the first edge (Routing -> UI), at its first reference.
@MainActor
final class AppRouter: ObservableObject {
    @Published var path: [Route] = []

    func show(_ article: Article) {
        path.append(.detail(article))
    }

    func destination(for route: Route) -> ArticleDetailView { // expect: cyclic-dependency
        switch route {
        case .detail(let article):
            return ArticleDetailView(article: article)
        }
    }
}
