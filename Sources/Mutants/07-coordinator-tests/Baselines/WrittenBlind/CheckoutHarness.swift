import Checkout
import Kata
import Testing

let sampleCart = Cart(items: [
    CartItem(name: "Espresso machine", price: 249),
    CartItem(name: "Grinder", price: 120),
    CartItem(name: "Beans", price: 14),
])

let sampleAddresses = [
    Address(name: "Ada Lovelace", street: "12 St James's Square", city: "London"),
    Address(name: "Grace Hopper", street: "1 Navy Way", city: "Arlington"),
]

extension WrittenBlindTests {
    /// A started checkout with a recording router and its parent's reports, plus the user's actions.
    @MainActor
    final class CheckoutHarness {
        let router = NavigationRecorder()
        let coordinator: CheckoutCoordinator
        private(set) var reports: [CheckoutResult] = []

        init(cart: Cart = sampleCart) {
            coordinator = CheckoutCoordinator(router: router, cart: cart)
            coordinator.onFinish = { [weak self] result in self?.reports.append(result) }
            coordinator.start()
        }

        func tapCheckout(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let cart = try #require(router.latest(CartViewController.self), "no cart on screen", sourceLocation: sourceLocation)
            cart.onCheckout?()
        }

        func tapContinue(with address: Address, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let screen = try #require(router.latest(AddressViewController.self), "no address screen", sourceLocation: sourceLocation)
            screen.onSubmit?(address)
        }

        func pay(with method: PaymentMethod, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let sheet = try #require(router.latest(PaymentViewController.self), "no payment sheet", sourceLocation: sourceLocation)
            sheet.onPay?(method)
        }

        func swipeSheetAway(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let sheet = try #require(router.latest(PaymentViewController.self), "no payment sheet", sourceLocation: sourceLocation)
            router.swipe(sheet)
        }

        func tapDone(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let receipt = try #require(router.latest(ReceiptViewController.self), "no receipt", sourceLocation: sourceLocation)
            receipt.onDone?()
        }

        /// The user's Back on the cart, or the parent popping the whole flow, which pops the cart too.
        func popCart(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let cart = try #require(router.latest(CartViewController.self), "no cart on screen", sourceLocation: sourceLocation)
            router.back(from: cart)
        }

        /// Plays the flow up to the receipt.
        func walkToReceipt(address: Address = sampleAddresses[0], method: PaymentMethod = .applePay) throws {
            try tapCheckout()
            try tapContinue(with: address)
            try pay(with: method)
        }
    }
}
