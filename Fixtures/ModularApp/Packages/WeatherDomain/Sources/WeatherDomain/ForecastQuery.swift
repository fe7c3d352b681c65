import Foundation
import NetworkKit // expect: layer-dependency, cyclic-dependency

/// The Domain describes its query as a NetworkKit endpoint: the Domain now depends on Data.
/// The uses of Endpoint below are covered by the import finding (one per file and module).
public struct ForecastQuery: Sendable {
    public let city: String
    public let days: Int

    public init(city: String, days: Int) {
        self.city = city
        self.days = days
    }

    public var endpoint: Endpoint {
        Endpoint(path: "forecast", query: ["q": city, "days": String(days)])
    }
}
