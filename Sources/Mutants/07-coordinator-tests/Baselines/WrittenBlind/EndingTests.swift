import Checkout
import Kata
import Testing

extension WrittenBlindTests {
    /// What can happen once the user has tapped Done.
    enum AfterDone: String, CaseIterable, Sendable {
        case doneTappedAgain
        case parentPopsTheFlow
    }

    @Suite("How checkout ends")
    @MainActor
    struct EndingTests {
        let checkout = CheckoutHarness()

        @Test("Back from the cart reports a cancelled checkout")
        func backFromCart() throws {
            try checkout.popCart()
            #expect(checkout.reports == [.cancelled])
            #expect(checkout.router.events == [.pushed(.cart(sampleCart))])
        }

        @Test("The end is reported once, whatever follows Done", arguments: AfterDone.allCases)
        func reportedOnce(then next: AfterDone) throws {
            try checkout.walkToReceipt()
            try checkout.tapDone()
            switch next {
            case .doneTappedAgain: try checkout.tapDone()
            case .parentPopsTheFlow: try checkout.popCart()
            }
            let receipt = Receipt(items: sampleCart.items, total: 383, address: sampleAddresses[0], method: .applePay)
            #expect(checkout.reports == [.completed(receipt)])
        }
    }
}
