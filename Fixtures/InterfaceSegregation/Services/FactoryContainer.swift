/// Factory-style registrations: `Container.analytics` hands out a `Factory<any AnalyticsTracking>`.
final class Container {
    static let shared = Container()
}

struct Factory<Value> {
    let make: () -> Value

    func callAsFunction() -> Value { make() }
}

extension Container {
    var analytics: Factory<any AnalyticsTracking> {
        Factory { OSLogTelemetry() }
    }
}

@propertyWrapper
struct LazyInjected<Value> {
    private let keyPath: KeyPath<Container, Factory<Value>>

    init(_ keyPath: KeyPath<Container, Factory<Value>>) {
        self.keyPath = keyPath
    }

    var wrappedValue: Value { Container.shared[keyPath: keyPath]() }
}
