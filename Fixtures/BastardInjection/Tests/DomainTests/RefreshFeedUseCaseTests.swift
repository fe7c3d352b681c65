import XCTest
@testable import Domain
import FeedData
import FeedInterface

final class RefreshFeedUseCaseTests: XCTestCase {
    private struct StubLoader: FeedLoader {
        let items: [FeedItem]
        func load() async throws -> [FeedItem] { items }
    }

    /// Tests are exempt: a concrete default is a convenience here.
    private func makeSUT(
        loader: FeedLoader = StubLoader(items: []),
        analytics: Analytics = ConsoleAnalytics.shared
    ) -> RefreshFeedUseCase {
        RefreshFeedUseCase(loader: loader, analytics: analytics)
    }

    func testReturnsLoadedItems() async throws {
        let item = FeedItem(id: UUID(), title: "Hello", imageURL: nil)
        let sut = makeSUT(loader: StubLoader(items: [item]))
        let result = try await sut.execute()
        XCTAssertEqual(result, [item])
    }
}
