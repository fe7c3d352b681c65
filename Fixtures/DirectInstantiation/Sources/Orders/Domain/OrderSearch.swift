import Foundation

/// Value-type configuration: a default built from it is a value, not a hidden dependency.
public struct OrderQuery: Equatable, Sendable {
    public var status: String
    public var limit: Int

    public init(status: String = "open", limit: Int = 50) {
        self.status = status
        self.limit = limit
    }
}

public struct OrderSearch: Sendable {
    public let id: UUID
    public let createdAt: Date

    /// Framework defaults (`UUID()`, `Date()`) and value defaults are not findings.
    public init(id: UUID = UUID(), createdAt: Date = Date(), query: OrderQuery = OrderQuery()) {
        self.id = id
        self.createdAt = createdAt
        _ = query
    }

    public func describe(_ query: OrderQuery = OrderQuery(status: "shipped"), decoder: JSONDecoder = JSONDecoder()) -> String {
        "\(query.status) x\(query.limit) via \(type(of: decoder))"
    }
}
