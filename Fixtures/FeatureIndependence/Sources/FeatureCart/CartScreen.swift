import DesignSystem
import SwiftUI

public struct CartScreen: View {
    public init() {}

    public var body: some View {
        Text("Your cart is empty")
            .padding(Spacing.small)
    }
}
