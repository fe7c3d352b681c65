import Foundation
import NetworkKit
import WeatherDomain

public final class RemoteForecastRepository: ForecastRepository {
    private let client: HTTPClient

    public init(client: HTTPClient) {
        self.client = client
    }

    public func forecasts(for city: String, days: Int) async throws -> [Forecast] {
        let endpoint = Endpoint(path: "forecast", query: ["q": city, "days": String(days)])
        let data = try await client.data(for: endpoint)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(ForecastResponseDTO.self, from: data).toDomain()
    }
}
