import Checkout
import Kata
import Testing

/// A suite whose test reads a second screen right after `start()`, when only the cart was pushed:
/// the index is out of range against the working coordinator, a crash the grader must report as
/// a wrong test, run in a process of its own.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct CrashesOnFirstScreen {
    @Test func startShowsTheAddress() {
        let checkout = StartedCheckout()
        let screen = checkout.log.screens[1]
        #expect(screen is AddressViewController)
    }
}
