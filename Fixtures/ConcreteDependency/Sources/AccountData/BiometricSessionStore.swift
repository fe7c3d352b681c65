import AccountDomain
import Foundation

/// A main-actor class with a `nonisolated` conformance (Swift 6.2): still a SessionStore.
@MainActor
public final class BiometricSessionStore: nonisolated SessionStore, @unchecked Sendable {
    nonisolated(unsafe) private var cached: Session?

    public init() {}

    public nonisolated func currentSession() -> Session? { cached }

    public nonisolated func save(_ session: Session) { cached = session }
}
