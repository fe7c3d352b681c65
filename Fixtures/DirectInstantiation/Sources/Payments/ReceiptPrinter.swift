import Foundation

/// Internal to Payments: other modules cannot name it, so it is no seam for them, and building
/// `ReceiptPrinter` there is not reported as skipping it.
protocol ReceiptPrinterProtocol {
    func print(_ receipt: Receipt) -> String
}

public final class ReceiptPrinter: ReceiptPrinterProtocol {
    public init() {}

    public func print(_ receipt: Receipt) -> String {
        "\(receipt.transactionID): \(receipt.amount)"
    }
}
