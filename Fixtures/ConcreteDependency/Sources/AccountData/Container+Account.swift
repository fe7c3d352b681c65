import AccountDomain
import Factory
import Foundation

/// Factory registrations kept beside the implementations. `keychainStore` hands out the class
/// itself, so whoever injects it depends on the keychain, not on `SessionStore`.
public extension Container {
    var keychainStore: Factory<KeychainSessionStore> {
        self { KeychainSessionStore(refresher: TokenRefresher(endpoint: URL(string: "https://auth.example.com")!)) }.singleton
    }

    var sessionStore: Factory<any SessionStore> {
        self { self.keychainStore() }
    }
}
