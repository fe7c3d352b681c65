import Foundation

/// Extensions in their own files: `Response` and `Entry` are still the extended types' own
/// associated type and generic parameter, not Data's types of the same names.
extension ProfileQuery {
    func decode(_ data: Data) throws -> Response {
        try JSONDecoder().decode(Response.self, from: data)
    }
}

extension Page {
    var first: Entry? { entries.first }
    var hasMore: Bool { nextCursor != nil }
}
