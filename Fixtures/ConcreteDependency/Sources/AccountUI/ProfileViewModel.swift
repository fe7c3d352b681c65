import AccountDomain
import Combine

/// The good version: depends on the protocols only.
@MainActor
public final class ProfileViewModel: ObservableObject {
    @Published public private(set) var userID: String?

    private let sessionStore: SessionStore
    private let refresher: TokenRefreshing

    public init(sessionStore: SessionStore, refresher: TokenRefreshing) {
        self.sessionStore = sessionStore
        self.refresher = refresher
    }

    public func load() async {
        guard let session = sessionStore.currentSession() else { return }
        let fresh = (try? await refresher.refresh(session)) ?? session
        sessionStore.save(fresh)
        userID = fresh.userID
    }
}
