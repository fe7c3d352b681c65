import Foundation

/// A screen the tracker follows. `route` and `init(userID:)` belong to the type, not to a
/// screen held as a value: the tracker can use only `didAppear` and `didDisappear`, uses both,
/// and nothing is reported.
protocol TrackedScreen: AnyObject {
    static var route: String { get }
    init(userID: String)
    func didAppear()
    func didDisappear()
}

@MainActor
final class ScreenTracker {
    private var current: (any TrackedScreen)?

    func show(_ screen: any TrackedScreen) {
        current?.didDisappear()
        current = screen
        current?.didAppear()
    }
}
