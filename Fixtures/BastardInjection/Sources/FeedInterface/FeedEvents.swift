/// What the feed reports to analytics: a vocabulary of values with many conformers, not a
/// service to inject.
public protocol FeedEvent: Sendable {
    var name: String { get }
}

public struct FeedOpened: FeedEvent { public let name = "feed_opened"; public init() {} }
public struct FeedRefreshed: FeedEvent { public let name = "feed_refreshed"; public init() {} }
public struct FeedItemOpened: FeedEvent { public let name = "feed_item_opened"; public init() {} }
public struct FeedItemShared: FeedEvent { public let name = "feed_item_shared"; public init() {} }
public struct FeedItemSaved: FeedEvent { public let name = "feed_item_saved"; public init() {} }
public struct FeedScrolledToEnd: FeedEvent { public let name = "feed_scrolled_to_end"; public init() {} }
public struct FeedLoadFailed: FeedEvent { public let name = "feed_load_failed"; public init() {} }
