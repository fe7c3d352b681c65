#if canImport(Analytics)
// Analytics depends on CatalogInterface, so SwiftPM always builds it later and never compiles
// this block (an Xcode target that links both does). Declaring Analytics would be a cycle.
import Analytics

extension Product: AnalyticsTrackable {
    public var eventName: String { "product.\(id)" }
}
#endif

public struct Product: Identifiable, Sendable {
    public let id: String
    public let title: String
    public let priceCents: Int

    public init(id: String, title: String, priceCents: Int) {
        self.id = id
        self.title = title
        self.priceCents = priceCents
    }
}

public protocol ProductRepository: Sendable {
    func products() async throws -> [Product]
}
