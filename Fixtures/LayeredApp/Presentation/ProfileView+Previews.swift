import SwiftUI

/// Previews run only in Xcode's canvas: what they reach of Data is not a dependency of the
/// screen (no layer-dependency), however it is written.
#Preview("Loaded") {
    let repository = RemoteProfileRepository(baseURL: URL(string: "https://example.com")!)
    ProfileView(viewModel: ProfileViewModel(loadProfile: LoadProfileUseCase(repository: repository)),
                placeholder: nil, profileID: "preview")
        .task { ImageCache.shared.store(Data(), for: URL(string: "https://example.com/a.png")!) }
}

struct ProfileView_Previews: PreviewProvider {
    static let sample: ProfileDTO? = nil

    static var previews: some View {
        ProfileView(viewModel: ProfileViewModel(loadProfile: LoadProfileUseCase(repository: PreviewRepository())),
                    placeholder: sample, profileID: "sample")
    }
}

private struct PreviewRepository: ProfileRepository {
    func profile(id: String) async throws -> Profile { Profile(id: id, name: "Ada", joined: .now) }
}
