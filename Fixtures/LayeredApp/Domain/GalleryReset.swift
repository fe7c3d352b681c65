import Foundation

/// Reaches a nested type through its namespace: `ProfileGallery.ImageCache` is Domain's own
/// type (declared in another file), not the Data layer's top-level `ImageCache`.
enum GalleryReset {
    static func fresh() -> ProfileGallery.ImageCache {
        let empty = ProfileGallery.ImageCache()
        let typed: ProfileGallery.ImageCache = .init()
        return empty == typed ? empty : typed
    }
}
