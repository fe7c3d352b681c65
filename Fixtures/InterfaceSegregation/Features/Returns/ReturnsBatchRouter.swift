import Foundation

/// Walks every screen's repository: the closure's `model` and the loop's `screen` are not the
/// router's stored `model` and `screen` (ReturnsSummaryModel), so they may be any holder of a repository.
@MainActor
final class ReturnsBatchRouter {
    let model: ReturnsSummaryModel
    let screen: ReturnsSummaryModel

    init(model: ReturnsSummaryModel, screen: ReturnsSummaryModel) {
        self.model = model
        self.screen = screen
    }

    func cancelAll(_ screens: [BatchReturnViewModel], request: ReturnRequest) async {
        screens.forEach { model in Task { try? await model.repository.cancel(id: request.id) } }
        for screen in screens {
            try? await screen.repository.submit(request)
            _ = try? await screen.repository.printLabel(for: request.id)
        }
    }
}

/// Used by the batch router through `model.repository` / `screen.repository`: not reported.
@MainActor
final class BatchReturnViewModel {
    let repository: ReturnsRepository

    init(repository: ReturnsRepository) {
        self.repository = repository
    }

    func open() async -> [ReturnRequest] {
        (try? await repository.openReturns()) ?? []
    }
}

/// The summary screen's model, kept by the batch router.
@MainActor
final class ReturnsSummaryModel {
    let repository: ReturnsRepository

    init(repository: ReturnsRepository) {
        self.repository = repository
    }

    func count() async -> Int {
        ((try? await repository.openReturns()) ?? []).count
    }
}
