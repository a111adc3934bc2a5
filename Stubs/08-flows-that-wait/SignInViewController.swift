import Foundation
import Kata

/// Asks for an email and a password; Sign In reports them through ``onSubmit``. While
/// ``isWaiting`` is true, Sign In is disabled and the screen says it is signing in.
@MainActor
final class SignInViewController: UIViewController {
    /// Runs when the user taps Sign In, with what they typed.
    var onSubmit: ((_ email: String, _ password: String) -> Void)?
    /// Runs when the screen leaves the stack: Back, or a back swipe the user finished.
    var onLeave: (() -> Void)?
    /// Whether a sign-in is under way: Sign In is disabled meanwhile.
    var isWaiting = false {
        didSet { updateWaiting() }
    }

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signIn = UIButton(type: .system)
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        view.addSubview(emailField)
        view.addSubview(passwordField)
        signIn.setTitle("Sign In", for: .normal)
        signIn.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onSubmit?(emailField.text ?? "", passwordField.text ?? "")
        }, for: .touchUpInside)
        view.addSubview(signIn)
        view.addSubview(status)
        updateWaiting()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            onLeave?()
        }
    }

    private func updateWaiting() {
        signIn.isEnabled = !isWaiting
        status.text = isWaiting ? "Signing in…" : nil
    }
}
