import Foundation
import Payments

/// Builds a Payments class whose only protocol is internal to Payments: "inject a
/// ReceiptPrinterProtocol" could not compile here, so nothing is reported.
@MainActor
public final class ReceiptViewModel {
    private let printer = ReceiptPrinter()

    public init() {}

    public func text(for receipt: Receipt) -> String {
        printer.print(receipt)
    }
}
