@testable import ArchlintRules
import Testing

/// Messages name types in running text ("inject an EventLoop"): the article follows how the
/// name is said, not its first letter alone.
struct ArticleTests {
    @Test(arguments: [
        ("EventLoop", "an"), ("Analytics", "an"), ("ImageLoading", "an"), ("OrderStore", "an"),
        ("UserRepository", "a"), ("UseCase", "a"), ("UnitConverter", "a"), ("UtilityProviding", "a"),
        ("UndoManaging", "an"), ("UpdateChecking", "an"), ("URLSessionProtocol", "a"), ("UIApplicationType", "a"),
        ("HTTPClient", "an"), ("NSCacheProtocol", "an"), ("SKPaymentQueueing", "an"), ("MKMapViewDelegate", "an"),
        ("CLLocationManaging", "a"), ("APIClient", "an"), ("Repository", "a"), ("WeatherService", "a"),
        ("XMLParsing", "an"), ("", "a"),
    ])
    func articleFollowsPronunciation(name: String, article: String) {
        #expect(Article.before(name) == article, "\(name)")
    }
}
