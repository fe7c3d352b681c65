import AccountData
import Foundation
#if canImport(UIKit)
import UIKit

final class AccountSettingsViewModel {
    private let navigator: AccountNavigator // expect: concrete-dependency

    init(navigator: AccountRouting) {
        self.navigator = navigator as! AccountNavigator
    }

    func signOut() { navigator.showLogin() }
}
#endif
