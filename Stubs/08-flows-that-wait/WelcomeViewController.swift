import Foundation
import Kata

/// The flow's first screen: "Sign In with Email", which it reports through ``onSignIn``.
@MainActor
final class WelcomeViewController: UIViewController {
    /// Runs when the user taps "Sign In with Email".
    var onSignIn: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        let signIn = UIButton(type: .system)
        signIn.setTitle("Sign In with Email", for: .normal)
        signIn.addAction(UIAction { [weak self] _ in self?.onSignIn?() }, for: .touchUpInside)
        view.addSubview(signIn)
    }
}
