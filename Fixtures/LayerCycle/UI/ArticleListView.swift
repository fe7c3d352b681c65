import SwiftUI

struct ArticleListView: View {
    @ObservedObject var router: AppRouter
    let store: ArticleStore
    @State private var articles: [Article] = []

    var body: some View {
        NavigationStack(path: $router.path) {
            List(articles) { article in
                Button(article.title) { router.show(article) }
            }
            .navigationDestination(for: Route.self) { route in
                router.destination(for: route)
            }
        }
        .task { articles = (try? await store.articles()) ?? [] }
    }
}
