import Foundation

/// A service scoped to a user by a fluent call, as server apps write them: `with(_:)` hands the
/// same service back, so what is called on its result is called on the held value.
protocol NoteSharingService: Actor {
    func with(_ userID: UUID?) -> Self
    func publish(noteID: UUID) async throws
    func unpublish(noteID: UUID) async throws
    func pin(noteID: UUID) async throws
    func isPublished(noteID: UUID) async throws -> Bool
}

struct NoteSharingController {
    let sharing: any NoteSharingService

    func publish(_ note: UUID, by user: UUID) async throws {
        try await sharing.with(user).publish(noteID: note)
    }

    func pin(_ note: UUID, by user: UUID) async throws {
        let scoped = await sharing.with(user)
        try await scoped.pin(noteID: note)
        try await scoped.unpublish(noteID: note)
    }

    func status(of note: UUID) async throws -> Bool {
        try await sharing.isPublished(noteID: note)
    }
}

/// A copy-returning requirement is no fluent scope when it is not called: this one uses one of
/// five.
struct NoteBadgeViewModel {
    let sharing: any NoteSharingService // expect: interface-segregation

    func badge(for note: UUID) async -> String {
        (try? await sharing.isPublished(noteID: note)) == true ? "published" : ""
    }
}
