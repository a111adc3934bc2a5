import Foundation
import Kata

/// One product; Reviews reports the tap.
final class ProductViewController: UIViewController {
    /// Run when the user taps Reviews.
    var onReviews: (() -> Void)?
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
        title = "Product \(id)"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let reviews = UIButton(type: .system)
        reviews.setTitle("Reviews", for: .normal)
        reviews.addAction(UIAction { [weak self] _ in self?.onReviews?() }, for: .touchUpInside)
        view.addSubview(reviews)
    }
}
