import Foundation

struct Article: Hashable, Identifiable {
    let id: UUID
    let title: String
    let body: String
    let isFeatured: Bool
}

protocol ArticleStore {
    func articles() async throws -> [Article]
}
