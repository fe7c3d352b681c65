import Foundation

/// Uses two of five requirements: `invoices(customer:)` and `save(_:)`. Counted by name there
/// would be two of three ("invoice", "invoices", "save") and nothing reported.
@MainActor
final class InvoiceListViewModel {
    private let repository: InvoiceRepository // expect: interface-segregation
    private(set) var invoices: [Invoice] = []

    init(repository: InvoiceRepository) {
        self.repository = repository
    }

    func load(customer: String) async {
        invoices = (try? await repository.invoices(customer: customer)) ?? []
    }

    func markPaid(_ invoice: Invoice) async {
        var paid = invoice
        paid.isPaid = true
        try? await repository.save(paid)
    }
}
