import UIKit

/// The app's windows: the main one, an overlay for alerts, and an alternate for screen sharing.
protocol WindowManaging: AnyObject {
    var mainWindow: UIWindow? { get }
    var overlayWindow: UIWindow? { get }
    func switchToMain()
    func switchToAlternate()
}

/// What flows get from the app: its windows, and a way to its settings.
protocol AppMediating {
    var windowManager: WindowManaging { get }
    func openAppSettings()
}

/// Hands its window manager out through `AppMediating`: the flows holding the mediator call
/// what the mediator itself does not (element-x-ios' AppMediator), so it is not narrowed.
final class AppMediator: AppMediating {
    let windowManager: WindowManaging

    init(windowManager: WindowManaging) {
        self.windowManager = windowManager
    }

    var isShowingMain: Bool { windowManager.mainWindow?.isKeyWindow == true }

    func openAppSettings() {}
}

/// A private holder of the same manager: nobody else can reach it, so its one use is all.
final class ScreenShareBanner {
    private let windows: WindowManaging // expect: interface-segregation

    init(windows: WindowManaging) {
        self.windows = windows
    }

    func show() { windows.switchToAlternate() }
}
