import Foundation

/// The payments module's service locator: screens that predate injection ask it for what they
/// need.
public protocol PaymentServiceProviding: AnyObject {
    func resolve<Service>() -> Service
}

public final class PaymentsContainer: PaymentServiceProviding {
    public static let shared: PaymentServiceProviding = PaymentsContainer()

    private var factories: [ObjectIdentifier: () -> Any] = [:]

    public func register<Service>(_ type: Service.Type, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    public func resolve<Service>() -> Service {
        guard let make = factories[ObjectIdentifier(Service.self)], let service = make() as? Service else {
            fatalError("\(Service.self) is not registered")
        }
        return service
    }
}
