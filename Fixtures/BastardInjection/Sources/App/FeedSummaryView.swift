import Domain
import FeedData
import FeedInterface
import SwiftUI

struct FeedSummaryView: View {
    let summary: String

    var body: some View {
        Text(summary)
    }
}

/// Only the canvas runs a preview: a default that builds FeedData's loader here is preview
/// wiring, as a construction in the preview's body is.
struct FeedSummaryView_Previews: PreviewProvider {
    static func makeUseCase(loader: FeedLoader = RemoteFeedLoader()) -> RefreshFeedUseCase {
        RefreshFeedUseCase(loader: loader)
    }

    static var previews: some View {
        FeedSummaryView(summary: "3 items")
    }
}

/// The same default in the app's own code is a finding.
struct FeedSummaryScreen {
    func makeUseCase(loader: FeedLoader = RemoteFeedLoader()) -> RefreshFeedUseCase { // expect: bastard-injection
        RefreshFeedUseCase(loader: loader)
    }
}
