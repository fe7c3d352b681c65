import SwiftUI

struct ProfileView: View {
    @StateObject var viewModel: ProfileViewModel
    let placeholder: ProfileDTO? // expect: layer-dependency
    let profileID: String

    var body: some View {
        VStack(spacing: 12) {
            if viewModel.isLoading, let placeholder {
                Text(placeholder.firstName)
                    .redacted(reason: .placeholder)
            } else {
                Text(viewModel.title)
                    .font(.title)
            }
        }
        .task { await viewModel.load(id: profileID) }
    }
}
