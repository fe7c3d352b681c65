/// A post being written. The storage actor belongs to Data: isolating a Domain type to it
/// ties Domain to the database layer.
@StorageActor // expect: layer-dependency, cyclic-dependency
final class PostDraft {
    var title = ""
    @Clamped(1...5) var priority = 3

    func publish(with useCase: PostsUseCase) async throws {
        try await useCase.save(Post(id: title, title: title, body: ""))
    }
}
