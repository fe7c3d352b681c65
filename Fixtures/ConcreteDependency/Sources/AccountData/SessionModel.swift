import AccountDomain
import Foundation
import Observation

/// iOS 17's observable model of the session: views own it in `@State` and bind to it with
/// `@Bindable`, which take the class.
@Observable
public final class SessionModel: SessionStore, @unchecked Sendable {
    public private(set) var session: Session?

    public init() {}

    public func currentSession() -> Session? { session }

    public func save(_ session: Session) { self.session = session }
}
