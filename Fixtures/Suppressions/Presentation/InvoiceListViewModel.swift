import Combine
import Foundation

@MainActor
final class InvoiceListViewModel: ObservableObject {
    /// Help text for the settings screen; a directive inside a string literal suppresses nothing.
    static let suppressionHelp = "Silence a finding with // archlint:disable:next layer-dependency - reason"

    @Published private(set) var rows: [String] = []

    private let repository: InvoiceRepository

    init(repository: InvoiceRepository) {
        self.repository = repository
    }

    func load() async {
        let invoices = (try? await repository.invoices()) ?? []
        rows = invoices.map { "\($0.number): \($0.total)" }
    }

    // archlint:disable layer-dependency - offline mode still renders cached DTOs until IOS-377
    func makeRows(from dtos: [InvoiceDTO]) -> [String] {
        dtos.map(\.number)
    }

    func append(_ dto: InvoiceDTO) {
        rows.append(dto.number)
    }
    // archlint:enable layer-dependency

    func warmUp(_ cache: InvoiceCache) { // expect: layer-dependency
        cache.prefetch()
    }
}
