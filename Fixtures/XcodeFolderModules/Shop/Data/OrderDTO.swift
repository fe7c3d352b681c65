import Foundation

/// The wire format. One app target, so Presentation could use it without an import: the
/// folders are modules only in rules.json.
struct OrderDTO: Decodable {
    let id: UUID
    let name: String
    let totalCents: Int

    var order: Order { Order(id: id, title: name, total: Decimal(totalCents) / 100) }
}

final class RemoteOrderRepository: OrderRepository {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func orders() async throws -> [Order] {
        let (data, _) = try await session.data(from: URL(string: "https://shop.example.com/orders")!)
        return try JSONDecoder().decode([OrderDTO].self, from: data).map(\.order)
    }
}
