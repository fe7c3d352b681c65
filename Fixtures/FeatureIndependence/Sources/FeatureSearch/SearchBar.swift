import DesignSystem
import SwiftUI

public struct SearchBar: View {
    @Binding private var query: String

    public init(query: Binding<String>) {
        _query = query
    }

    public var body: some View {
        TextField("Search", text: $query)
            .textFieldStyle(.roundedBorder)
            .padding(Spacing.small)
    }
}

public struct SearchScreen: View {
    @State private var query = ""

    public init() {}

    public var body: some View {
        VStack(spacing: Spacing.medium) {
            SearchBar(query: $query)
            Text("Results for \(query)")
        }
    }
}
