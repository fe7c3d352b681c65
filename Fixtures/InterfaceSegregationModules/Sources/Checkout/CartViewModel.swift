import Analytics

/// Uses the logger it inherits from `TrackedViewModel` as its own.
final class CartViewModel: TrackedViewModel {
    private(set) var itemCount = 0

    func add(quantity: Int) {
        guard quantity > 0 else {
            logger.warning("ignored an empty quantity")
            return
        }
        itemCount += quantity
        if itemCount > 99 { logger.error("cart over its limit") }
    }
}
