extension FeedViewModel {
    func rename(_ user: User, to name: String) async {
        var renamed = user
        renamed.name = name
        try? await repository.save(renamed)
    }

    func remove(_ user: User) async {
        try? await repository.delete(id: user.id)
        users.removeAll { $0.id == user.id }
    }
}
