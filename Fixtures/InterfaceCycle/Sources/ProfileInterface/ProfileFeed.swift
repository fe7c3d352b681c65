/// A page of profiles whose storage the implementation chooses: the interface hands out a
/// type-erased feed, with its private box classes. They are the erasure, not an
/// implementation: nothing here to report.
public protocol ProfileFeed {
    associatedtype Element
    var count: Int { get }
    subscript(index: Int) -> Element { get }
}

private class _AnyProfileFeedBase<Element>: ProfileFeed {
    var count: Int { fatalError("overridden by the box") }
    subscript(index: Int) -> Element { fatalError("overridden by the box") }
}

private final class _AnyProfileFeedBox<Feed: ProfileFeed>: _AnyProfileFeedBase<Feed.Element> {
    let feed: Feed
    init(_ feed: Feed) { self.feed = feed }
    override var count: Int { feed.count }
    override subscript(index: Int) -> Feed.Element { feed[index] }
}

public final class AnyProfileFeed<Element>: ProfileFeed {
    private let box: _AnyProfileFeedBase<Element>

    public init<Feed: ProfileFeed>(_ feed: Feed) where Feed.Element == Element {
        box = _AnyProfileFeedBox(feed)
    }

    public var count: Int { box.count }
    public subscript(index: Int) -> Element { box[index] }
}

/// Paces the feed's refreshes inside this file only: dependents cannot see it.
private actor FeedRefreshThrottle {
    private var last: Double = 0

    func allows(at time: Double) -> Bool {
        defer { last = time }
        return time - last > 1
    }
}
