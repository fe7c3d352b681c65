import Foundation

final class EditMembersViewModel: MemberListViewModel {
    func rename(_ user: User, to name: String) async throws {
        var renamed = user
        renamed.name = name
        try await repository.save(renamed)
    }

    func remove(id: String) async throws {
        try await self.repository.delete(id: id)
    }

    func find(_ query: String) async throws {
        members = try await repository.search(query: query)
    }
}

final class MemberBadgeDetailViewModel: MemberBadgeViewModel {
    func title(id: String) async -> String {
        (try? await repository.user(id: id).name) ?? ""
    }
}
