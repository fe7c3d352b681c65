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
