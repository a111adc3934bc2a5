import Kata

/// Asks for a name; Continue signs in under it.
final class SignInViewController: UIViewController {
    /// Run with the typed name when the user taps Continue.
    var onContinue: ((String) -> Void)?
    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        nameField.placeholder = "Name"
        view.addSubview(nameField)
        let proceed = UIButton(type: .system)
        proceed.setTitle("Continue", for: .normal)
        proceed.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onContinue?(nameField.text ?? "")
        }, for: .touchUpInside)
        view.addSubview(proceed)
    }
}
