import AccountData
import AccountDomain
import SwiftUI

/// SwiftUI's object wrappers take only a concrete observable class: the protocol cannot be
/// written there, so these are not reported.
struct AccountHeaderView: View {
    @EnvironmentObject private var store: ObservableSessionStore
    @ObservedObject var observed: ObservableSessionStore
    /// iOS 17's object environment looks the object up by its class, written out or not.
    @Environment(ObservableSessionStore.self) private var environment: ObservableSessionStore

    var body: some View {
        Text(store.currentSession()?.userID ?? observed.currentSession()?.userID ?? environment.currentSession()?.userID ?? "Signed out")
    }
}

/// iOS 17: a view owns its `@Observable` model in `@State`, and `@Bindable` bindings to it
/// need the class.
struct AccountBadgeView: View {
    @State private var session: SessionModel

    init(session: SessionModel) {
        _session = State(initialValue: session)
    }

    var body: some View {
        Text(session.currentSession()?.userID ?? "Signed out")
    }
}

/// `@State` holding a class that is no `@Observable` model is a dependency like any other.
struct AccountStatusView: View {
    @State private var store: ObservableSessionStore // expect: concrete-dependency

    init(store: ObservableSessionStore) { // expect: concrete-dependency
        _store = State(initialValue: store)
    }

    var body: some View {
        Text(store.currentSession() == nil ? "Signed out" : "Signed in")
    }
}

/// A plain property may name the protocol: reported.
struct AccountFooterView: View {
    let store: ObservableSessionStore // expect: concrete-dependency

    var body: some View {
        Text(store.currentSession()?.userID ?? "Signed out")
    }
}

/// Factory's observing wrappers (`@InjectedObject` over `ObservableObject`,
/// `@InjectedObservable` over `@Observable`) are declared on the class, as SwiftUI's are: no
/// protocol fits there either.
struct AccountMenuView: View {
    @InjectedObject(\.sessionStore) private var store: ObservableSessionStore
    @InjectedObservable(\.sessionModel) private var model: SessionModel

    var body: some View {
        Text(store.currentSession()?.userID ?? model.currentSession()?.userID ?? "Signed out")
    }
}
