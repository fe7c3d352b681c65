import Foundation
import KeychainStorage

/// Records what the code under test stored, for assertions.
public final class KeychainStoreSpy {
    public private(set) var writes: [(key: String, data: Data)] = []

    public init() {}

    public func set(_ data: Data, for key: String) {
        writes.append((key, data))
    }
}

public enum KeychainFixtures {
    public static let expiredToken = Data("expired-token".utf8)
    public static let validToken = Data("valid-token".utf8)
}
