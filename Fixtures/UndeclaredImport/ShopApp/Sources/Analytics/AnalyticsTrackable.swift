import CatalogInterface

public protocol AnalyticsTrackable {
    var eventName: String { get }
}

public struct CatalogEvents {
    public init() {}

    public func viewed(_ product: Product) -> String { "viewed \(product.id)" }
}
