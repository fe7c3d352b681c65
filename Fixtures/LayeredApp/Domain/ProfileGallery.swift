import Foundation

/// Declares its own nested `ImageCache`: that name means the nested type here, not the Data
/// layer's `ImageCache`, so nothing is reported.
struct ProfileGallery {
    struct ImageCache: Equatable {
        var urls: [URL] = []
    }

    private(set) var cache = ImageCache()

    func emptyCache() -> ImageCache {
        ImageCache()
    }
}
