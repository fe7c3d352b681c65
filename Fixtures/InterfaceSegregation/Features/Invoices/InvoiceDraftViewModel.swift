import Foundation

/// An optional dependency read from `[weak self]` closures: `self?.repository?.save(_:)` uses
/// a requirement as `repository?.invoice(id:)` does, so three of five are used (no finding).
final class InvoiceDraftViewModel {
    var repository: InvoiceRepository?
    private(set) var draft: Invoice?

    func open(id: String) async {
        draft = try? await repository?.invoice(id: id)
    }

    func duplicates(of ids: [String]) async -> [Invoice] {
        (try? await repository?.invoices(ids: ids)) ?? []
    }

    func save() {
        guard let draft else { return }
        Task { [weak self] in
            try? await self?.repository?.save(draft)
        }
    }
}
