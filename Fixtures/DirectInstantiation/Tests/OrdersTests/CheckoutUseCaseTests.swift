import XCTest
@testable import Orders
import Payments

final class CheckoutUseCaseTests: XCTestCase {
    func testChargesOrderTotal() async throws {
        let receipt = try await CheckoutUseCase().checkout(Order(id: "42", total: 12))
        XCTAssertEqual(receipt.amount, 12)
    }

    func testProcessorChargesAmount() async throws {
        let processor = StripePaymentProcessor(apiKey: "sk_test")
        let receipt = try await processor.charge(5)
        XCTAssertEqual(receipt.amount, 5)
    }

    func testRepositoryBuildsFromDefaultURL() {
        let repository = RemoteOrderRepository()
        XCTAssertNotNil(repository)
    }
}
