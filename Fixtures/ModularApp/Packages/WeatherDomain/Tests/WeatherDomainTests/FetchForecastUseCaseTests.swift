import XCTest
@testable import WeatherDomain

final class FetchForecastUseCaseTests: XCTestCase {
    private struct StubRepository: ForecastRepository {
        let result: [Forecast]
        func forecasts(for city: String, days: Int) async throws -> [Forecast] { result }
    }

    func testSortsByDate() async throws {
        let later = Forecast(city: "Oslo", date: Date(timeIntervalSince1970: 200), temperature: 3)
        let earlier = Forecast(city: "Oslo", date: Date(timeIntervalSince1970: 100), temperature: 1)
        let sut = FetchForecastUseCase(repository: StubRepository(result: [later, earlier]))
        let result = try await sut.execute(city: "Oslo")
        XCTAssertEqual(result, [earlier, later])
    }
}
