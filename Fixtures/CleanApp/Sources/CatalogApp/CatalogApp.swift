import CatalogUI
import Foundation
import SwiftUI

@main
struct CatalogApp: App {
    private let container = AppContainer(baseURL: URL(string: "https://shop.example.com/api")!)

    var body: some Scene {
        WindowGroup {
            CatalogView(viewModel: container.makeCatalogViewModel())
        }
    }
}
