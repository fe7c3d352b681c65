public protocol ForecastRepository: Sendable {
    func forecasts(for city: String, days: Int) async throws -> [Forecast]
}
