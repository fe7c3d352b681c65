import DesignSystem
import SwiftUI
#if DEBUG
import FeatureHome // expect: module-independence
#endif

public struct ProfileView: View {
    private let name: String

    public init(name: String) {
        self.name = name
    }

    public var body: some View {
        VStack(spacing: Spacing.medium) {
            Text(name).font(.title)
            #if DEBUG
            HomeView(onOpenProfile: {})
                .border(.red)
            #endif
        }
    }
}
