import Foundation

extension DBModel {
    final class Post {
        let id: String
        var title: String
        var body: String
        /// The persistence model of the next file, not the screen's `Comment`.
        var comments: [Comment] = []

        init(id: String, title: String, body: String) {
            self.id = id
            self.title = title
            self.body = body
        }
    }
}
