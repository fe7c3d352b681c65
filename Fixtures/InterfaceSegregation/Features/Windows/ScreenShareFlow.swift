/// Reaches the windows through the mediator, in a file of its own.
final class ScreenShareFlow {
    private let appMediator: AppMediating

    init(appMediator: AppMediating) {
        self.appMediator = appMediator
    }

    func start() {
        appMediator.windowManager.switchToAlternate()
        appMediator.openAppSettings()
    }
}
