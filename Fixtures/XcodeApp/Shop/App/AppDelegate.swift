import ShopData
import ShopDomain
import UIKit

/// The composition root of the Xcode app: it may build concrete types from every layer.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let repository = RemoteCartRepository(baseURL: URL(string: "https://shop.example.com")!)
        _ = CartViewModel(addToCart: AddToCartUseCase(repository: repository))
        return true
    }
}
