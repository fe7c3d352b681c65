public enum RetryPolicy: Sendable {
    case none
    case `default`
    case aggressive

    var attempts: Int {
        switch self {
        case .none: return 1
        case .default: return 3
        case .aggressive: return 5
        }
    }
}
