import Checkout
import Kata
import Testing

/// A suite whose second test goes on from the checkout the first one started, kept in a static
/// property: in declaration order both pass, alone the second finds nothing to go on from.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct SharesCheckoutBetweenTests {
    /// The checkout the first test started, for the tests after it.
    static var shared: StartedCheckout?

    @Test func checkoutPushesTheAddress() {
        let checkout = StartedCheckout()
        Self.shared = checkout
        checkout.tapThrough(1)
        #expect(checkout.log.screens.last is AddressViewController)
    }

    @Test func continuePresentsThePayment() throws {
        let checkout = try #require(Self.shared)
        checkout.tapThrough(1)
        #expect(checkout.log.requests.last == "present")
        #expect(checkout.log.screens.last is PaymentViewController)
    }
}
