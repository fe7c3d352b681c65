import SwiftUI

struct ArticleDetailView: View {
    let article: Article

    var body: some View {
        ScrollView {
            Text(article.title)
                .font(.title)
                .foregroundStyle(article.accent.color)
            Text(article.body)
        }
    }
}
