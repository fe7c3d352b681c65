import Foundation

/// A base class for the member screens: it only reads, but its subclasses edit, delete and
/// search through the same property. Their code is the holder's too: 4 of 4, nothing reported.
class MemberListViewModel {
    let repository: UserRepository
    var members: [User] = []

    init(repository: UserRepository) {
        self.repository = repository
    }

    func open(id: String) async throws -> User {
        try await repository.user(id: id)
    }
}

/// A base class whose subclass reads too: still 1 of 4.
class MemberBadgeViewModel {
    let repository: UserRepository // expect: interface-segregation

    init(repository: UserRepository) {
        self.repository = repository
    }
}
