import DesignSystem
import FeatureHome
import FeatureProfile
import FeatureSearch
import SwiftUI

/// The app module is not in the independent group: it may depend on every feature.
public struct RootView: View {
    @State private var showsProfile = false

    public init() {}

    public var body: some View {
        TabView {
            NavigationStack {
                HomeView(onOpenProfile: { showsProfile = true })
                    .sheet(isPresented: $showsProfile) { ProfileView(name: "Ada", cart: nil) }
            }
            .tabItem { Label("Home", systemImage: "house") }

            SearchScreen()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}
