import OrdersData
import OrdersUI // expect: undeclared-import
import SwiftUI

public struct OrdersView: View {
    let orders: [Order]

    public init(orders: [Order]) { self.orders = orders }

    public var body: some View {
        List(orders) { order in OrderRow(title: order.id) }
    }
}
