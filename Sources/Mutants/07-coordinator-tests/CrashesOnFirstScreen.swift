import Checkout
import Kata
import Testing

/// A suite whose test force-casts the first screen to the wrong type: it crashes against the
/// working coordinator, which the grader must report as a wrong test, run in a process of its own.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct CrashesOnFirstScreen {
    @Test func startShowsTheAddress() {
        let checkout = StartedCheckout()
        let screen = checkout.log.screens[0] as! AddressViewController
        #expect(screen.onSubmit == nil)
    }
}
