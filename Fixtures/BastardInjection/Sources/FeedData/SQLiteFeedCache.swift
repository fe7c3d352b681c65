import FeedInterface
import Foundation

/// Opening the database can fail: callers build it with `try`.
public final class SQLiteFeedCache: FeedCache, @unchecked Sendable {
    private let path: String
    private var rows: [FeedItem] = []

    public init(path: String = NSTemporaryDirectory() + "feed.sqlite") throws {
        guard !path.isEmpty else { throw CocoaError(.fileNoSuchFile) }
        self.path = path
    }

    public func save(_ items: [FeedItem]) throws { rows = items }

    public func cachedItems() throws -> [FeedItem] { rows }
}

/// A cache in memory: the fallback when the database cannot open.
public final class InMemoryFeedCache: FeedCache, @unchecked Sendable {
    private var rows: [FeedItem] = []

    public init() {}

    /// Fails for a capacity of zero.
    public init?(capacity: Int) {
        guard capacity > 0 else { return nil }
        rows.reserveCapacity(capacity)
    }

    public func save(_ items: [FeedItem]) throws { rows = items }

    public func cachedItems() throws -> [FeedItem] { rows }
}
