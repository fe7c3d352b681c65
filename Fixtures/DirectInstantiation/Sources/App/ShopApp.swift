import Orders
import Payments
import SwiftUI

/// The entry point wires the app, here and in its extension files.
@main
struct ShopApp: App {
    let processor: PaymentProcessor = StripePaymentProcessor(apiKey: "pk_live")

    var body: some Scene {
        WindowGroup { Text("Shop") }
    }
}
