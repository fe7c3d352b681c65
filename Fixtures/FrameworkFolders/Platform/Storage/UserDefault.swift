import Foundation

/// Settings persistence, Data side: a property wrapper over `UserDefaults`.
@propertyWrapper
struct UserDefault<Value> {
    let key: String
    let defaultValue: Value
    var container: UserDefaults = .standard

    init(_ key: String, default defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var wrappedValue: Value {
        get { container.object(forKey: key) as? Value ?? defaultValue }
        set { container.set(newValue, forKey: key) }
    }
}

/// Serialises every write to the local database.
@globalActor
actor StorageActor {
    static let shared = StorageActor()
}
