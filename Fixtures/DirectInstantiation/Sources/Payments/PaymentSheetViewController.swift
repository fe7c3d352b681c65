import UIKit

/// VIPER's view contract: the presenter holds the screen through it.
public protocol PaymentSheetViewable: AnyObject {
    func showTotal(_ text: String)
}

public final class PaymentSheetPresenter {
    public weak var view: PaymentSheetViewable?

    public init() {}

    public func viewDidLoad() { view?.showTotal("0.00") }
}

public final class PaymentSheetViewController: UIViewController, PaymentSheetViewable {
    private let presenter: PaymentSheetPresenter

    public init(presenter: PaymentSheetPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public func showTotal(_ text: String) { title = text }
}
