import FeedData
import FeedInterface
import Foundation

/// "Bastard injection": the init takes abstractions but defaults them to concrete types of
/// another module, so the Domain still depends on FeedData.
public struct RefreshFeedUseCase: Sendable {
    private let loader: FeedLoader
    private let analytics: any Analytics
    private let retryPolicy: RetryPolicy
    private let decoder: JSONDecoder
    private let now: Date

    public init(
        loader: FeedLoader = RemoteFeedLoader(), // expect: bastard-injection
        analytics: any Analytics = ConsoleAnalytics.shared, // expect: bastard-injection
        retryPolicy: RetryPolicy = .default,
        decoder: JSONDecoder = JSONDecoder(),
        now: Date = Date()
    ) {
        self.loader = loader
        self.analytics = analytics
        self.retryPolicy = retryPolicy
        self.decoder = decoder
        self.now = now
    }

    public func execute(pageSize: Int = 20, tags: [String] = []) async throws -> [FeedItem] {
        var lastError: Error?
        for attempt in 1...retryPolicy.attempts {
            do {
                let items = try await loader.load()
                analytics.track("feed_refreshed attempt=\(attempt) at=\(now.timeIntervalSince1970)")
                return Array(items.filter { tags.isEmpty || tags.contains($0.title) }.prefix(pageSize))
            } catch {
                lastError = error
            }
        }
        throw lastError ?? CancellationError()
    }
}

/// Defaults through a factory on a type that is no `Analytics`: what it builds is not known
/// from here, so only the line that names `ConsoleAnalytics` itself is reported.
public struct TrackFeedOpenedUseCase: Sendable {
    private let analytics: any Analytics

    public init(analytics: any Analytics = AnalyticsDefaults.makeConsole()) {
        self.analytics = analytics
    }

    public func execute() {
        analytics.track("feed_opened")
    }
}
