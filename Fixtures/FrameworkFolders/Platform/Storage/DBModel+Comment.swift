import Foundation

extension DBModel {
    final class Comment {
        let id: String
        var text: String

        init(id: String, text: String) {
            self.id = id
            self.text = text
        }
    }
}
