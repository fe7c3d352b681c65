import Combine
import Domain

@MainActor
final class PostDetailViewModel: ObservableObject {
    @Published private(set) var post: Post?
    private let store: RealmPostStore // expect: concrete-dependency, layer-dependency

    init(store: RealmPostStore) { // expect: concrete-dependency
        self.store = store
    }

    func show(id: String) {
        post = store.cachedPosts().first { $0.id == id }
    }
}
