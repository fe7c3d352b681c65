import Navigation

public protocol PaymentFlowCoordinatorDelegate: AnyObject {
    func paymentFlowDidFinish(_ coordinator: PaymentFlowCoordinator)
}

/// The payment screens, a flow of their own.
public final class PaymentFlowCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []
    public weak var delegate: PaymentFlowCoordinatorDelegate?
    private let amount: Int

    public init(amount: Int) {
        self.amount = amount
    }

    public func start() {}
}
