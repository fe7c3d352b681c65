import Foundation

/// Presentation reaching into Data through a singleton: no Data type is written in a type
/// position, yet the file depends on the Data layer.
struct AvatarLoader {
    func cachedAvatar(at url: URL) -> Data? {
        ImageCache.shared.data(for: url) // expect: layer-dependency
    }

    func remember(_ data: Data, at url: URL) {
        ImageCache.shared.store(data, for: url)
    }
}
