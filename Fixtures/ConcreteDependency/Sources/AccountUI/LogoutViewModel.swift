import AccountData
import AccountDomain

/// Holds the keychain store as itself because it calls `wipeKeychain()`, which `SessionStore`
/// does not offer: "depend on SessionStore" would not compile, so nothing is reported.
@MainActor
public final class LogoutViewModel {
    private let keychain: KeychainSessionStore

    public init(keychain: KeychainSessionStore) {
        self.keychain = keychain
    }

    public func logOut() {
        keychain.wipeKeychain()
    }
}
