import Foundation

/// What a comment row shows.
struct Comment: Identifiable {
    let id: String
    let author: String
    let text: String
}
