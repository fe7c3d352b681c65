import AccountDomain
import Foundation

/// One class behind two seams: it stores the session and renews its token.
public final class SessionService: SessionStore, TokenRefreshing, @unchecked Sendable {
    private var cached: Session?

    public init() {}

    public func currentSession() -> Session? { cached }

    public func save(_ session: Session) { cached = session }

    public func refresh(_ session: Session) async throws -> Session {
        Session(userID: session.userID, token: UUID().uuidString, expiresAt: Date().addingTimeInterval(3600))
    }
}
