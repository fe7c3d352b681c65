import Foundation

/// Offline mode reads a local store: either store is the value passed on, nothing is judged.
@MainActor
final class ContactListViewModel {
    private let remote: (any ContactStore)?
    private let local: any ContactStore
    private let isOffline: Bool

    init(remote: (any ContactStore)?, local: any ContactStore, isOffline: Bool) {
        self.remote = remote
        self.local = local
        self.isOffline = isOffline
    }

    func makeDetail(preferences: ContactPreferences, recents: any Store<Contact>) -> ContactDetailViewModel {
        ContactDetailViewModel(store: isOffline ? local : remote ?? local, recents: recents, preferences: preferences)
    }
}
