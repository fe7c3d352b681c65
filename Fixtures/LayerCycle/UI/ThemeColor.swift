import SwiftUI

enum ThemeColor {
    case standard
    case highlight

    var color: Color {
        switch self {
        case .standard: return .primary
        case .highlight: return .orange
        }
    }
}
