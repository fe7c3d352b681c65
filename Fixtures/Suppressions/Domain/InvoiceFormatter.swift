/// The suppression names the wrong rule: it silences nothing (unused) and the real
/// finding on the next line stays.
struct InvoiceFormatter {
    // expect-next-line: unused-suppression
    // archlint:disable:next forbidden-import - the DTO is only read, never stored
    func title(for dto: InvoiceDTO) -> String { "Invoice \(dto.number)" } // expect: layer-dependency

    func title(for invoice: Invoice) -> String { "Invoice \(invoice.number)" }
}
