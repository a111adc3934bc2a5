import Kata

/// Asks for the new user's name; reports the tap on Create Account with what was typed.
final class AccountCreationViewController: UIViewController {
    /// The coordinator to tell about taps; weak, because the coordinator owns this screen.
    weak var coordinator: OnboardingCoordinator?

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
            coordinator?.showDashboard(name: nameField.text ?? "")
        }, for: .touchUpInside)
        view.addSubview(create)
    }
}
