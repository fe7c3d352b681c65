import FeedData
import FeedInterface
import Foundation

/// Leading-dot defaults: `.remote` reads like a configuration value but hard-wires FeedData's
/// loader exactly as `RemoteFeedLoader()` would.
public struct SyncFeedUseCase: Sendable {
    private let loader: any FeedLoader
    private let fallback: FeedLoader
    private let retryPolicy: RetryPolicy

    public init(
        loader: any FeedLoader = .remote, // expect: bastard-injection
        fallback: FeedLoader = .remote(url: URL(fileURLWithPath: "/tmp/feed.json")), // expect: bastard-injection
        retryPolicy: RetryPolicy = .aggressive
    ) {
        self.loader = loader
        self.fallback = fallback
        self.retryPolicy = retryPolicy
    }

    public func execute(limit: Int = .zero) async throws -> [FeedItem] {
        let items = (try? await loader.load()) ?? (try await fallback.load())
        return limit > 0 ? Array(items.prefix(limit)) : items
    }
}
