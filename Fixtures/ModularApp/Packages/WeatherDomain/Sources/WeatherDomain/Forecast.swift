import Foundation

public struct Forecast: Equatable, Sendable {
    public let city: String
    public let date: Date
    public let temperature: Double

    public init(city: String, date: Date, temperature: Double) {
        self.city = city
        self.date = date
        self.temperature = temperature
    }
}
