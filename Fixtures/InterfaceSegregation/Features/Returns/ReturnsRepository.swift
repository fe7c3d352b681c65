import Foundation

struct ReturnRequest: Identifiable, Hashable {
    let id: UUID
    let orderID: UUID
    var reason: String
}

protocol ReturnsRepository: AnyObject {
    func openReturns() async throws -> [ReturnRequest]
    func submit(_ request: ReturnRequest) async throws
    func cancel(id: UUID) async throws
    func printLabel(for id: UUID) async throws -> Data
    func refundStatus(for id: UUID) async throws -> String
}
