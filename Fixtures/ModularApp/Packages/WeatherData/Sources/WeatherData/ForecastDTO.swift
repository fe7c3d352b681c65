import Foundation
import WeatherDomain

struct ForecastResponseDTO: Decodable {
    struct Day: Decodable {
        let date: Date
        let tempC: Double
    }

    let city: String
    let days: [Day]

    func toDomain() -> [Forecast] {
        days.map { Forecast(city: city, date: $0.date, temperature: $0.tempC) }
    }
}
