import Kata

/// The list of products; tapping one reports its id.
final class ProductListViewController: UIViewController {
    /// Run with the product's id when the user taps it.
    var onSelect: ((Int) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        for id in [1, 2, 42] {
            let row = UIButton(type: .system)
            row.setTitle("Product \(id)", for: .normal)
            row.addAction(UIAction { [weak self] _ in self?.onSelect?(id) }, for: .touchUpInside)
            view.addSubview(row)
        }
    }
}
