import Combine

/// Holds the whole repository but only reads: 1 of 4 requirements (UserReading would do).
@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var name = ""

    private let repository: UserRepository // expect: interface-segregation
    @Injected private var logger: Logging // expect: interface-segregation

    init(repository: UserRepository) {
        self.repository = repository
    }

    func load(id: String) async {
        do {
            name = try await repository.user(id: id).name
        } catch {
            logger.log("profile load failed: \(error)")
        }
    }
}
