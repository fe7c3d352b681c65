import FeatureSearch // expect: module-independence
import SwiftUI

/// A second file importing the same module: one finding per file.
struct HomeSuggestions: View {
    let suggestions: [String]

    var body: some View {
        List(suggestions, id: \.self) { suggestion in
            NavigationLink(suggestion) { SearchScreen() }
        }
    }
}
