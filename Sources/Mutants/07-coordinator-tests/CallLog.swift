import Checkout
import Kata

/// The spy the wrong suites share: every screen pushed or presented, in order, with its callbacks.
@MainActor
final class CallLog: CheckoutRouter {
    private(set) var screens: [UIViewController] = []
    private(set) var requests: [String] = []
    private(set) var backActions: [(() -> Void)?] = []
    private(set) var dismissActions: [(() -> Void)?] = []

    func push(_ screen: UIViewController, animated: Bool, onBack: (() -> Void)?) {
        screens.append(screen)
        requests.append("push")
        backActions.append(onBack)
    }

    func present(_ screen: UIViewController, animated: Bool, onDismiss: (() -> Void)?) {
        screens.append(screen)
        requests.append("present")
        dismissActions.append(onDismiss)
    }

    func dismiss(animated: Bool) {
        requests.append("dismiss")
    }
}

/// What the wrong suites use to start checkout and keep what it reports.
@MainActor
final class StartedCheckout {
    let log = CallLog()
    let coordinator: CheckoutCoordinator
    var reports: [CheckoutResult] = []

    init() {
        coordinator = CheckoutCoordinator(router: log, cart: Cart(items: [CartItem(name: "Kettle", price: 30)]))
        coordinator.onFinish = { [weak self] in self?.reports.append($0) }
        coordinator.start()
    }

    /// Taps the top screen's button: Checkout, Continue (with an address), Pay, or Done, whichever it has.
    func tapThrough(_ steps: Int) {
        for _ in 0..<steps {
            switch log.screens.last {
            case let cart as CartViewController: cart.onCheckout?()
            case let address as AddressViewController: address.onSubmit?(Address(name: "A", street: "B", city: "C"))
            case let payment as PaymentViewController: payment.onPay?(.applePay)
            case let receipt as ReceiptViewController: receipt.onDone?()
            default: return
            }
        }
    }
}
