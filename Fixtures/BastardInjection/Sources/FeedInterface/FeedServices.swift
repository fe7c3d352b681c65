import Foundation

public protocol FeedLoader: Sendable {
    func load() async throws -> [FeedItem]
}

public protocol ImageLoader: Sendable {
    func image(at url: URL) async throws -> Data
}

public protocol Analytics: Sendable {
    func track(_ event: String)
}

public protocol FeedCache: Sendable {
    func save(_ items: [FeedItem]) throws
    func cachedItems() throws -> [FeedItem]
}
