import Payments
import UIKit

/// Builds another module's view controller to present it: a screen, though it implements the
/// view protocol its presenter holds, is no service to inject.
@MainActor
final class CheckoutNavigator {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showPaymentSheet() {
        let presenter = PaymentSheetPresenter()
        let sheet = PaymentSheetViewController(presenter: presenter)
        presenter.view = sheet
        navigationController?.pushViewController(sheet, animated: true)
    }
}
