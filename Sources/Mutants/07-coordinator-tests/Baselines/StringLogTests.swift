import Checkout
import Kata
import Testing

/// A correct suite of another shape: its spy records each request as a line of text
/// ("present Payment €160"), keeps the screens by title, and each test compares whole lists of
/// lines. Free of helpers on the suite: each test walks the flow with `Checkout` below.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct StringLogTests {
    /// The spy: a line per request, the screens by title, the gestures' callbacks by title.
    @MainActor
    final class TextLog: CheckoutRouter {
        var lines: [String] = []
        var screens: [String: UIViewController] = [:]
        var backs: [String: () -> Void] = [:]
        var swipes: [String: () -> Void] = [:]

        func push(_ screen: UIViewController, animated: Bool, onBack: (() -> Void)?) {
            let name = Self.name(of: screen)
            lines.append("push \(name)")
            screens[name] = screen
            backs[name] = onBack
        }

        func present(_ screen: UIViewController, animated: Bool, onDismiss: (() -> Void)?) {
            let name = Self.name(of: screen)
            lines.append("present \(name)")
            screens[name] = screen
            swipes[name] = onDismiss
        }

        func dismiss(animated: Bool) {
            lines.append("dismiss")
        }

        static func name(of screen: UIViewController) -> String {
            switch screen {
            case is CartViewController: "Cart"
            case is AddressViewController: "Address"
            case let payment as PaymentViewController: "Payment €\(payment.amount)"
            case is ReceiptViewController: "Receipt"
            default: "\(type(of: screen))"
            }
        }
    }

    /// A started checkout and what it reported.
    @MainActor
    final class Checkout {
        let log = TextLog()
        let coordinator: CheckoutCoordinator
        var ended: [CheckoutResult] = []
        let home = Address(name: "Grace Hopper", street: "1 Navy Yard", city: "Arlington")

        init() {
            coordinator = CheckoutCoordinator(router: log, cart: Cart(items: [CartItem(name: "Desk", price: 200), CartItem(name: "Chair", price: 90)]))
            coordinator.onFinish = { [weak self] in self?.ended.append($0) }
            coordinator.start()
        }

        func checkout() { (log.screens["Cart"] as? CartViewController)?.onCheckout?() }
        func submit() { (log.screens["Address"] as? AddressViewController)?.onSubmit?(home) }
        func pay() { (log.screens["Payment €290"] as? PaymentViewController)?.onPay?(.applePay) }
        func done() { (log.screens["Receipt"] as? ReceiptViewController)?.onDone?() }
    }

    @Test func theHappyPathAsksForEachScreenInTurn() {
        let flow = Checkout()
        flow.checkout()
        flow.submit()
        flow.pay()
        #expect(flow.log.lines == ["push Cart", "push Address", "present Payment €290", "dismiss", "push Receipt"])
    }

    @Test func checkoutAsksForTheAddressFirst() {
        let flow = Checkout()
        flow.checkout()
        #expect(flow.log.lines == ["push Cart", "push Address"])
    }

    @Test func theReceiptShowsTheAddressAndHowItWasPaid() {
        let flow = Checkout()
        flow.checkout()
        flow.submit()
        flow.pay()
        let receipt = (flow.log.screens["Receipt"] as? ReceiptViewController)?.receipt
        #expect(receipt?.address == flow.home)
        #expect(receipt?.method == .applePay)
        #expect(receipt?.total == 290)
    }

    @Test func doneEndsCheckoutOnceEvenIfTappedAgainOrPopped() {
        let flow = Checkout()
        flow.checkout()
        flow.submit()
        flow.pay()
        flow.done()
        flow.done()
        flow.log.backs["Cart"]?()
        #expect(flow.ended.count == 1)
        #expect(flow.ended.first.map { if case .completed = $0 { true } else { false } } == true)
    }

    @Test func backFromTheCartCancels() {
        let flow = Checkout()
        flow.log.backs["Cart"]?()
        #expect(flow.ended == [.cancelled])
    }

    @Test func aSwipedSheetEndsThePaymentStepOnly() {
        let flow = Checkout()
        flow.checkout()
        flow.submit()
        #expect(flow.coordinator.childCoordinators.count == 1)
        flow.log.swipes["Payment €290"]?()
        #expect(flow.coordinator.childCoordinators.isEmpty)
        #expect(flow.ended.isEmpty)
    }
}
