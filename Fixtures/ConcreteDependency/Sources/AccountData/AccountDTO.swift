import AccountDomain
import Foundation

/// Decoded from `GET /me`: a record, as a struct would be, though the API client wants a
/// class for its reference-type cache.
public final class AccountDTO: AccountSummaryDisplayable, Codable, Identifiable, Sendable {
    public let id: String
    public let displayName: String
    public let email: String
    public let memberSince: Date
    public let avatarURL: URL?
    public let referredBy: AccountDTO?
}

/// Decoded too, but it is the service the archive screen uses: holding the class is what the
/// rule is for.
public final class AccountArchive: AccountArchiving, Codable {
    public let accounts: [String]

    public func archive() throws -> Data { try JSONEncoder().encode(accounts) }
}

/// The status as the server last sent it.
public struct SessionStatusSnapshot: SessionStatusProviding, Codable {
    public let isSignedIn: Bool
    public let userName: String?
    public let expiresAt: Date?
}

/// Watches the keychain and refreshes the token: a service, whatever it shares with the snapshot.
public final class LiveSessionMonitor: SessionStatusProviding {
    public private(set) var isSignedIn = false
    public private(set) var userName: String?
    public private(set) var expiresAt: Date?

    public init() {}

    public func refresh() async {}
}
