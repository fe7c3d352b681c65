import Foundation
// Data may use Domain: the dependency is to be declared.
import WeatherDomain // expect: undeclared-import

public struct ForecastDTO: Decodable, Sendable {
    public let name: String
    public let temp: Double

    public var forecast: Forecast { Forecast(city: name, celsius: temp) }
}
