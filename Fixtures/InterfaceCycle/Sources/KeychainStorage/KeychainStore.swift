import Foundation

/// An implementation module: a class that talks to the keychain.
public final class KeychainStore {
    private var items: [String: Data] = [:]

    public init() {}

    public func data(for key: String) -> Data? {
        items[key]
    }

    public func set(_ data: Data, for key: String) {
        items[key] = data
    }
}
