import Navigation
import Payments

/// A coordinator starts its child flows: building the child coordinator is the pattern.
final class OrdersCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func pay(amount: Int) {
        let payment = PaymentFlowCoordinator(amount: amount)
        payment.delegate = self
        childCoordinators.append(payment)
        payment.start()
    }
}

extension OrdersCoordinator: PaymentFlowCoordinatorDelegate {
    func paymentFlowDidFinish(_ coordinator: PaymentFlowCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

/// A view model is no coordinator: it asks its coordinator to start the flow.
final class OrderSummaryViewModel {
    private var flows: [Coordinator] = []

    func payTapped(amount: Int) {
        let flow = PaymentFlowCoordinator(amount: amount) // expect: direct-instantiation
        flow.start()
        flows.append(flow)
    }
}
