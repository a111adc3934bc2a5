import Checkout
import Kata
import Testing

extension WrittenBlindTests {
    @Suite("Swiping the payment sheet away")
    @MainActor
    struct PaymentSheetTests {
        let checkout = CheckoutHarness()

        init() throws {
            try checkout.tapCheckout()
            try checkout.tapContinue(with: sampleAddresses[1])
        }

        @Test("The swipe ends the payment step and leaves the user on the address")
        func swipeEndsTheStep() throws {
            let before = checkout.router.events
            try checkout.swipeSheetAway()
            #expect(checkout.coordinator.childCoordinators.isEmpty)
            #expect(checkout.router.events == before)
            #expect(checkout.reports.isEmpty)
        }

        @Test("Continue after a swipe presents a new sheet, with one payment step, and can still complete")
        func continueAfterSwipe() throws {
            try checkout.swipeSheetAway()
            try checkout.tapContinue(with: sampleAddresses[1])
            #expect(checkout.router.presentedCount == 2)
            #expect(checkout.router.events.last == .presented(.payment(amount: 383)))
            #expect(checkout.coordinator.childCoordinators.count == 1)

            try checkout.pay(with: .card(lastDigits: "4242"))
            let receipt = Receipt(items: sampleCart.items, total: 383, address: sampleAddresses[1], method: .card(lastDigits: "4242"))
            #expect(Array(checkout.router.events.suffix(2)) == [.dismissed, .pushed(.receipt(receipt))])
            #expect(checkout.coordinator.childCoordinators.isEmpty)

            try checkout.tapDone()
            #expect(checkout.reports == [.completed(receipt)])
        }
    }
}
