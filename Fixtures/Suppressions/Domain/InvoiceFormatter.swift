/// The suppression names the wrong rule: it silences nothing (unused) and the real
/// finding on the next line stays.
struct InvoiceFormatter {
    // expect-next-line: unused-suppression
    // archlint:disable:next forbidden-import - the DTO is only read, never stored
    func title(for dto: InvoiceDTO) -> String { "Invoice \(dto.number)" } // expect: layer-dependency

    func title(for invoice: Invoice) -> String { "Invoice \(invoice.number)" }
}

/// A misspelt command and a misspelt rule id suppress nothing; both are reported, with a
/// suggestion. (InvoiceDTO's layer-dependency is reported once per file, above.)
struct InvoiceSubtitle {
    // expect-next-line: unused-suppression
    // archlint:disable:nxt layer-dependency - typo in the command
    func subtitle(for dto: InvoiceDTO) -> String { dto.number }

    // expect-next-line: unused-suppression
    // archlint:disable:next layer-dependancy - typo in the rule id
    func caption(for dto: InvoiceDTO) -> String { dto.number }
}
