import Combine
import Foundation
import WeatherDomain

@MainActor
public final class ForecastViewModel: ObservableObject {
    @Published public private(set) var rows: [String] = []
    @Published public private(set) var errorMessage: String?

    private let fetchForecast: FetchForecastUseCase
    private let formatter: MeasurementFormatter

    public init(fetchForecast: FetchForecastUseCase, formatter: MeasurementFormatter = MeasurementFormatter()) {
        self.fetchForecast = fetchForecast
        self.formatter = formatter
    }

    public func load(city: String) async {
        do {
            let forecasts = try await fetchForecast.execute(city: city)
            rows = forecasts.map { forecast in
                formatter.string(from: Measurement(value: forecast.temperature, unit: UnitTemperature.celsius))
            }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
