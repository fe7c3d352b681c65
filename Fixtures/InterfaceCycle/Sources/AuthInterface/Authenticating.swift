import Foundation
import ProfileInterface // expect: cyclic-dependency

public struct AuthToken: Hashable, Sendable {
    public let value: String
    public let expiresAt: Date

    public init(value: String, expiresAt: Date) {
        self.value = value
        self.expiresAt = expiresAt
    }
}

public protocol Authenticating: Sendable {
    func signIn(email: String, password: String) async throws -> AuthToken
    func currentProfile() async -> UserProfile?
}

public extension Authenticating {
    func isSignedIn() async -> Bool {
        await currentProfile() != nil
    }
}
