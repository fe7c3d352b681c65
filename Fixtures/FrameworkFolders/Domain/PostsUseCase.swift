import Foundation

public protocol PostsUseCase: Sendable {
    func posts() async throws -> [Post]
    func save(_ post: Post) async throws
}

public protocol PostStore: Sendable {
    func cachedPosts() -> [Post]
    func store(_ posts: [Post])
}
