import FeedInterface

/// The app's own injection wrapper: its default container is the ambient lookup every
/// `@Injected` use relies on, not a dependency hidden in a use case.
public protocol DependencyResolving {
    func resolve<T>(_ type: T.Type) -> T
}

public final class AppResolver: DependencyResolving {
    public static let current = AppResolver()
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    public func resolve<T>(_ type: T.Type) -> T {
        factories[ObjectIdentifier(type)]!() as! T
    }
}

@propertyWrapper
public struct Injected<Service> {
    public let wrappedValue: Service

    public init(resolver: DependencyResolving = AppResolver.current) {
        wrappedValue = resolver.resolve(Service.self)
    }
}
