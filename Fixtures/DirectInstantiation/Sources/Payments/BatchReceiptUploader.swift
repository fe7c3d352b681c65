import Foundation

public protocol ReceiptUploading: Sendable {
    func upload(_ receipts: [Receipt]) async throws
}

public final class BatchReceiptUploader: ReceiptUploading {
    private let shouldFlush: @Sendable ([Receipt]) -> Bool

    public init(shouldFlush: @escaping @Sendable ([Receipt]) -> Bool) {
        self.shouldFlush = shouldFlush
    }

    public func upload(_ receipts: [Receipt]) async throws {
        guard shouldFlush(receipts) else { return }
    }
}
