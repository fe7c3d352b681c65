import Foundation

/// What the HTTP client hands back before decoding.
struct Response {
    let status: Int
    let body: Data
}

/// A journal line as the server sends it.
struct Entry: Decodable {
    let id: String
    let text: String
}
