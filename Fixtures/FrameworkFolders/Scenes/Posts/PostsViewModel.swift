import Combine
import Domain

/// `PostsUseCase` here is the Domain protocol (the file imports Domain): no concrete dependency.
@MainActor
final class PostsViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    private let useCase: PostsUseCase

    init(useCase: PostsUseCase) {
        self.useCase = useCase
    }

    func load() async {
        posts = (try? await useCase.posts()) ?? []
    }

    func add(_ post: Post) async {
        try? await useCase.save(post)
        await load()
    }
}
