import AccountData
import AccountDomain
import Combine
import Foundation

@MainActor
public final class LoginViewModel: ObservableObject {
    @Published public private(set) var expiry = ""

    private let sessionStore: KeychainSessionStore // expect: concrete-dependency
    private let refresher: TokenRefresher? // expect: concrete-dependency
    private var legacyStore: KeychainSessionStore! // expect: concrete-dependency
    private let settings: UserDefaultsSettings
    private let dates: DateFormatterCache
    private let biometricStore: BiometricSessionStore? = nil // expect: concrete-dependency

    public init(
        sessionStore: KeychainSessionStore, // expect: concrete-dependency
        refresher: TokenRefresher?, // expect: concrete-dependency
        settings: UserDefaultsSettings,
        dates: DateFormatterCache
    ) {
        self.sessionStore = sessionStore
        self.refresher = refresher
        self.settings = settings
        self.dates = dates
    }

    public func migrate(from oldStore: KeychainSessionStore) { // expect: concrete-dependency
        legacyStore = oldStore
        if let session = legacyStore.currentSession() {
            sessionStore.save(session)
        }
    }

    public func refreshIfNeeded() async {
        guard let session = sessionStore.currentSession(), !settings.prefersBiometrics else { return }
        if let refreshed = try? await refresher?.refresh(session) {
            sessionStore.save(refreshed)
            expiry = dates.string(from: refreshed.expiresAt)
        }
    }
}
