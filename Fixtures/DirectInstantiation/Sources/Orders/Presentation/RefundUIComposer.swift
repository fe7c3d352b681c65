import Payments

/// A composer file (Essential Developer's `FeedUIComposer` style) is a composition root: it
/// builds the implementations its screens are given.
func composeRefundScreen() -> RefundViewModel {
    RefundViewModel(refunds: StripeRefundService())
}
