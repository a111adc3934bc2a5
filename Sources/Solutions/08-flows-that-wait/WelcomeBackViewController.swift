import Foundation
import Kata

/// Greets the account that signed in; Done is reported through ``onDone``.
@MainActor
final class WelcomeBackViewController: UIViewController {
    /// Who signed in.
    let account: Account
    /// Runs when the user taps Done.
    var onDone: (() -> Void)?

    init(account: Account) {
        self.account = account
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Signed In"
        let greeting = UILabel()
        greeting.text = "Welcome back, \(account.name)"
        view.addSubview(greeting)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [weak self] _ in self?.onDone?() }, for: .touchUpInside)
        view.addSubview(done)
    }
}
