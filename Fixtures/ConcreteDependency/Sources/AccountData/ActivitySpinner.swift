#if canImport(UIKit)
import UIKit

public protocol ActivityIndicatorProtocol: AnyObject {
    func startAnimating()
    func stopAnimating()
}

/// A design-system view that also offers a small protocol: screens still add it as a view.
public final class ActivitySpinner: UIView, ActivityIndicatorProtocol {
    public func startAnimating() {}
    public func stopAnimating() {}
}

public protocol AccountRouting: AnyObject {
    func showLogin()
}

/// A navigation controller that also routes: held by a view model, it is a dependency like any
/// other class.
public final class AccountNavigator: UINavigationController, AccountRouting {
    public func showLogin() {}
}
#endif
