import AccountData
import AccountDomain

/// A local name for the implementation hides nothing: the alias is KeychainSessionStore.
typealias SecureSessionStore = KeychainSessionStore

@MainActor
public final class SessionBannerViewModel {
    private let store: SecureSessionStore // expect: concrete-dependency

    init(store: SecureSessionStore) { // expect: concrete-dependency
        self.store = store
    }

    /// Building through the alias builds the class.
    static func make(
        refresher: TokenRefresher // expect: concrete-dependency
    ) -> SessionBannerViewModel {
        SessionBannerViewModel(store: SecureSessionStore(refresher: refresher)) // expect: direct-instantiation
    }

    public func title() -> String {
        store.currentSession() == nil ? "Signed out" : "Signed in"
    }
}
