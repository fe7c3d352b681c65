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
#endif
