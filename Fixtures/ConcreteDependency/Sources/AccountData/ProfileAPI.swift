import AccountDomain

/// The HTTP client of the account backend.
public final class ProfileAPI: Sendable {
    public init() {}
}

/// Adopts the nested seam in an extension, away from the class's declaration.
extension ProfileAPI: ProfileEditor.Client {
    public func updateDisplayName(_ name: String) async throws {}
    public func updateBio(_ bio: String) async throws {}
}
