import Foundation

@MainActor
final class ContactDetailViewModel {
    let store: any ContactStore // expect: interface-segregation
    private let recents: any Store<Contact> // expect: interface-segregation
    private let preferences: ContactPreferences
    var contact: Contact?

    init(store: any ContactStore, recents: any Store<Contact>, preferences: ContactPreferences) {
        self.store = store
        self.recents = recents
        self.preferences = preferences
    }

    /// The capture list copies the reference: the closure's calls are this view model's own.
    func load(id: String) {
        Task { [store, weak self] in
            let contact = try await store.contact(id: id)
            self?.contact = contact
        }
        _ = recents.item(id: id)
    }

    var title: String { contact?.name ?? preferences.default }
    var order: String { preferences.sortOrder }
}
