import Combine
import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var title = ""
    @Published private(set) var isLoading = false

    private let loadProfile: LoadProfileUseCase

    init(loadProfile: LoadProfileUseCase) {
        self.loadProfile = loadProfile
    }

    func load(id: String) async {
        isLoading = true
        defer { isLoading = false }
        do {
            let profile: Profile = try await loadProfile.execute(id: id)
            title = profile.name
        } catch {
            title = "Unavailable"
        }
    }
}
