import Foundation

/// Merges another screen's members: `other.repository` is that screen's dependency (its
/// parameter is typed as another type), so this holder's own use is still 1 of 4.
final class MemberMergeViewModel {
    private let repository: UserRepository // expect: interface-segregation

    init(repository: UserRepository) {
        self.repository = repository
    }

    func merge(from other: MemberListViewModel) async throws -> [User] {
        try await other.repository.save(User(id: "merged", name: "Merged"))
        try await other.repository.delete(id: "stale")
        return try await repository.search(query: "merged")
    }
}
