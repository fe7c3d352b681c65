import Foundation

public struct FetchForecastUseCase: Sendable {
    private let repository: ForecastRepository

    public init(repository: ForecastRepository) {
        self.repository = repository
    }

    public func execute(city: String, days: Int = 5) async throws -> [Forecast] {
        let forecasts = try await repository.forecasts(for: city, days: days)
        return forecasts.sorted { $0.date < $1.date }
    }
}
