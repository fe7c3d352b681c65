import AccountDomain
import Combine
import Foundation

/// The store SwiftUI screens observe: an `ObservableObject` class that also implements the
/// domain's `SessionStore`.
public final class ObservableSessionStore: ObservableObject, SessionStore, @unchecked Sendable {
    @Published public private(set) var session: Session?

    public init() {}

    public func currentSession() -> Session? { session }

    public func save(_ session: Session) { self.session = session }
}
