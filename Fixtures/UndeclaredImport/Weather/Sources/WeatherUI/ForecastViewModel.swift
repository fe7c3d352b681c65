import Foundation
import WeatherDomain
// Presentation may not use Data: the import is to be removed, not declared.
import WeatherData // expect: layer-dependency, undeclared-import

@MainActor
public final class ForecastViewModel {
    public private(set) var title = ""
    private let provider: any ForecastProviding

    public init(provider: any ForecastProviding) {
        self.provider = provider
    }

    public func show(_ dto: ForecastDTO) {
        title = "\(dto.forecast.city): \(Int(dto.forecast.celsius))°"
    }
}
