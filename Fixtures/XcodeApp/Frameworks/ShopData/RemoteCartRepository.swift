import Alamofire
import Foundation
import ShopDomain

public final class RemoteCartRepository: CartRepository {
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func items() async throws -> [CartItem] {
        []
    }

    public func add(_ item: CartItem) async throws {
        _ = baseURL.appendingPathComponent("cart/\(item.sku)")
    }
}

public enum CartAnalytics {
    public static func log(_ event: String) {
        print("[cart] \(event)")
    }
}
