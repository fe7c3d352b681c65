import FeedInterface
import Foundation

struct FeedItemDTO: Decodable {
    let id: UUID
    let title: String
    let image: URL?
}

public final class RemoteFeedLoader: FeedLoader {
    private let client: HTTPClient
    private let url: URL

    /// Same-module default: still a hidden dependency, reported as a warning.
    public init(
        client: HTTPClient = URLSessionHTTPClient(), // expect: bastard-injection
        url: URL = URL(string: "https://feed.example.com/items")!
    ) {
        self.client = client
        self.url = url
    }

    /// A leading-dot default from this module's own menu (`extension HTTPClient where Self ==
    /// URLSessionHTTPClient`): a local default, the way libraries offer styles; not reported.
    public init(url: URL, session client: any HTTPClient = .urlSession) {
        self.client = client
        self.url = url
    }

    public func load() async throws -> [FeedItem] {
        let data = try await client.get(url)
        return try JSONDecoder().decode([FeedItemDTO].self, from: data).map {
            FeedItem(id: $0.id, title: $0.title, imageURL: $0.image)
        }
    }
}

/// SE-0299 static members: `.remote` is written where a `FeedLoader` is expected, and is a
/// `RemoteFeedLoader` all the same.
extension FeedLoader where Self == RemoteFeedLoader {
    public static var remote: RemoteFeedLoader { RemoteFeedLoader() }

    public static func remote(url: URL) -> Self { RemoteFeedLoader(url: url) }

    public static func remote(client: HTTPClient) -> Self { RemoteFeedLoader(client: client) }
}

/// Unconstrained: a helper on every loader, not a way to name an implementation.
extension FeedLoader {
    public static var pageSize: Int { 20 }
}
