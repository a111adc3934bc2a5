import Foundation
import Kata

/// The signed-in home screen.
final class HomeViewController: UIViewController {
    private weak var router: (any Router)?

    init(router: any Router) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        let welcome = UILabel()
        welcome.text = "You are signed in."
        view.addSubview(welcome)
    }
}
