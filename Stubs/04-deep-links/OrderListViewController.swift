import Kata

/// The list of orders; tapping one reports its id.
final class OrderListViewController: UIViewController {
    /// Run with the order's id when the user taps it.
    var onSelect: ((Int) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        for id in [7, 8] {
            let row = UIButton(type: .system)
            row.setTitle("Order \(id)", for: .normal)
            row.addAction(UIAction { [weak self] _ in self?.onSelect?(id) }, for: .touchUpInside)
            view.addSubview(row)
        }
    }
}
