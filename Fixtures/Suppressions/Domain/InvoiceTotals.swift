import Foundation
import UIKit // archlint:disable:this forbidden-import - UIImage stamps for the PDF export until IOS-412

struct InvoiceTotals {
    // archlint:disable:next layer-dependency - legacy DTO, removed with the v2 API (IOS-398)
    func total(of dto: InvoiceDTO) -> Decimal {
        dto.lines.reduce(0) { $0 + $1.amount }
    }

    func stamp(for invoice: Invoice) -> UIImage? {
        UIImage(systemName: invoice.isPaid ? "checkmark.seal" : "clock")
    }

    /// Suppressing the first use of a type does not hide a later, unsuppressed one.
    func isEmpty(_ dto: InvoiceDTO) -> Bool { // expect: layer-dependency
        dto.lines.isEmpty
    }
}
