import AccountData
import AccountDomain
import Foundation

/// `store` is the keychain store in one method and a file manager in another: what
/// `backup(to:)` calls on its file manager says nothing of `export(from:)`'s parameter.
public final class SessionExporter {
    public init() {}

    public func export(from store: KeychainSessionStore) -> String? { // expect: concrete-dependency
        store.currentSession()?.userID
    }

    public func backup(to store: FileManager) -> Bool {
        store.fileExists(atPath: NSTemporaryDirectory())
    }
}
