import Analytics

/// Analytics' Logger (Checkout declares none): 1 of its 4 requirements.
@MainActor
final class CheckoutViewModel {
    private let logger: Logger // expect: interface-segregation

    init(logger: Logger) {
        self.logger = logger
    }

    func pay() {
        logger.info("payment started")
    }
}
