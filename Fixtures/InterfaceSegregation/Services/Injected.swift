/// A tiny service locator with property-wrapper injection.
final class DependencyContainer {
    static let shared = DependencyContainer()

    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<Service>(_ type: Service.Type, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<Service>(_ type: Service.Type) -> Service {
        guard let service = factories[ObjectIdentifier(type)]?() as? Service else {
            preconditionFailure("\(type) is not registered")
        }
        return service
    }
}

@propertyWrapper
struct Injected<Service> {
    let wrappedValue: Service

    init() {
        wrappedValue = DependencyContainer.shared.resolve(Service.self)
    }
}

/// Key-path injection in the style of swift-dependencies: `@Dependency(\.orders) var orders`
/// leaves the property's type to `DependencyValues.orders`.
struct DependencyValues {
    static var current = DependencyValues()

    var storage: [String: Any] = [:]
}

extension DependencyValues {
    var orders: any OrderRepository {
        get { storage["orders"] as! any OrderRepository }
        set { storage["orders"] = newValue }
    }
}

@propertyWrapper
struct Dependency<Value> {
    private let keyPath: KeyPath<DependencyValues, Value>

    init(_ keyPath: KeyPath<DependencyValues, Value>) {
        self.keyPath = keyPath
    }

    var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}
