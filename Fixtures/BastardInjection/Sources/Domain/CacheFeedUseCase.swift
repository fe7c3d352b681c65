import FeedData
import FeedInterface
import Foundation

/// What a default wraps around the construction (`try!`, `await`, `as P`) still builds it.
public struct CacheFeedUseCase: Sendable {
    private let cache: FeedCache
    private let loader: FeedLoader

    public init(
        cache: FeedCache = try! SQLiteFeedCache(), // expect: bastard-injection
        loader: FeedLoader = RemoteFeedLoader() as FeedLoader // expect: bastard-injection
    ) {
        self.cache = cache
        self.loader = loader
    }

    public func refresh() async throws -> Int {
        let items = try await loader.load()
        try cache.save(items)
        return items.count
    }

    public func cached() throws -> [FeedItem] { try cache.cachedItems() }
}
