import Kata

/// The first screen; Sign In starts the sign-in flow.
final class WelcomeViewController: UIViewController {
    /// Run when the user taps Sign In.
    var onSignIn: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        let signIn = UIButton(type: .system)
        signIn.setTitle("Sign In", for: .normal)
        signIn.addAction(UIAction { [weak self] _ in self?.onSignIn?() }, for: .touchUpInside)
        view.addSubview(signIn)
    }
}
