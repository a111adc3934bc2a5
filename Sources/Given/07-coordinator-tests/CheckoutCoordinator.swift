import Kata

/// Runs checkout, pushed onto its parent's stack: the cart, then the address, then the payment
/// sheet (a child coordinator), then the receipt. It reports how checkout ended to its parent,
/// once: `.completed` with the receipt when the user taps Done, `.cancelled` when they go Back
/// from the cart.
@MainActor
public final class CheckoutCoordinator: Coordinator {
    /// Runs once, when checkout ends.
    public var onFinish: ((CheckoutResult) -> Void)?
    /// The flows this coordinator started that have not ended yet: the payment step while its sheet is up.
    public private(set) var childCoordinators: [any Coordinator] = []
    private let router: any CheckoutRouter
    private let cart: Cart
    private var finished = false

    /// Creates checkout for a cart, shown through `router`.
    public init(router: any CheckoutRouter, cart: Cart) {
        self.router = router
        self.cart = cart
    }

    /// Pushes the cart.
    public func start() {
        let screen = CartViewController(cart: cart)
        screen.onCheckout = { [weak self] in self?.askForAddress() }
        router.push(screen, animated: true, onBack: { [weak self] in self?.finish(.cancelled) })
    }

    private func askForAddress() {
        let screen = AddressViewController()
        screen.onSubmit = { [weak self] address in self?.askForPayment(shippingTo: address) }
        router.push(screen, animated: true, onBack: nil)
    }

    private func askForPayment(shippingTo address: Address) {
        let payment = PaymentCoordinator(router: router, amount: cart.total)
        payment.onFinish = { [weak self, weak payment] method in
            guard let self, let payment else { return }
            childCoordinators.removeAll { $0 === payment }
            if let method {
                showReceipt(Receipt(items: cart.items, total: cart.total, address: address, method: method))
            }
        }
        childCoordinators.append(payment)
        payment.start()
    }

    private func showReceipt(_ receipt: Receipt) {
        let screen = ReceiptViewController(receipt: receipt)
        screen.onDone = { [weak self] in self?.finish(.completed(receipt)) }
        router.push(screen, animated: true, onBack: nil)
    }

    /// Reports the end to the parent, once: after Done, the parent pops the flow, and the cart's
    /// Back that it causes must not report a second time.
    private func finish(_ result: CheckoutResult) {
        guard !finished else { return }
        finished = true
        onFinish?(result)
    }
}
