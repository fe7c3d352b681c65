import Foundation

/// Loads one profile through the repository abstraction.
struct LoadProfileUseCase {
    private let repository: ProfileRepository

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws -> Profile {
        try await repository.profile(id: id)
    }
}
