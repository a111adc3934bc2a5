import Kata

/// Asks for the new user's name.
final class AccountCreationViewController: UIViewController {
    // Task 5: as on Welcome, a way to report the tap on Create Account, with the name typed.

    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create Account"
        nameField.placeholder = "Name"
        view.addSubview(nameField)
        let create = UIButton(type: .system)
        create.setTitle("Create Account", for: .normal)
        create.addAction(UIAction { _ in
            // Report the tap here, with the name from nameField.
        }, for: .touchUpInside)
        view.addSubview(create)
    }
}
