import Foundation

public final class RemoteOrderRepository: OrderRepository {
    private let url: URL
    private let session: URLSession
    private let queue: DispatchQueue
    /// Same module and same layer: building it here is not reported.
    private let mapper = OrderDTOMapper()

    /// Platform singletons as defaults (`URLSession.shared`, `DispatchQueue.global()`) are not
    /// workspace types: not findings.
    public init(url: URL = URL(string: "https://shop.example.com/orders")!,
                session: URLSession = URLSession.shared,
                queue: DispatchQueue = DispatchQueue.global()) {
        self.url = url
        self.session = session
        self.queue = queue
    }

    public func orders() async throws -> [Order] {
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([OrderDTO].self, from: data).map(mapper.map)
    }
}
