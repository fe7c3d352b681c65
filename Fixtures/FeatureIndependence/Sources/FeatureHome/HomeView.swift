import DesignSystem
import FeatureSearch // expect: module-independence
import SwiftUI

/// Home embeds Search's bar directly: the two features can no longer ship apart.
public struct HomeView: View {
    @State private var query = ""
    private let onOpenProfile: () -> Void

    public init(onOpenProfile: @escaping () -> Void) {
        self.onOpenProfile = onOpenProfile
    }

    public var body: some View {
        VStack(spacing: Spacing.medium) {
            SearchBar(query: $query)
            PrimaryButton("Profile", action: onOpenProfile)
        }
    }
}
