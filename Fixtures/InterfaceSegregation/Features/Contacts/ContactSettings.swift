import Foundation

/// Unrelated settings that happen to have a `store` too: reading it says nothing about the
/// view models' stores.
struct ContactSettings {
    var store: [String: Bool] = [:]
    var count: Int { store.count }
}

enum ContactSettingsReader {
    static func enabledCount(_ settings: ContactSettings) -> Int {
        settings.store.filter(\.value).count
    }
}
