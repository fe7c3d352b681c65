import Domain
import Foundation

/// The platform framework names its implementation like the Domain protocol it implements.
final class PostsUseCase: Domain.PostsUseCase {
    private let store: PostStore

    init(store: PostStore) {
        self.store = store
    }

    func posts() async throws -> [Post] {
        store.cachedPosts()
    }

    func save(_ post: Post) async throws {
        store.store(store.cachedPosts() + [post])
    }
}
