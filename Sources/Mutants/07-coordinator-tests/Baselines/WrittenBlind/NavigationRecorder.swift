import Checkout
import Kata

extension WrittenBlindTests {
    /// A spy router that records each request as a value, so a test compares the whole history in
    /// one `#expect`, data included.
    @MainActor
    final class NavigationRecorder: CheckoutRouter {
        /// A screen as the user sees it: which one, with the data it shows.
        enum Screen: Equatable {
            case cart(Cart)
            case address
            case payment(amount: Int)
            case receipt(Receipt)
            case other(String)

            @MainActor init(_ screen: UIViewController) {
                switch screen {
                case let cart as CartViewController: self = .cart(cart.cart)
                case is AddressViewController: self = .address
                case let payment as PaymentViewController: self = .payment(amount: payment.amount)
                case let receipt as ReceiptViewController: self = .receipt(receipt.receipt)
                default: self = .other(String(describing: type(of: screen)))
                }
            }
        }

        enum Event: Equatable {
            case pushed(Screen)
            case presented(Screen)
            case dismissed
        }

        private(set) var events: [Event] = []
        /// Every screen handed over, in order, so a test can tap on it.
        private(set) var screens: [UIViewController] = []
        private var backActions: [ObjectIdentifier: () -> Void] = [:]
        private var swipeActions: [ObjectIdentifier: () -> Void] = [:]

        func push(_ screen: UIViewController, animated: Bool, onBack: (() -> Void)?) {
            events.append(.pushed(Screen(screen)))
            screens.append(screen)
            backActions[ObjectIdentifier(screen)] = onBack
        }

        func present(_ screen: UIViewController, animated: Bool, onDismiss: (() -> Void)?) {
            events.append(.presented(Screen(screen)))
            screens.append(screen)
            swipeActions[ObjectIdentifier(screen)] = onDismiss
        }

        func dismiss(animated: Bool) {
            events.append(.dismissed)
        }

        /// The latest screen of a type the coordinator handed over, pushed or presented.
        func latest<Screen: UIViewController>(_ type: Screen.Type) -> Screen? {
            screens.last { $0 is Screen } as? Screen
        }

        /// How many sheets were presented so far.
        var presentedCount: Int {
            events.filter { if case .presented = $0 { true } else { false } }.count
        }

        /// The user's Back on `screen`, or the parent popping it.
        func back(from screen: UIViewController) {
            backActions[ObjectIdentifier(screen)]?()
        }

        /// The user swiping the sheet `screen` down.
        func swipe(_ screen: UIViewController) {
            swipeActions[ObjectIdentifier(screen)]?()
        }
    }
}
