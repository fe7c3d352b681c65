import UIKit

/// The storyboard factory hands its parameter to the new screen; the screen itself only
/// reads orders: 1 of 3. The factory's `repository` is its parameter, not the property.
final class OrderArchiveViewController: UIViewController {
    private var repository: OrderRepository! // expect: interface-segregation
    private var orders: [Order] = []

    static func instantiate(repository: OrderRepository) -> OrderArchiveViewController {
        let controller = OrderArchiveViewController(nibName: nil, bundle: nil)
        controller.repository = repository
        return controller
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Task { orders = (try? await repository.fetchOrders()) ?? [] }
    }
}

/// A method parameter and a local named like the property: their calls are theirs, so the
/// property still uses 1 of 3.
@MainActor
final class OrderMigrationViewModel {
    private let repository: OrderRepository // expect: interface-segregation

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func count() async throws -> Int {
        try await repository.fetchOrders().count
    }

    func migrate(to repository: OrderRepository) async throws {
        for order in try await self.repository.fetchOrders() {
            try await repository.save(order)
        }
    }

    func purge(ids: [String], makeRepository: () -> OrderRepository) async throws {
        let repository = makeRepository()
        for id in ids { try await repository.delete(id: id) }
    }
}

/// The initializer passes its parameter on: the same value the property holds escapes, so
/// nothing is reported.
final class OrderExportViewModel {
    private let repository: OrderRepository
    private let uploader: OrderUploader

    init(repository: OrderRepository) {
        self.repository = repository
        self.uploader = OrderUploader(repository: repository)
    }

    func export() async throws -> Int {
        try await repository.fetchOrders().count
    }
}

struct OrderUploader {
    let repository: OrderRepository
}
