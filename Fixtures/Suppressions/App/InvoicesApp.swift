import SwiftUI

struct InvoiceListView: View {
    @StateObject var viewModel: InvoiceListViewModel

    var body: some View {
        List(viewModel.rows, id: \.self) { Text($0) }
            .task { await viewModel.load() }
    }
}

@main
struct InvoicesApp: App {
    var body: some Scene {
        WindowGroup {
            InvoiceListView(
                viewModel: InvoiceListViewModel(
                    repository: RemoteInvoiceRepository(url: URL(string: "https://billing.example.com/invoices")!)
                )
            )
        }
    }
}
