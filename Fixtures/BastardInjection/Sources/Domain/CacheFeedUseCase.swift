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

/// Wrapped the other way round: a failable init forced or given a fallback, parentheses, a
/// closure called on the spot. Each default still builds FeedData's types, as one finding
/// (the fallback is part of it, not a second construction to report).
public struct WarmCacheUseCase: Sendable {
    private let cache: FeedCache
    private let fallback: FeedCache
    private let loader: FeedLoader

    public init(
        cache: FeedCache = InMemoryFeedCache(capacity: 500)!, // expect: bastard-injection
        fallback: any FeedCache = (InMemoryFeedCache(capacity: 50) ?? InMemoryFeedCache()), // expect: bastard-injection
        loader: FeedLoader = { RemoteFeedLoader() }() // expect: bastard-injection
    ) {
        self.cache = cache
        self.fallback = fallback
        self.loader = loader
    }

    public func warm() async throws -> Int {
        let items = try await loader.load()
        try cache.save(items)
        try fallback.save(items)
        return try cache.cachedItems().count + fallback.cachedItems().count
    }
}

/// The cast inside the parentheses (`(X() as P)`) is read through like the bare one.
public struct PrefetchCacheUseCase: Sendable {
    private let loader: FeedLoader

    public init(loader: FeedLoader = (RemoteFeedLoader() as FeedLoader)) { // expect: bastard-injection
        self.loader = loader
    }

    public func prefetch() async throws -> Int { try await loader.load().count }
}
