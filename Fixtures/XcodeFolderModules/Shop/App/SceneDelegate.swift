import UIKit

/// Composition root: the app's files beside the folders see every folder's types.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let repository = RemoteOrderRepository(session: .shared)
        let home = HomeViewController(orders: OrderListViewModel(repository: repository))
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: home)
        window?.makeKeyAndVisible()
    }
}
