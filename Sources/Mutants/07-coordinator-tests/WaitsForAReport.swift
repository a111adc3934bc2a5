import Checkout
import Kata
import Testing

/// A suite with a test that waits in a loop for a report nothing triggers: it hangs against the
/// working coordinator, which the grader must stop and report as a wrong test, while the suite's
/// other test is graded as usual.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct WaitsForAReport {
    @Test func checkoutPushesTheAddress() {
        let checkout = StartedCheckout()
        checkout.tapThrough(1)
        #expect(checkout.log.screens.last is AddressViewController)
    }

    @Test func theFlowEndsByItself() {
        let checkout = StartedCheckout()
        while checkout.reports.isEmpty {
            checkout.coordinator.start()
        }
        #expect(checkout.reports.count == 1)
    }
}
