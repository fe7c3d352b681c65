import Foundation

/// Uses three of five (`payment(id:)`, `count`, `save`): above half, not reported.
@MainActor
final class PaymentHistoryViewModel {
    private let repository: PaymentRepository
    private(set) var selected: Payment?
    private(set) var total = 0

    init(repository: PaymentRepository) {
        self.repository = repository
    }

    func select(id: String) async throws {
        selected = try await repository.payment(id: id)
        total = try await repository.count()
    }

    func rename(_ payment: Payment) async throws {
        try await repository.save(payment)
    }
}

/// Uses one of five: reported, `payment(ids:)` counted as itself.
struct PaymentExportUseCase {
    let repository: PaymentRepository // expect: interface-segregation

    func export(_ ids: [String]) async throws -> [Payment] {
        try await repository.payment(ids: ids)
    }
}
