import Kata

/// Account creation, reporting Create Account and the name through a closure.
final class AccountCreationViewController: UIViewController {
    /// Run with the typed name when the user taps Create Account.
    var onCreate: ((String) -> Void)?

    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create Account"
        nameField.placeholder = "Name"
        view.addSubview(nameField)
        let create = UIButton(type: .system)
        create.setTitle("Create Account", for: .normal)
        create.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onCreate?(nameField.text ?? "")
        }, for: .touchUpInside)
        view.addSubview(create)
    }
}
