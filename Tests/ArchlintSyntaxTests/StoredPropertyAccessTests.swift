import ArchlintSyntax
import Testing

struct StoredPropertyAccessTests {
    @Test func accessLevelIsRecordedForStoredProperties() {
        let facts = FactsExtractor.extract(path: "A.swift", source: """
            final class FeedViewModel {
                private let loader: FeedLoader
                public var title: String = ""
                let cache: ImageCache
                fileprivate var retries = 0
                private(set) var items: [Item] = []
                init(loader: FeedLoader, cache: ImageCache) { self.loader = loader; self.cache = cache }
            }
            """)
        let levels = Dictionary(uniqueKeysWithValues: facts.storedProperties.map { ($0.name, $0.accessLevel ?? "-") })
        #expect(levels == ["loader": "private", "title": "public", "cache": "-", "retries": "fileprivate", "items": "-"])
    }
}
