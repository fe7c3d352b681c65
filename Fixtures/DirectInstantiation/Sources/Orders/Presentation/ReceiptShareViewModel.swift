import Foundation
import Payments

@MainActor
final class ReceiptShareViewModel {
    private let renderer: ReceiptThumbnailRendering = PreviewRenderer() // expect: direct-instantiation

    func thumbnail(for receipt: Receipt) -> Data {
        renderer.thumbnail(for: receipt)
    }
}
