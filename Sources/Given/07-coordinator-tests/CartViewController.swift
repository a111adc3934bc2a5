import Foundation
import Kata

/// The cart: a line per item, the total, and Checkout, which it reports through ``onCheckout``.
@MainActor
public final class CartViewController: UIViewController {
    /// The cart on screen.
    public let cart: Cart
    /// Runs when the user taps Checkout.
    public var onCheckout: (() -> Void)?

    /// Creates the screen for a cart.
    public init(cart: Cart) {
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not used.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Lists the items and adds Checkout.
    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        for item in cart.items {
            let line = UILabel()
            line.text = "\(item.name): €\(item.price)"
            view.addSubview(line)
        }
        let total = UILabel()
        total.text = "Total: €\(cart.total)"
        view.addSubview(total)
        let checkout = UIButton(type: .system)
        checkout.setTitle("Checkout", for: .normal)
        checkout.addAction(UIAction { [weak self] _ in self?.onCheckout?() }, for: .touchUpInside)
        view.addSubview(checkout)
    }
}
