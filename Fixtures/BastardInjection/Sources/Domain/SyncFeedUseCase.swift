import FeedData
import FeedInterface
import Foundation

/// Leading-dot defaults: `.remote` reads like a configuration value but hard-wires FeedData's
/// loader exactly as `RemoteFeedLoader()` would. What its arguments build is part of that one
/// finding, as in `RemoteFeedLoader(client: URLSessionHTTPClient())`.
public struct SyncFeedUseCase: Sendable {
    private let loader: any FeedLoader
    private let fallback: FeedLoader
    private let mirror: FeedLoader
    private let retryPolicy: RetryPolicy

    public init(
        loader: any FeedLoader = .remote, // expect: bastard-injection
        fallback: FeedLoader = .remote(url: URL(fileURLWithPath: "/tmp/feed.json")), // expect: bastard-injection
        mirror: FeedLoader = .remote(client: URLSessionHTTPClient()), // expect: bastard-injection
        retryPolicy: RetryPolicy = .aggressive
    ) {
        self.loader = loader
        self.fallback = fallback
        self.mirror = mirror
        self.retryPolicy = retryPolicy
    }

    public func execute(limit: Int = .zero) async throws -> [FeedItem] {
        let items = (try? await loader.load()) ?? (try? await mirror.load()) ?? (try await fallback.load())
        return limit > 0 ? Array(items.prefix(limit)) : items
    }
}
