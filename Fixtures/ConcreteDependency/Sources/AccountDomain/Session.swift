import Foundation

public struct Session: Equatable, Sendable {
    public let userID: String
    public let token: String
    public let expiresAt: Date

    public init(userID: String, token: String, expiresAt: Date) {
        self.userID = userID
        self.token = token
        self.expiresAt = expiresAt
    }
}

public protocol SessionStore: AnyObject, Sendable {
    func currentSession() -> Session?
    func save(_ session: Session)
}

public protocol TokenRefreshing: Sendable {
    func refresh(_ session: Session) async throws -> Session
}

public protocol SettingsStore {
    var prefersBiometrics: Bool { get }
}

/// Named by its role: nothing in the app holds it yet, but it is the seam of `AvatarUploader`.
public protocol AvatarUploading: Sendable {
    func upload(_ image: Data, for userID: String) async throws -> URL
}

public extension SessionStore {
    /// Convenience every store gets: callers of it use the store through `SessionStore`.
    var isSignedIn: Bool { currentSession() != nil }
}

/// Anything the app can export to a file: sessions' history entries adopt it, and the export
/// screen holds one.
public protocol Exportable {
    func exportedText() -> String
}

/// The use cases the account screens run; Data's implementation takes the same name.
public protocol AccountUseCases: Sendable {
    func deleteAccount() async throws
}
