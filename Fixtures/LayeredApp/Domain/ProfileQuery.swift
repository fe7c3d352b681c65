import Foundation

/// A request the Domain describes and Data performs; its `Response` is its own associated type.
protocol ProfileQuery {
    associatedtype Response: Decodable
    var path: String { get }
}

/// A page of results, generic over what it lists.
struct Page<Entry> {
    let entries: [Entry]
    let nextCursor: String?
}
