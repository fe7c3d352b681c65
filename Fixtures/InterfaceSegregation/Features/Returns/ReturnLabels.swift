import Foundation

protocol LabelPrinting {
    func printLabel(for id: UUID) async throws -> Data
}

protocol ReturnsArchive: AnyObject {
    func archivedReturns() async throws -> [ReturnRequest]
    func purge(before date: Date) async throws
}

/// Holds the archive and the printer as one composition, but only prints: 1 of 3, and one
/// member of the composition, LabelPrinting, covers what is used.
@MainActor
final class LabelPreviewModel {
    private let store: ReturnsArchive & LabelPrinting // expect: interface-segregation

    init(store: ReturnsArchive & LabelPrinting) {
        self.store = store
    }

    func label(for request: ReturnRequest) async -> Data? {
        try? await store.printLabel(for: request.id)
    }
}
