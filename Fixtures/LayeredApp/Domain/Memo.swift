import Foundation

/// A generic parameter named like a Data type (`ImageCache`) means the parameter, not that type.
enum Memo {
    static func keep<ImageCache: Equatable>(_ value: ImageCache, ifDifferentFrom old: ImageCache) -> ImageCache? {
        value == old ? nil : value
    }
}
