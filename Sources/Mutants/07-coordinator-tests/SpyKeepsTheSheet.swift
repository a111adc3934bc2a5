import Checkout
import Kata
import Testing

/// A suite that expects the swiped-away sheet released while its own spy still holds it: the
/// test fails against the working coordinator, a mistake learners make when testing release.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct SpyKeepsTheSheet {
    @Test func swipedSheetIsReleased() {
        let checkout = StartedCheckout()
        checkout.tapThrough(2)
        weak var sheet: PaymentViewController?
        sheet = checkout.log.screens.last as? PaymentViewController
        checkout.log.dismissActions.last??()
        #expect(sheet == nil, "the swiped sheet is released")
    }
}
