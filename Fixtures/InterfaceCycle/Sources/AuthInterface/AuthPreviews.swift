#if DEBUG
import Foundation
import KeychainStorageMocks // expect: interface-module-purity

/// Preview data written into the interface for convenience: every feature that imports
/// AuthInterface now links the keychain doubles as well.
public enum AuthPreviews {
    public static let expiredToken = AuthToken(
        value: String(decoding: KeychainFixtures.expiredToken, as: UTF8.self),
        expiresAt: .distantPast)
}
#endif
