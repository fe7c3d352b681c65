import FeedData
import FeedInterface

/// The dependencies as the type's own alias of a composition: still protocols, and the
/// default still hard-wires Data's bag of services.
public final class FeedSummaryUseCase {
    public typealias Dependencies = HasFeedLoader & HasAnalytics

    private let dependencies: Dependencies

    public init(dependencies: Dependencies = FeedDependencies.shared) { // expect: bastard-injection
        self.dependencies = dependencies
    }

    public func summary() async throws -> String {
        dependencies.analytics.track("summary")
        return "\(try await dependencies.feedLoader.load().count) items"
    }
}
