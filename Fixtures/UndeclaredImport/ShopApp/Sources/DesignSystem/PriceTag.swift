import SwiftUI
#if canImport(Analytics)
// Analytics does not depend on DesignSystem: this block compiles only when Analytics happens to
// be built first.
import Analytics // expect: undeclared-import
#endif

public struct PriceTag: View {
    let text: String

    public init(text: String) { self.text = text }

    public var body: some View { Text(text).font(.headline) }
}
