import NetworkKit
import SwiftUI
import WeatherData
import WeatherDomain
import WeatherPresentation

/// Composition root of the Xcode app target that links the local packages.
@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ForecastView(
                    viewModel: ForecastViewModel(
                        fetchForecast: FetchForecastUseCase(
                            repository: RemoteForecastRepository(
                                client: URLSessionHTTPClient(baseURL: URL(string: "https://weather.example.com")!)
                            )
                        )
                    ),
                    city: "Oslo"
                )
            }
        }
    }
}
