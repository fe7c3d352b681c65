import Combine

/// Reads a setting through Data's property wrapper: the screen now depends on how settings
/// are stored (and a second use in the file is not reported again).
final class SettingsViewModel: ObservableObject {
    @UserDefault("onboarding.done", default: false) var hasOnboarded: Bool // expect: layer-dependency
    @UserDefault("posts.sort", default: "date") var sortOrder: String
    @Clamped(1...20) var pageSize = 10
    @Published var isLoading = false

    @MainActor func finishOnboarding() {
        hasOnboarded = true
    }
}
