import AuthInterface
import CoreModels // values only (no class or actor): an interface may use them

public struct UserProfile: Equatable, Sendable {
    public let id: UserID
    public let displayName: String

    public init(id: UserID, displayName: String) {
        self.id = id
        self.displayName = displayName
    }
}

public protocol ProfileProviding: Sendable {
    func profile(for token: AuthToken) async throws -> UserProfile
}
