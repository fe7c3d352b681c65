// expect-next-line: unused-suppression
// archlint:disable forbidden-import - generated networking code may import anything
import Foundation

final class RemoteInvoiceRepository: InvoiceRepository {
    private let url: URL

    init(url: URL) {
        self.url = url
    }

    func invoices() async throws -> [Invoice] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([InvoiceDTO].self, from: data).map(\.invoice)
    }
}
// archlint:enable forbidden-import
