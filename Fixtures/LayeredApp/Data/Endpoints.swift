import Foundation

/// API paths, grouped by feature: a namespace of nested types in the Data layer.
enum Endpoints {
    enum Profile {
        static let path = "/v2/profile"
        static func avatar(id: String) -> String { "/v2/profile/\(id)/avatar" }
    }
}
