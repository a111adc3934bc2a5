import Checkout
import Kata
import Testing

/// A suite that expects paying to make both requests, dismissing the sheet and pushing the
/// receipt, but never looks at their order: a coordinator that pushes the receipt under the
/// sheet and dismisses the sheet afterwards gets through.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct ExpectsRequestsAnywhere {
    @Test func payingDismissesTheSheetAndShowsTheReceipt() {
        let checkout = StartedCheckout()
        checkout.tapThrough(3)
        #expect(checkout.log.requests.contains("dismiss"))
        #expect(checkout.log.screens.last is ReceiptViewController)
    }
}
