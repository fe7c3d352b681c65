import SwiftUI

/// How the orders list looks; an environment value that happens to share its key path's name
/// with the orders repository of `DependencyValues`.
struct OrderListStyle {
    var showsShipped = true
}

private struct OrderListStyleKey: EnvironmentKey {
    static let defaultValue = OrderListStyle()
}

extension EnvironmentValues {
    var orders: OrderListStyle {
        get { self[OrderListStyleKey.self] }
        set { self[OrderListStyleKey.self] = newValue }
    }
}
