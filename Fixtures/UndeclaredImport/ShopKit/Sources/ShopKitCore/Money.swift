public struct Money: Hashable, Sendable {
    public var cents: Int
    public var currency: String

    public init(cents: Int, currency: String) {
        self.cents = cents
        self.currency = currency
    }
}
