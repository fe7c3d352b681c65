import AccountDomain
import Foundation

/// A coordinator and its delegate protocol: the delegate method's parameter is whatever the
/// protocol says it is.
public protocol Coordinator: AnyObject {
    func start()
}

public protocol LoginCoordinatorDelegate: AnyObject {
    func loginCoordinatorDidFinish(_ coordinator: LoginCoordinator)
}

public final class LoginCoordinator: Coordinator {
    public weak var delegate: LoginCoordinatorDelegate?

    public init() {}

    public func start() {}

    public func finish() { delegate?.loginCoordinatorDidFinish(self) }
}
