import FeedData
import FeedInterface
import Foundation

public struct PrefetchImagesUseCase: Sendable {
    public init() {}

    /// `X.init()` is the same construction as `X()`; `nil` is not a construction.
    public func prefetch(
        _ items: [FeedItem],
        using loader: ImageLoader = CachedImageLoader.init(), // expect: bastard-injection
        reporter: Analytics? = nil
    ) async -> Int {
        var loaded = 0
        for case let url? in items.map(\.imageURL) {
            if (try? await loader.image(at: url)) != nil { loaded += 1 }
        }
        reporter?.track("prefetched \(loaded)")
        return loaded
    }

    /// A generic parameter constrained to the protocol is the same seam as `any ImageLoader`.
    public func warmUp<Loader: ImageLoader>(
        _ url: URL,
        with loader: Loader = CachedImageLoader() // expect: bastard-injection
    ) async -> Bool {
        (try? await loader.image(at: url)) != nil
    }

    /// A composition with a library protocol (`& Sendable`) is still the workspace's seam.
    public func refresh(
        _ url: URL,
        loader: any ImageLoader & Sendable = CachedImageLoader() // expect: bastard-injection
    ) async -> Bool {
        (try? await loader.image(at: url)) != nil
    }

    /// The constraint may come in a `where` clause.
    public func preload<L>(
        _ url: URL,
        loader: L = CachedImageLoader() // expect: bastard-injection
    ) async -> Bool where L: ImageLoader {
        (try? await loader.image(at: url)) != nil
    }

    /// A later generic parameter of the same name says nothing about `warmUp`'s `Loader`.
    public func describe<Loader>(_ value: Loader) -> String { "\(value)" }
}
