import Foundation

public struct FeedItem: Equatable, Identifiable, Sendable {
    public let id: UUID
    public let title: String
    public let imageURL: URL?

    public init(id: UUID, title: String, imageURL: URL?) {
        self.id = id
        self.title = title
        self.imageURL = imageURL
    }
}
