import AuthInterface
import Foundation
import ProfileInterface

public final class AuthService: Authenticating, @unchecked Sendable {
    private let profiles: ProfileProviding
    private var token: AuthToken?

    public init(profiles: ProfileProviding) {
        self.profiles = profiles
    }

    public func signIn(email: String, password: String) async throws -> AuthToken {
        let token = AuthToken(value: UUID().uuidString, expiresAt: Date().addingTimeInterval(3600))
        self.token = token
        NotificationCenter.default.post(name: AuthNotifications.didSignIn, object: nil)
        return token
    }

    public func currentProfile() async -> UserProfile? {
        guard let token else { return nil }
        return try? await profiles.profile(for: token)
    }
}
