import DesignSystem
import FeatureCartInterface
import SwiftUI
#if DEBUG
import FeatureHome // expect: module-independence
#endif

public struct ProfileView: View {
    private let name: String
    private let cart: CartRouting?

    public init(name: String, cart: CartRouting?) {
        self.name = name
        self.cart = cart
    }

    public var body: some View {
        VStack(spacing: Spacing.medium) {
            Text(name).font(.title)
            Button("Buy again") { cart?.add(productID: name) }
            Button("Cart") { cart?.openCart() }
            #if DEBUG
            HomeView(onOpenProfile: {})
                .border(.red)
            #endif
        }
    }
}
