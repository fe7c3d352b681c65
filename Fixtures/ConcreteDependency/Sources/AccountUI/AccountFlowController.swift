import AccountData
import AccountDomain
import Foundation
#if canImport(UIKit)
import UIKit

/// None of this is a concrete dependency to replace: the delegate method implements the
/// protocol's requirement, the outlet and the subview are views, and `isSignedIn` comes with
/// `SessionStore`.
final class AccountFlowController: UIViewController, LoginCoordinatorDelegate {
    @IBOutlet private weak var headerSpinner: ActivitySpinner!
    private let spinner = ActivitySpinner()
    private let sessions: KeychainSessionStore // expect: concrete-dependency
    private var children: [Coordinator] = []

    init(sessions: KeychainSessionStore) { // expect: concrete-dependency
        self.sessions = sessions
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(spinner)
        spinner.startAnimating()
        headerSpinner.isHidden = sessions.isSignedIn
    }

    func loginCoordinatorDidFinish(_ coordinator: LoginCoordinator) {
        children.removeAll { $0 === coordinator }
    }
}
#endif
