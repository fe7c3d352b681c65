import SwiftUI

struct AccountScreen: View {
    let userID: String?
    let onSignOut: () async -> Void

    var body: some View {
        VStack {
            Text(userID ?? "Guest")
            Button("Sign out") {
                Task { await onSignOut() }
            }
        }
    }
}

@MainActor
func makeAccountScreen(service: some AccountService) -> AccountScreen {
    AccountScreen(userID: service.currentUserID, onSignOut: { await service.signOutIfNeeded() })
}
