import CatalogDomain
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

public struct CatalogView: View {
    @ObservedObject private var viewModel: CatalogViewModel

    public init(viewModel: CatalogViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
        List(viewModel.products) { (product: Product) in
            HStack {
                Text(product.title)
                Spacer()
                Text(product.price, format: .currency(code: "EUR"))
            }
        }
        .refreshable { await viewModel.refresh() }
        .task { await viewModel.refresh() }
        .onAppear(perform: Self.prepareHaptics)
    }

    private static func prepareHaptics() {
        #if canImport(UIKit)
        UIImpactFeedbackGenerator(style: .light).prepare()
        #endif
    }
}
