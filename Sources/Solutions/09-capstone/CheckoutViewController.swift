import Foundation
import Kata

/// Checkout for one product: the total, and Pay, reported through ``onPay``.
@MainActor
final class CheckoutViewController: UIViewController {
    /// What the user is buying.
    let product: Product
    /// Runs when the user taps Pay.
    var onPay: (() -> Void)?

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        let total = UILabel()
        total.text = "Total: €\(product.price)"
        view.addSubview(total)
        let pay = UIButton(type: .system)
        pay.setTitle("Pay", for: .normal)
        pay.addAction(UIAction { [weak self] _ in self?.onPay?() }, for: .touchUpInside)
        view.addSubview(pay)
    }
}
