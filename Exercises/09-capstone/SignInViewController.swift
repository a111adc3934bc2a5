import Foundation
import Kata

/// Asks for a name; Sign In reports it through ``onSignIn``.
@MainActor
final class SignInViewController: UIViewController {
    /// Runs when the user taps Sign In, with the name typed.
    var onSignIn: ((String) -> Void)?
    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        nameField.placeholder = "Name"
        view.addSubview(nameField)
        let signIn = UIButton(type: .system)
        signIn.setTitle("Sign In", for: .normal)
        signIn.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onSignIn?(nameField.text ?? "")
        }, for: .touchUpInside)
        view.addSubview(signIn)
    }
}
