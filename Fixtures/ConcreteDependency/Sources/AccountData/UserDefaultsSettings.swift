import AccountDomain
import Foundation

/// A struct: value types are not concrete dependencies in the DI sense.
public struct UserDefaultsSettings: SettingsStore {
    public init() {}

    public var prefersBiometrics: Bool {
        UserDefaults.standard.bool(forKey: "prefersBiometrics")
    }
}

/// A class that conforms to no workspace protocol: nothing to depend on instead.
public final class DateFormatterCache {
    private let formatter = DateFormatter()

    public init() {
        formatter.dateStyle = .medium
    }

    public func string(from date: Date) -> String {
        formatter.string(from: date)
    }
}
