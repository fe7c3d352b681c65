/// Comments that look like suppressions but leave a part, or all, of themselves unused.
struct InvoiceReminder {
    // One comment for two rules: only layer-dependency has a finding here.
    // expect-next-line: unused-suppression
    // archlint:disable:next layer-dependency, fat-protocol - the DTO until IOS-398
    func dueDate(of dto: InvoiceDTO) -> String { dto.number }

    // A space after the colon: not read as a command, so the finding below stays.
    // expect-next-line: unused-suppression
    // archlint: disable:next layer-dependency - spaced by mistake
    func reference(of dto: InvoiceDTO) -> String { dto.number } // expect: layer-dependency
}

// An `enable` that ends nothing (its `disable` was deleted long ago).
// expect-next-line: unused-suppression
// archlint:enable layer-dependency

// Prose about archlint is no command (no rule id follows):
// archlint: enable once the v2 API ships
// archlint: disable this check when the DTO is gone
