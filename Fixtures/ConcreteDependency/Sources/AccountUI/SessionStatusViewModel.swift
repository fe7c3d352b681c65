import AccountData
import AccountDomain
import Factory

/// Factory's `@Injected` takes its type from the container's member: the first property gets
/// the keychain class, the second the protocol.
@MainActor
public final class SessionStatusViewModel {
    @Injected(\.keychainStore) private var keychain // expect: concrete-dependency
    @Injected(\.sessionStore) private var sessions

    public init() {}

    public var isSignedIn: Bool { keychain.currentSession() != nil && sessions.currentSession() != nil }

    public func remember(_ session: Session) { sessions.save(session) }
}
