import Foundation

/// A user profile as the app's business logic sees it.
struct Profile: Equatable, Identifiable {
    let id: String
    let name: String
    let joined: Date
}
