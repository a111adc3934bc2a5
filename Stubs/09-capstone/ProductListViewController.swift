import Foundation
import Kata

/// A list of products, a button each; a tap is reported through ``onSelect``. Shop and
/// Favorites both use it, with their own title and products.
@MainActor
final class ProductListViewController: UIViewController {
    /// The products listed.
    let products: [Product]
    /// Runs when the user taps a product.
    var onSelect: ((Product) -> Void)?

    init(title: String, products: [Product]) {
        self.products = products
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for product in products {
            let row = UIButton(type: .system)
            row.setTitle(product.name, for: .normal)
            row.addAction(UIAction { [weak self] _ in self?.onSelect?(product) }, for: .touchUpInside)
            view.addSubview(row)
        }
    }
}
