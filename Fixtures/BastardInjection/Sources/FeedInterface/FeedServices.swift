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

/// "Has" protocols: a type names the services it needs as one composition.
public protocol HasFeedLoader {
    var feedLoader: FeedLoader { get }
}

public protocol HasAnalytics {
    var analytics: Analytics { get }
}

/// The part of URLSession the feed needs: a seam for tests.
public protocol HTTPSession: Sendable {
    func data(from url: URL) async throws -> (Data, URLResponse)
}
