import Foundation

/// An in-memory image cache owned by the Data layer.
final class ImageCache {
    static let shared = ImageCache()

    private var storage: [URL: Data] = [:]

    func data(for url: URL) -> Data? {
        storage[url]
    }

    func store(_ data: Data, for url: URL) {
        storage[url] = data
    }
}
