import Foundation
import Kata

/// A product's reviews.
final class ReviewsViewController: UIViewController {
    let productID: Int

    init(productID: Int) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
        title = "Reviews of \(productID)"
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
