import Foundation

public final class RemoteOrderRepository: OrderRepository {
    private let url: URL
    /// Same module and same layer: building it here is not reported.
    private let mapper = OrderDTOMapper()

    public init(url: URL = URL(string: "https://shop.example.com/orders")!) {
        self.url = url
    }

    public func orders() async throws -> [Order] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([OrderDTO].self, from: data).map(mapper.map)
    }
}
