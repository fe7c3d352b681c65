import Foundation

/// The feature's services, handed out whole to the coordinator.
final class ReturnsServices {
    let repository: ReturnsRepository
    let clock: () -> Date

    init(repository: ReturnsRepository, clock: @escaping () -> Date = Date.init) {
        self.repository = repository
        self.clock = clock
    }
}

@MainActor
final class ReturnsCoordinator {
    private let services: ReturnsServices
    private let labelModel: ReturnLabelViewModel

    init(services: ReturnsServices, labelModel: ReturnLabelViewModel) {
        self.services = services
        self.labelModel = labelModel
    }

    func start() -> ReturnsViewModel {
        ReturnsViewModel(repository: services.repository)
    }

    func finish(_ exchange: ExchangeViewModel, request: ReturnRequest) async throws {
        try await exchange.repository.submit(request)
        _ = try await exchange.repository.printLabel(for: request.id)
    }

    func cancel(_ request: ReturnRequest) async throws {
        try await labelModel.repository.cancel(id: request.id)
        try await labelModel.repository.submit(request)
    }
}

@MainActor
enum RefundRouter {
    static func statusScreen(services: ReturnsServices) -> RefundStatusViewModel {
        RefundStatusViewModel(repository: services.repository)
    }
}
