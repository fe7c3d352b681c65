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

    /// A nested type reached through its namespace is a reference to the namespace's layer.
    func avatarPath(for id: String) -> String {
        Endpoints.Profile.avatar(id: id) // expect: layer-dependency
    }
}
