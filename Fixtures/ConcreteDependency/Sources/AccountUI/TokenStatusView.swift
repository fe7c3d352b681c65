import AccountData
import AccountDomain
import SwiftUI

/// Swift 6.3's module selectors (`AccountData::TokenRefresher`) name the types plain names do:
/// the same findings, and the same exemption for SwiftUI's object wrappers.
@MainActor
final class TokenStatusModel: SwiftUI::ObservableObject {
    private let refresher: AccountData::TokenRefresher // expect: concrete-dependency
    @SwiftUI::Published private(set) var isFresh = false

    init(refresher: AccountData::TokenRefresher) { // expect: concrete-dependency
        self.refresher = refresher
    }

    func refresh(_ session: AccountDomain::Session) async {
        isFresh = (try? await refresher.refresh(session)) != nil
    }
}

struct TokenStatusView: SwiftUI::View {
    @SwiftUI::ObservedObject var store: AccountData::ObservableSessionStore
    @SwiftUI::StateObject private var model: TokenStatusModel

    var body: some View {
        Text(model.isFresh ? "Fresh" : store.currentSession()?.userID ?? "Signed out")
    }
}
