// expect-next-line: unused-suppression
import Foundation // archlint:disable:this forbidden-import - Foundation was never forbidden

struct Invoice: Identifiable, Equatable {
    let id: UUID
    let number: String
    let total: Decimal
    let isPaid: Bool
}

protocol InvoiceRepository {
    func invoices() async throws -> [Invoice]
}
