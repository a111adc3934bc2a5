import Checkout
import Kata
import Testing

/// A suite that only counts the router's requests: it never looks at which screens they were or
/// in which order, so a coordinator that swaps or skips a step with as many requests gets through.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct CountsRequestsOnly {
    @Test func eachStepMakesOneMoreRequest() {
        let checkout = StartedCheckout()
        #expect(checkout.log.requests.count == 1)
        checkout.tapThrough(1)
        #expect(checkout.log.requests.count == 2)
    }

    @Test func doneReportsOnce() {
        let checkout = StartedCheckout()
        checkout.tapThrough(4)
        #expect(checkout.reports.count == 1)
    }
}
