import FeedInterface
import Foundation

public final class CachedImageLoader: ImageLoader, @unchecked Sendable {
    private let cache = NSCache<NSURL, NSData>()

    public init() {}

    public func image(at url: URL) async throws -> Data {
        if let cached = cache.object(forKey: url as NSURL) {
            return cached as Data
        }
        let (data, _) = try await URLSession.shared.data(from: url)
        cache.setObject(data as NSData, forKey: url as NSURL)
        return data
    }
}
