import Foundation
import Kata

/// A saved product, as the Favorites tab shows it: "In your favorites", and Buy, reported
/// through ``onBuy``.
@MainActor
final class FavoriteDetailViewController: UIViewController {
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
        let saved = UILabel()
        saved.text = "In your favorites"
        view.addSubview(saved)
        let buy = UIButton(type: .system)
        buy.setTitle("Buy", for: .normal)
        buy.addAction(UIAction { [weak self] _ in self?.onBuy?() }, for: .touchUpInside)
        view.addSubview(buy)
    }
}
