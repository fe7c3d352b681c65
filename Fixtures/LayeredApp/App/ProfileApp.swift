import SwiftUI

/// Composition root: the only place that knows every concrete type.
@main
struct ProfileApp: App {
    private let baseURL = URL(string: "https://api.example.com")!

    var body: some Scene {
        WindowGroup {
            ProfileView(
                viewModel: ProfileViewModel(
                    loadProfile: LoadProfileUseCase(
                        repository: RemoteProfileRepository(baseURL: baseURL)
                    )
                ),
                placeholder: nil,
                profileID: "me"
            )
        }
    }
}
