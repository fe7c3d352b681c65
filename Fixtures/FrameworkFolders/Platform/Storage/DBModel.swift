import Foundation

/// Persistence models live in a namespace, one model per file.
enum DBModel {}

final class RealmPostStore: PostStore, @unchecked Sendable {
    private var posts: [DBModel.Post] = []

    init() {}

    func cachedPosts() -> [Post] {
        posts.map { Post(id: $0.id, title: $0.title, body: $0.body) }
    }

    func store(_ posts: [Post]) {
        self.posts = posts.map { DBModel.Post(id: $0.id, title: $0.title, body: $0.body) }
    }
}
