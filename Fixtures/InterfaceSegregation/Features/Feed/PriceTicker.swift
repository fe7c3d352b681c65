import Foundation

/// A live price feed: an `AsyncSequence` of prices with two requirements of its own.
protocol PriceStream: AsyncSequence where Element == Double {
    var symbol: String { get }
    func stop()
}

/// Iterates the stream with `for await`: it uses what `AsyncSequence` requires, which this
/// workspace does not declare, so it is not "never used".
@MainActor
final class PriceTickerViewModel {
    private let prices: any PriceStream
    private(set) var latest: Double = 0

    init(prices: any PriceStream) {
        self.prices = prices
    }

    func start() async throws {
        for try await price in prices {
            latest = price
        }
    }
}
