public struct Order: Identifiable, Sendable {
    public let id: String
    public let totalCents: Int

    public init(id: String, totalCents: Int) {
        self.id = id
        self.totalCents = totalCents
    }
}
