import Foundation

/// Pre-Swift 5.7 closures rebind `self` by hand: `strongSelf.repository` is this type's own
/// property, and it uses one of five requirements.
final class InvoiceExportViewModel {
    private let repository: InvoiceRepository // expect: interface-segregation
    private let queue = DispatchQueue(label: "export")
    var onExport: ((Invoice) -> Void)?

    init(repository: InvoiceRepository) {
        self.repository = repository
    }

    func export(id: String) {
        queue.async { [weak self] in
            guard let strongSelf = self else { return }
            Task {
                guard let invoice = try? await strongSelf.repository.invoice(id: id) else { return }
                strongSelf.onExport?(invoice)
            }
        }
    }
}
