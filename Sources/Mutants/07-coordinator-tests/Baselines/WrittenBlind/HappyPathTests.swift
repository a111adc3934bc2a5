import Checkout
import Kata
import Testing

extension WrittenBlindTests {
    @Suite("Checkout, from the cart to Done")
    @MainActor
    struct HappyPathTests {
        let checkout = CheckoutHarness()

        @Test("Each step asks for the right screen, pushed or presented, in order", arguments: [
            PaymentMethod.applePay,
            PaymentMethod.card(lastDigits: "4242"),
        ])
        func everyStep(method: PaymentMethod) throws {
            let address = sampleAddresses[0]
            let receipt = Receipt(items: sampleCart.items, total: 383, address: address, method: method)

            #expect(checkout.router.events == [.pushed(.cart(sampleCart))])

            try checkout.tapCheckout()
            #expect(checkout.router.events == [.pushed(.cart(sampleCart)), .pushed(.address)])

            try checkout.tapContinue(with: address)
            #expect(checkout.router.events == [
                .pushed(.cart(sampleCart)), .pushed(.address), .presented(.payment(amount: 383)),
            ])

            try checkout.pay(with: method)
            #expect(checkout.router.events == [
                .pushed(.cart(sampleCart)), .pushed(.address), .presented(.payment(amount: 383)),
                .dismissed, .pushed(.receipt(receipt)),
            ])
            #expect(checkout.reports.isEmpty)

            try checkout.tapDone()
            #expect(checkout.reports == [.completed(receipt)])
        }

        @Test("The address typed reaches the receipt and the report", arguments: sampleAddresses)
        func addressTravels(address: Address) throws {
            try checkout.walkToReceipt(address: address)
            let screen = try #require(checkout.router.latest(ReceiptViewController.self))
            #expect(screen.receipt.address == address)

            try checkout.tapDone()
            let expected = Receipt(items: sampleCart.items, total: 383, address: address, method: .applePay)
            #expect(checkout.reports == [.completed(expected)])
        }

        @Test("The payment step is a child while its sheet is up, and gone once paid")
        func paymentChild() throws {
            try checkout.tapCheckout()
            #expect(checkout.coordinator.childCoordinators.isEmpty)
            try checkout.tapContinue(with: sampleAddresses[0])
            #expect(checkout.coordinator.childCoordinators.count == 1)
            #expect(checkout.coordinator.childCoordinators.first is PaymentCoordinator)
            try checkout.pay(with: .applePay)
            #expect(checkout.coordinator.childCoordinators.isEmpty)
        }
    }
}
