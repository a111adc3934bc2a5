import Foundation
import Kata

/// The terms of service, shown modally, with Close in its navigation bar.
final class TermsViewController: UIViewController {
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
        title = "Terms"
        let text = UILabel()
        text.text = "Be kind to each other."
        view.addSubview(text)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in
            self?.router?.dismiss(animated: true)
        })
    }
}
