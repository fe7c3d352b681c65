import Foundation
import KeychainStorage // expect: interface-module-purity

/// Leaks an implementation into the interface: every client of AuthInterface now depends on
/// the keychain module.
public protocol TokenStorage {
    var store: KeychainStore { get }
}
