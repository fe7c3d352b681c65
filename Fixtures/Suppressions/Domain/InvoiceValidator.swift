/// The suppression works, but rules.json requires a reason and this one has none.
struct InvoiceValidator {
    // expect-next-line: missing-suppression-reason
    // archlint:disable:next layer-dependency
    func isValid(_ dto: InvoiceDTO) -> Bool {
        !dto.number.isEmpty && !dto.lines.isEmpty
    }
}
