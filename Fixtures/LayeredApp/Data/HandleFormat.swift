import Foundation

/// Reads profile handles written as templates (`{first}.{last}`). The app builds in Swift 6
/// mode, where `/.../` is a regex literal: the unbalanced `{` inside it opens no scope.
enum HandleFormat {
    static let templateStart = /^\{/

    static func isTemplate(_ handle: String) -> Bool {
        handle.contains(templateStart)
    }
}

/// A handle as the server returns it.
struct HandleDTO: Decodable {
    let value: String
}
