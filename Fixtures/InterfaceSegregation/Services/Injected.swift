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
