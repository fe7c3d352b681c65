import AccountDomain
import Foundation

public final class KeychainSessionStore: SessionStore, @unchecked Sendable {
    private var cached: Session?
    /// Same module: depending on the concrete actor here is not reported.
    private let refresher: TokenRefresher

    public init(refresher: TokenRefresher) {
        self.refresher = refresher
    }

    public func currentSession() -> Session? { cached }

    public func save(_ session: Session) { cached = session }

    /// Not part of `SessionStore`: code that calls it needs the keychain store itself.
    public func wipeKeychain() { cached = nil }
}
