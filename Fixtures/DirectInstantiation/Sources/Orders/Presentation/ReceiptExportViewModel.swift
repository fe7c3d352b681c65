import Foundation
import Payments

/// Built with a trailing closure only, inside a method: still a hidden dependency.
@MainActor
public final class ReceiptExportViewModel {
    public init() {}

    public func export(_ receipts: [Receipt]) async throws {
        let uploader = BatchReceiptUploader { $0.count >= 10 } // expect: direct-instantiation
        try await uploader.upload(receipts)
    }
}
