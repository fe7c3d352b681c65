import FeedInterface

public final class ConsoleAnalytics: Analytics {
    public static let shared = ConsoleAnalytics()

    private init() {}

    public func track(_ event: String) {
        print("[analytics] \(event)")
    }
}
