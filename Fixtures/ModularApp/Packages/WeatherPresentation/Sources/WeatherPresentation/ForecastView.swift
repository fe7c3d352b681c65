import SwiftUI

public struct ForecastView: View {
    @ObservedObject private var viewModel: ForecastViewModel
    private let city: String

    public init(viewModel: ForecastViewModel, city: String) {
        self.viewModel = viewModel
        self.city = city
    }

    public var body: some View {
        List(viewModel.rows, id: \.self) { row in
            Text(row)
        }
        .overlay {
            if let message = viewModel.errorMessage {
                Text(message).foregroundStyle(.red)
            }
        }
        .task { await viewModel.load(city: city) }
        .navigationTitle(city)
    }
}
