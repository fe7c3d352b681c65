import FeedInterface

/// The app's one bag of services.
public final class FeedDependencies: HasFeedLoader, HasAnalytics {
    public static let shared = FeedDependencies()

    public let feedLoader: FeedLoader = RemoteFeedLoader()
    public let analytics: Analytics = ConsoleAnalytics.shared
}
