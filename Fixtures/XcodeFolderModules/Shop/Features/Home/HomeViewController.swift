import UIKit

/// Home and Search are independent features of one app target: no import is needed to reach
/// across, which is exactly why the rule has to read the reference itself.
final class HomeViewController: UIViewController {
    private let orders: OrderListViewModel

    init(orders: OrderListViewModel) {
        self.orders = orders
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func openSearch() {
        let search = SearchViewController() // expect: module-independence
        navigationController?.pushViewController(search, animated: true)
    }
}
