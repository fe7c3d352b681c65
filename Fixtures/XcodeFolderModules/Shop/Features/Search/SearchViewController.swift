import UIKit

final class SearchViewController: UIViewController {
    var query = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
    }
}
