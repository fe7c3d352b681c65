import Foundation

/// Lists open returns: 1 of 5 requirements. The coordinator hands it a container's
/// `services.repository`, another type's property of the same name.
@MainActor
final class ReturnsViewModel {
    let repository: ReturnsRepository // expect: interface-segregation
    private(set) var returns: [ReturnRequest] = []

    init(repository: ReturnsRepository) {
        self.repository = repository
    }

    func load() async {
        returns = (try? await repository.openReturns()) ?? []
    }
}

/// Prints labels itself (1 of 5), but the coordinator drives the rest of the repository
/// through `labelModel.repository`: its uses are not all here, so nothing is said.
@MainActor
final class ReturnLabelViewModel {
    let repository: ReturnsRepository

    init(repository: ReturnsRepository) {
        self.repository = repository
    }

    func label(for request: ReturnRequest) async -> Data? {
        try? await repository.printLabel(for: request.id)
    }
}

/// Shows a refund's status: 1 of 5, built by a router handed the feature's services.
@MainActor
final class RefundStatusViewModel {
    let repository: ReturnsRepository // expect: interface-segregation

    init(repository: ReturnsRepository) {
        self.repository = repository
    }

    func status(of request: ReturnRequest) async -> String {
        (try? await repository.refundStatus(for: request.id)) ?? "unknown"
    }
}

/// Lists exchanges (1 of 5 here); the coordinator finishes an exchange through the model it is
/// handed (`exchange.repository`), so the rest of the repository is used elsewhere.
@MainActor
final class ExchangeViewModel {
    let repository: ReturnsRepository

    init(repository: ReturnsRepository) {
        self.repository = repository
    }

    func pending() async -> [ReturnRequest] {
        (try? await repository.openReturns()) ?? []
    }
}

/// Starts its work in the initializer through the parameter it stores (`self.repository =
/// source`): 3 of 5 requirements used, so nothing is said.
@MainActor
final class ReturnHistoryViewModel {
    private let repository: ReturnsRepository
    private(set) var history: [ReturnRequest] = []

    init(source: ReturnsRepository, request: ReturnRequest) {
        self.repository = source
        Task {
            try? await source.submit(request)
            _ = try? await source.refundStatus(for: request.id)
        }
        Task { [weak self] in self?.history = (try? await source.openReturns()) ?? [] }
    }
}
