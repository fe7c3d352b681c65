import Foundation

/// Relabels returns for each reason's screen.
@MainActor
final class ReturnReasonRouter {
    /// The closure's `screen` shadows the parameter `screen`: it is a ReturnReasonViewModel.
    func relabel(_ screen: ReturnsSummaryModel, reasons: [ReturnReasonViewModel], request: ReturnRequest) async {
        _ = await screen.count()
        reasons.forEach { screen in
            Task {
                try? await screen.repository.cancel(id: request.id)
                _ = try? await screen.repository.printLabel(for: request.id)
            }
        }
    }
}

/// Used by the reason router through a closure's `screen.repository`: not reported.
@MainActor
final class ReturnReasonViewModel {
    let repository: ReturnsRepository

    init(repository: ReturnsRepository) {
        self.repository = repository
    }

    func reasons() async -> [String] {
        ((try? await repository.openReturns()) ?? []).map(\.reason)
    }
}
