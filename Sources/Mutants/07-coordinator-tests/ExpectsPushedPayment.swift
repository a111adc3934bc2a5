import Checkout
import Kata
import Testing

/// A suite with one wrong test: it expects the payment screen pushed, where the coordinator
/// presents it. The grader must call the test wrong, not the coordinator.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct ExpectsPushedPayment {
    @Test func checkoutPushesTheAddress() {
        let checkout = StartedCheckout()
        checkout.tapThrough(1)
        #expect(checkout.log.screens.last is AddressViewController)
    }

    @Test func continuePushesThePayment() {
        let checkout = StartedCheckout()
        checkout.tapThrough(2)
        #expect(checkout.log.requests.last == "push", "the payment screen is pushed")
    }
}
