import Kata

/// Mutant: account creation reports the name as it is typed, and the coordinator keeps only the
/// first one, so after typing "Ada" then "Grace", Create Account greets Ada. The rule checks type
/// one name before each tap; only typing twice shows it.
final class KeepsFirstTypedName: OnboardingMutant {
    private var name = ""

    override func showAccountCreation() {
        let accountCreation = AccountCreationViewController()
        accountCreation.onNameChange = { [weak self] typed in
            guard let self, name.isEmpty else { return }
            name = typed
        }
        accountCreation.onCreate = { [weak self] in
            guard let self else { return }
            showDashboard(name: name)
        }
        navigationController.pushViewController(accountCreation, animated: true)
    }

    /// Account creation that reports each change of the name, and the tap without it.
    final class AccountCreationViewController: UIViewController {
        var onNameChange: ((String) -> Void)?
        var onCreate: (() -> Void)?
        private let nameField = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Create Account"
            nameField.placeholder = "Name"
            nameField.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                onNameChange?(nameField.text ?? "")
            }, for: .editingChanged)
            view.addSubview(nameField)
            let create = UIButton(type: .system)
            create.setTitle("Create Account", for: .normal)
            create.addAction(UIAction { [weak self] _ in self?.onCreate?() }, for: .touchUpInside)
            view.addSubview(create)
        }
    }
}
