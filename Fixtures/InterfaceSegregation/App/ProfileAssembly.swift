import SwiftUI

/// A composition root file: what the assembly builds and keeps is its own business; a view
/// declared beside it, handed the cache memberwise, is a holder like any other.
final class ProfileAssembly {
    private let cache: ImageCaching = MemoryImageCache()

    func makeHeader(userID: String) -> ProfileHeaderView {
        cache.removeAll()
        return ProfileHeaderView(cache: cache, userID: userID)
    }
}

struct ProfileHeaderView: View {
    let cache: ImageCaching // expect: interface-segregation
    let userID: String

    var body: some View {
        Text(cache.image(for: userID) == nil ? "No avatar" : "Avatar")
    }
}
