import Foundation

/// Reasons written with what editors and keyboards type: typographic dashes, a nested `//`,
/// a colon after the rule ids.
struct InvoiceExport {
    // archlint:disable:next layer-dependency — the CSV export reads the DTO until IOS-420
    func csvLine(for dto: InvoiceDTO) -> String {
        "\(dto.number);\(dto.paid)"
    }

    // archlint:disable:next layer-dependency – the JSON export too (IOS-420)
    func jsonNumber(of dto: InvoiceDTO) -> String {
        dto.number
    }

    func isPaid(_ dto: InvoiceDTO) -> Bool { dto.paid } // archlint:disable:this layer-dependency // IOS-420

    // archlint:disable:next layer-dependency: the archive format is the DTO's (IOS-421)
    func archiveKey(of dto: InvoiceDTO) -> String {
        dto.id.uuidString
    }

    // archlint:disable:next layer-dependency—glued to the rule id, still a reason
    func lineCount(of dto: InvoiceDTO) -> Int {
        dto.lines.count
    }
}
