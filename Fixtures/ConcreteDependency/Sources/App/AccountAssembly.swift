import AccountData
import AccountDomain
import AccountUI
import Foundation

/// Composition root: builds the concrete types and hands them out as protocols.
@MainActor
public enum AccountAssembly {
    public static func makeProfileViewModel() -> ProfileViewModel {
        let refresher = TokenRefresher(endpoint: URL(string: "https://auth.example.com/refresh")!)
        let store = KeychainSessionStore(refresher: refresher)
        return ProfileViewModel(sessionStore: store, refresher: refresher)
    }

    public static func makeLoginViewModel() -> LoginViewModel {
        let refresher = TokenRefresher(endpoint: URL(string: "https://auth.example.com/refresh")!)
        return LoginViewModel(
            sessionStore: KeychainSessionStore(refresher: refresher),
            refresher: refresher,
            settings: UserDefaultsSettings(),
            dates: DateFormatterCache()
        )
    }
}
