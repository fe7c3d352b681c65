import Foundation
import Payments
import SwiftUI

@MainActor
@Observable
public final class PaymentSheetViewModel {
    public private(set) var lastReceipt: Receipt?
    /// The conformance is isolated (`@MainActor PaymentProcessor`); building it here is still
    /// picking an implementation from another module.
    private let processor = ApplePayPaymentProcessor(merchantID: "merchant.com.shop") // expect: direct-instantiation

    public init() {}

    public func pay(_ amount: Decimal) async {
        lastReceipt = try? await processor.charge(amount)
    }
}

struct PaymentSheet_Previews: @MainActor PreviewProvider {
    static var previews: some View {
        Text(String(describing: ApplePayPaymentProcessor(merchantID: "merchant.preview")))
    }
}
