public struct ShopLogger: Sendable {
    public let label: String

    public init(label: String) { self.label = label }

    public func info(_ message: String) { print("[\(label)] \(message)") }
}
