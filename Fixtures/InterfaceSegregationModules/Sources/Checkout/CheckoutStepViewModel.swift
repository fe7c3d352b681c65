import Analytics

/// A step of the checkout flow: what every step shares.
class CheckoutStepViewModel: ScreenTrackingViewModel {
    var title: String { "Checkout" }
}
