import Foundation
import SwiftUI

struct BundledArticleStore: ArticleStore {
    func articles() async throws -> [Article] {
        [Article(id: UUID(), title: "Welcome", body: "Hello, reader.", isFeatured: true)]
    }
}

@main
struct NewsApp: App {
    @StateObject private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            ArticleListView(router: router, store: BundledArticleStore())
        }
    }
}
