import Payments
import UIKit

/// VIPER: the router's `createModule()` assembles the module; a method that builds a service
/// on its own is still reported.
final class ReceiptRouter {
    weak var viewController: UIViewController?
    private var refunds: RefundingPaymentProcessor? // expect: interface-segregation

    static func createModule() -> UIViewController {
        let router = ReceiptRouter()
        let controller = UIViewController()
        router.viewController = controller
        router.refunds = StripeRefundService()
        return controller
    }

    func refund(_ receipt: Receipt) async throws {
        try await refunds?.refund(receipt)
    }

    func refundWithoutTheModule(_ receipt: Receipt) async throws {
        try await StripeRefundService().refund(receipt) // expect: direct-instantiation
    }
}
