import Foundation

struct Invoice: Identifiable, Equatable {
    let id: String
    var total: Decimal
    var isPaid: Bool
}

/// Overloads are requirements of their own: `invoice(id:)` and `invoices(ids:)` read by key,
/// `invoices(customer:)` and `invoices(since:)` list, `save(_:)` writes.
protocol InvoiceRepository {
    func invoice(id: String) async throws -> Invoice
    func invoices(ids: [String]) async throws -> [Invoice]
    func invoices(customer: String) async throws -> [Invoice]
    func invoices(since date: Date) async throws -> [Invoice]
    func save(_ invoice: Invoice) async throws
}
