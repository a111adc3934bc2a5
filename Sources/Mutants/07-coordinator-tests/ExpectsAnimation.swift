import Checkout
import Kata
import Testing

/// A suite whose test expects the address screen pushed with animation: it passes against the
/// working coordinator, and fails against a correct one that animates nothing.
@MainActor
@Suite(.enabled(if: BrokenCoordinator.isRequested))
struct ExpectsAnimation {
    /// A router that notes each push with whether it was animated.
    final class AnimationSpy: CheckoutRouter {
        private(set) var pushes: [(screen: UIViewController, animated: Bool)] = []

        func push(_ screen: UIViewController, animated: Bool, onBack: (() -> Void)?) {
            pushes.append((screen, animated))
        }

        func present(_ screen: UIViewController, animated: Bool, onDismiss: (() -> Void)?) {}

        func dismiss(animated: Bool) {}
    }

    @Test func checkoutPushesTheAddressWithAnimation() throws {
        let spy = AnimationSpy()
        let coordinator = CheckoutCoordinator(router: spy, cart: Cart(items: [CartItem(name: "Kettle", price: 30)]))
        coordinator.start()
        let cart = try #require(spy.pushes.first?.screen as? CartViewController)
        cart.onCheckout?()
        let last = try #require(spy.pushes.last)
        #expect(last.screen is AddressViewController)
        #expect(last.animated)
    }
}
