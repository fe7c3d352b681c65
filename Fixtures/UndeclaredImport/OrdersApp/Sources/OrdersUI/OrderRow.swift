import SwiftUI

public struct OrderRow: View {
    let title: String

    public init(title: String) { self.title = title }

    public var body: some View { Text(title) }
}
