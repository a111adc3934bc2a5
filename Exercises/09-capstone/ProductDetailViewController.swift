import Foundation
import Kata

/// The shop's page for a product: its price, and Buy, reported through ``onBuy``.
@MainActor
final class ProductDetailViewController: UIViewController {
    /// The product shown.
    let product: Product
    /// Runs when the user taps Buy.
    var onBuy: (() -> Void)?

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = product.name
        let price = UILabel()
        price.text = "€\(product.price)"
        view.addSubview(price)
        let buy = UIButton(type: .system)
        buy.setTitle("Buy", for: .normal)
        buy.addAction(UIAction { [weak self] _ in self?.onBuy?() }, for: .touchUpInside)
        view.addSubview(buy)
    }
}
