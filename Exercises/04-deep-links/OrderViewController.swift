import Foundation
import Kata

/// One order.
final class OrderViewController: UIViewController {
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
        title = "Order \(id)"
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
