import Foundation
import Payments
import SwiftUI

/// A checkout screen's model, given its processor by whoever builds it.
@MainActor
@Observable
final class CheckoutScreenModel {
    let processor: PaymentProcessor

    init(processor: PaymentProcessor) {
        self.processor = processor
    }
}

#if DEBUG
/// The canvas's fixtures are written stored as often as computed: neither is wiring.
extension CheckoutScreenModel {
    static let preview = CheckoutScreenModel(processor: StripePaymentProcessor(apiKey: "pk_preview"))
    static var previewApplePay = CheckoutScreenModel(processor: ApplePayPaymentProcessor(merchantID: "merchant.preview"))
    static var previewComputed: CheckoutScreenModel { CheckoutScreenModel(processor: StripePaymentProcessor(apiKey: "pk_preview")) }
}

/// iOS 18 shares preview state through a `PreviewModifier` (`#Preview(traits: .modifier(...))`):
/// code only the canvas runs, like a `PreviewProvider`.
struct SampleCheckout: PreviewModifier {
    static func makeSharedContext() async throws -> ApplePayPaymentProcessor {
        ApplePayPaymentProcessor(merchantID: "merchant.preview")
    }

    func body(content: Content, context: ApplePayPaymentProcessor) -> some View {
        content.environment(CheckoutScreenModel(processor: context))
    }
}
#endif

/// Not a preview: a stored default built outside the composition root is still reported.
extension CheckoutScreenModel {
    static let shared = CheckoutScreenModel(processor: StripePaymentProcessor(apiKey: "pk_live")) // expect: direct-instantiation
}

/// An instance property named `preview...` is a dependency like any other: only static
/// fixtures are the canvas's.
@MainActor
final class TipPreviewModel {
    private let previewProcessor = StripePaymentProcessor(apiKey: "pk_tips") // expect: direct-instantiation

    func charge(_ amount: Decimal) async throws -> Receipt {
        try await previewProcessor.charge(amount)
    }
}

/// The app target's own fixture types (`MockData`, `PreviewData`), kept outside `#if DEBUG`
/// and handed to `#Preview`s: doubles, not wiring.
enum MockCheckoutData {
    @MainActor static let screen = CheckoutScreenModel(processor: StripePaymentProcessor(apiKey: "pk_mock"))
}

enum PreviewData {
    @MainActor static let applePay = CheckoutScreenModel(processor: ApplePayPaymentProcessor(merchantID: "merchant.mock"))
}

/// A link preview screen's model is production code, whatever word its name starts with.
@MainActor
final class PreviewViewModel {
    private let processor = StripePaymentProcessor(apiKey: "pk_link") // expect: direct-instantiation

    func charge(_ amount: Decimal) async throws -> Receipt {
        try await processor.charge(amount)
    }
}

/// Fixture holders as apps name them: by a word of any part of the name.
enum PreviewMockData {
    @MainActor static let checkout = CheckoutScreenModel(processor: StripePaymentProcessor(apiKey: "pk_mock_data"))
}

extension PreviewData {
    enum Orders {
        @MainActor static let pending = CheckoutScreenModel(processor: ApplePayPaymentProcessor(merchantID: "merchant.pending"))
    }
}

/// Not fixtures: a word that only begins like one.
@MainActor
final class StubbornPaymentRetrier {
    private let processor = StripePaymentProcessor(apiKey: "pk_retry") // expect: direct-instantiation

    func retry(_ amount: Decimal) async throws -> Receipt {
        try await processor.charge(amount)
    }
}

/// A service's double for the canvas, named `Preview...` like the doubles the type index skips.
final class PreviewCheckoutService {
    let screen = CheckoutScreenModel(processor: StripePaymentProcessor(apiKey: "pk_preview_service"))
}
