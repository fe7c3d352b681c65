import FeedInterface

/// Defaulting to one event of a vocabulary of values is no hidden implementation.
public final class TrackFeedEventUseCase {
    private let analytics: Analytics

    public init(analytics: Analytics) {
        self.analytics = analytics
    }

    public func callAsFunction(_ event: any FeedEvent = FeedRefreshed()) {
        analytics.track(event.name)
    }
}
