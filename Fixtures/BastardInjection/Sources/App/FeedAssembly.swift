import Domain
import FeedData
import FeedInterface

/// Composition root (`*Assembly.swift`): defaults to concrete types are fine here.
public enum FeedAssembly {
    public static func makeRefreshFeed(
        loader: FeedLoader = RemoteFeedLoader(client: URLSessionHTTPClient()),
        analytics: Analytics = ConsoleAnalytics.shared
    ) -> RefreshFeedUseCase {
        RefreshFeedUseCase(loader: loader, analytics: analytics, retryPolicy: .aggressive)
    }

    public static func makePrefetch() -> PrefetchImagesUseCase {
        PrefetchImagesUseCase()
    }
}
