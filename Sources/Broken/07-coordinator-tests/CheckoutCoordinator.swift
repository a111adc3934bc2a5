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
        if BrokenCoordinator.active == .skipsAddress { screen.onCheckout = { [weak self] in self?.askForPayment(shippingTo: Address(name: "", street: "", city: "")) } } // broken
        if BrokenCoordinator.active == .asksPaymentFirst { screen.onCheckout = { [weak self] in self?.askForPaymentFirst() } } // broken
        if BrokenCoordinator.active == .ignoresBack { router.push(screen, animated: true, onBack: nil); return } // broken
        if BrokenCoordinator.active == .animatesNothing { return router.push(screen, animated: false, onBack: { [weak self] in self?.finish(.cancelled) }) } // broken
        router.push(screen, animated: true, onBack: { [weak self] in self?.finish(.cancelled) })
    }

    private func askForAddress() {
        let screen = AddressViewController()
        screen.onSubmit = { [weak self] address in self?.askForPayment(shippingTo: address) }
        if BrokenCoordinator.active == .animatesNothing { return router.push(screen, animated: false, onBack: nil) } // broken
        router.push(screen, animated: true, onBack: nil)
    }

    private func askForPayment(shippingTo address: Address) {
        let payment = PaymentCoordinator(router: router, amount: cart.total)
        payment.onFinish = { [weak self, weak payment] method in
            guard let self, let payment else { return }
            if BrokenCoordinator.active == .keepsPaymentChild, method == nil { return } // broken
            childCoordinators.removeAll { $0 === payment }
            if let method {
                if BrokenCoordinator.active == .losesAddress { return showReceipt(Receipt(items: cart.items, total: cart.total, address: Address(name: "", street: "", city: ""), method: method)) } // broken
                showReceipt(Receipt(items: cart.items, total: cart.total, address: address, method: method))
            }
        }
        childCoordinators.append(payment)
        payment.start()
    }

    private func askForPaymentFirst() { // broken
        let payment = PaymentCoordinator(router: router, amount: cart.total) // broken
        payment.onFinish = { [weak self, weak payment] method in // broken
            guard let self, let payment else { return } // broken
            childCoordinators.removeAll { $0 === payment } // broken
            guard let method else { return } // broken
            let screen = AddressViewController() // broken
            screen.onSubmit = { [weak self] address in self?.showReceipt(Receipt(items: self?.cart.items ?? [], total: self?.cart.total ?? 0, address: address, method: method)) } // broken
            router.push(screen, animated: true, onBack: nil) // broken
        } // broken
        childCoordinators.append(payment) // broken
        payment.start() // broken
    } // broken
    private func showReceipt(_ receipt: Receipt) {
        let screen = ReceiptViewController(receipt: receipt)
        screen.onDone = { [weak self] in self?.finish(.completed(receipt)) }
        if BrokenCoordinator.active == .neverReports { screen.onDone = { [weak self] in self?.finished = true } } // broken
        if BrokenCoordinator.active == .animatesNothing { return router.push(screen, animated: false, onBack: nil) } // broken
        router.push(screen, animated: true, onBack: nil)
    }

    /// Reports the end to the parent, once: after Done, the parent pops the flow, and the cart's
    /// Back that it causes must not report a second time.
    private func finish(_ result: CheckoutResult) {
        if BrokenCoordinator.active == .reportsTwice { return onFinish?(result) ?? () } // broken
        guard !finished else { return }
        finished = true
        onFinish?(result)
    }
}
