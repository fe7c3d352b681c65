import Foundation

public struct Post: Equatable, Identifiable, Sendable {
    public let id: String
    public var title: String
    public var body: String

    public init(id: String, title: String, body: String) {
        self.id = id
        self.title = title
        self.body = body
    }
}
