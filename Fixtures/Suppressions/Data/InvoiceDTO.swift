import Foundation

struct InvoiceDTO: Decodable {
    struct LineDTO: Decodable {
        let amount: Decimal
    }

    let id: UUID
    let number: String
    let lines: [LineDTO]
    let paid: Bool

    var invoice: Invoice {
        Invoice(id: id, number: number, total: lines.reduce(0) { $0 + $1.amount }, isPaid: paid)
    }
}

/// Keeps decoded DTOs around for offline mode.
final class InvoiceCache {
    private(set) var entries: [InvoiceDTO] = []

    func prefetch() {
        entries.removeAll(keepingCapacity: true)
    }
}
