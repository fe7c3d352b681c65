import Foundation

/// A regional copy of the payment store that receives exports.
protocol PaymentMirror {
    var isOnline: Bool { get }
    func upload(_ payments: [Payment]) async throws
}

/// Uses one of five (`payment(ids:)`): reported. The loops bind names of their own that
/// shadow the property, in their pattern, their `where` clause and their body: none of
/// them is the repository passed on.
struct PaymentMirrorSync {
    let repository: PaymentRepository // expect: interface-segregation
    let mirrors: [(region: String, store: PaymentMirror)]

    func sync(_ ids: [String]) async throws {
        let payments = try await repository.payment(ids: ids)
        for (region, repository) in mirrors where repository.isOnline {
            try await repository.upload(payments)
            print("synced \(region)")
        }
        for case let (_, repository) in mirrors {
            log(repository)
        }
    }

    private func log(_ mirror: PaymentMirror) {
        print(mirror.isOnline)
    }
}
