import Foundation

/// Uses three of five (`invoice(id:)`, `invoices(ids:)`, `invoices(since:)`): above half, not
/// reported.
struct InvoiceSyncUseCase {
    let repository: InvoiceRepository

    func refresh(_ id: String) async throws -> Invoice { try await repository.invoice(id: id) }

    func refresh(_ ids: [String]) async throws -> [Invoice] { try await repository.invoices(ids: ids) }

    func recent() async throws -> [Invoice] {
        try await repository.invoices(since: Date().addingTimeInterval(-86_400))
    }
}
