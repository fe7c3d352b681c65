import SwiftUI

public struct OrderListView: View {
    @State private var viewModel: OrderListViewModel

    public init(viewModel: OrderListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        List(viewModel.orders) { order in
            HStack {
                Text(order.id)
                Spacer()
                Text(order.total, format: .currency(code: "USD"))
            }
        }
        .task { await viewModel.load() }
    }
}

/// Previews may build concrete types.
#Preview {
    OrderListView(viewModel: OrderListViewModel(repository: RemoteOrderRepository()))
}

struct OrderListView_Previews: PreviewProvider {
    static var previews: some View {
        OrderListView(viewModel: OrderListViewModel(repository: RemoteOrderRepository()))
    }
}
