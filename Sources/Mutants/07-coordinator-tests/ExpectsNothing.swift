import Checkout
import Kata
import Testing

/// A suite that plays the whole flow and expects nothing: it passes against any coordinator, so
/// it catches none of the broken ones.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct ExpectsNothing {
    @Test func playsTheWholeFlow() {
        let checkout = StartedCheckout()
        checkout.tapThrough(4)
    }
}
