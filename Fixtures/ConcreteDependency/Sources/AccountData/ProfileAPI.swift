import AccountDomain

/// The HTTP client of the account backend.
public final class ProfileAPI: Sendable {
    public init() {}
}

/// Adopts the nested seam in an extension, away from the class's declaration, qualified by its
/// module as code does when two features nest a `Client`.
extension ProfileAPI: AccountDomain.ProfileEditor.Client {
    public func updateDisplayName(_ name: String) async throws {}
    public func updateBio(_ bio: String) async throws {}
}
